# Kata 5: the cell keeps an optional task and asks before it cancels.
perl -0pi -e 's/private var task: FeedImageDataLoaderTask = NullFeedImageDataLoaderTask\(\)/private var task: FeedImageDataLoaderTask?/; s/        task\.cancel\(\)/        task?.cancel()/' FeedImageCellController.swift
