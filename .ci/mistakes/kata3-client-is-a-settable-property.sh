# Kata 3: property injection. The tests pass, but any caller may swap the client mid-load.
# Structure only: no behaviour test can tell, so the goal checks catch it.
perl -0pi -e 's/private let client: HTTPClient/public var client: HTTPClient/' RemoteFeedLoader.swift
