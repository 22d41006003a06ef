# Kata 6: a file that cannot be decoded reads as an empty cache; "empty" and "unreadable" are different facts.
perl -0pi -e 's/return try JSONDecoder\(\)\.decode\(Document\.self, from: data\)/return try? JSONDecoder().decode(Document.self, from: data)/' CodableFeedStore.swift
