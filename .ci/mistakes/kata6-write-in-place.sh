# Kata 6: the store file is written in place, so a failed write can leave half a file.
perl -0pi -e 's/try data\.write\(to: storeURL, options: \.atomic\)/try data.write(to: storeURL)/' CodableFeedStore.swift
