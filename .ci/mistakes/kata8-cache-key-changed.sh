# Kata 8: the cache key changed "while at it", which empties every existing user's cache.
perl -0pi -e 's/private static let key = "products"/private static let key = "cached_products"/' UserDefaultsProductsProvider.swift
