# Kata 8: the analytics decorator logs before its decoratee has succeeded.
perl -0pi -e 's/        let products = try await decoratee\.getAll\(\)\n        analytics\.log\(eventToEmit\)\n/        analytics.log(eventToEmit)\n        let products = try await decoratee.getAll()\n/' AnalyticsProductsProviderDecorator.swift
