# Kata 6: load keeps a deletion "just for the failing case", so asking changes the next answer.
perl -0pi -e 's/(func load\(.*?)(completion\(\.failure\(error\)\))/$1self.store.deleteCachedFeed { _ in }\n                $2/s' LocalFeedLoader.swift
