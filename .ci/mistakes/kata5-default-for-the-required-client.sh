# Kata 5: the required client gets a default too, and with it a concrete type and a global.
# Structure only: the behaviour is right, so the goal checks catch it.
perl -0pi -e 's/^import Foundation\n/import Foundation\n\n#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n/; s/        client: HTTPClient,\n/        client: HTTPClient = URLSessionHTTPClient(session: .shared),\n/' RemoteFeedLoader.swift
