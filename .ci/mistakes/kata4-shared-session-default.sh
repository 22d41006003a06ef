# Kata 4: the adapter defaults to URLSession.shared, which brings the global back.
perl -0pi -e 's/init\(session: URLSession\)/init(session: URLSession = .shared)/' URLSessionHTTPClient.swift
