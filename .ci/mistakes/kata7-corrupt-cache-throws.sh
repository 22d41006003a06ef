# Kata 7: a corrupt cache throws instead of reading as empty (the mutation printed in Katas.md).
perl -0pi -e 's/return \(try\? JSONDecoder\(\)\.decode\(\[Product\]\.self, from: data\)\) \?\? \[\]/return try JSONDecoder().decode([Product].self, from: data)/' ProductsRepositoryImpl.swift
