# Kata 8: the network provider defaults to URLSession.shared, so the graph is partly built outside the root.
perl -0pi -e 's/urlSession: URLSession([,)])/urlSession: URLSession = .shared$1/' URLSessionProductsProvider.swift
