# Kata 6: LocalFeedLoader loads, but is not declared a FeedLoader, so no client can use it as one.
perl -0pi -e 's/(class LocalFeedLoader: FeedCache), FeedLoader/$1/; s/extension LocalFeedLoader: FeedLoader\b/extension LocalFeedLoader/' LocalFeedLoader.swift
