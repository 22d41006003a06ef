# Kata 5: NullFeedCache forgets to call its completion, so callers wait for ever.
perl -0pi -e 's/        completion\(\.success\(\(\)\)\)\n/        _ = completion\n/' NullFeedCache.swift
