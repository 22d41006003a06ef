# Kata 5: analytics is an optional, and every use site asks whether it is there.
# Structure only: the behaviour is right, so the goal checks catch it.
perl -0pi -e 's/private let analytics: FeedLoadingAnalytics\n/private let analytics: FeedLoadingAnalytics?\n/; s/analytics: FeedLoadingAnalytics = NullFeedLoadingAnalytics\.shared/analytics: FeedLoadingAnalytics? = nil/; s/analytics\.did/analytics?.did/g' RemoteFeedLoader.swift
