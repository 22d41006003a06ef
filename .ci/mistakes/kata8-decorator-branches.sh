# Kata 8: the caching decorator decides when to cache, which is a strategy's job.
perl -0pi -e 's/        try\? await cache\.save\(products\)\n/        if !products.isEmpty {\n            try? await cache.save(products)\n        }\n/' CachingProductsProviderDecorator.swift
