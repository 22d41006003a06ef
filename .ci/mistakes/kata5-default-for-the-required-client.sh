# Kata 5: the required client gets a default too, and with it a concrete type and a global.
perl -0pi -e 's/^import Foundation\n/import Foundation\n\n#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n/; s/        client: HTTPClient,\n/        client: HTTPClient = URLSessionHTTPClient(session: .shared),\n/' RemoteFeedLoader.swift
