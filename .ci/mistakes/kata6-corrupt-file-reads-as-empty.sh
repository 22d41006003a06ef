# Kata 6: a file that cannot be decoded reads as an empty cache; "empty" and "unreadable" are different facts.
perl -0pi -e 's/try readData\(\)\.map \{ try JSONDecoder\(\)\.decode\(Document\.self, from: \$0\) \}/try readData().flatMap { try? JSONDecoder().decode(Document.self, from: \$0) }/' CodableFeedStore.swift
