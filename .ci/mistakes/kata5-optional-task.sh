# Kata 5: the cell keeps an optional task and asks before it cancels.
# Structure only: the behaviour is right, so the goal checks catch it.
perl -0pi -e 's/private var task: FeedImageDataLoaderTask = NullFeedImageDataLoaderTask\(\)/private var task: FeedImageDataLoaderTask?/; s/        task\.cancel\(\)/        task?.cancel()/' FeedImageCellController.swift
