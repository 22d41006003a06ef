# Kata 7: the two analytics events swapped, which no product or cache assertion would notice.
perl -0pi -e 's/"products_cache_hit"/"SWAP"/; s/"products_network_hit"/"products_cache_hit"/; s/"SWAP"/"products_network_hit"/' ProductsRepositoryImpl.swift
