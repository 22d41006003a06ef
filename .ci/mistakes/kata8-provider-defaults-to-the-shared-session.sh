# Kata 8: the network provider defaults to URLSession.shared, so the graph is partly built outside the root.
perl -0pi -e 's/urlSession: (URLSession|HTTPSession)([,)])/urlSession: $1 = URLSession.shared$2/' URLSessionProductsProvider.swift
