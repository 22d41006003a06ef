# Kata 7: a surprise "fixed" while characterizing it: a non-200 answer no longer replaces the cache.
perl -0pi -e 's/let \(data, _\) = try await urlSession\.data\(from: url\)\n/let (data, response) = try await urlSession.data(from: url)\n        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }\n/' ProductsRepositoryImpl.swift
