# Kata 6: removeInvalidCache completes only when it deleted something; callers of a valid cache wait for ever.
perl -0pi -e 's/(func removeInvalidCache.*?case \.success:\n\s*)completion\(\.success\(\(\)\)\)/$1break/s' LocalFeedLoader.swift
