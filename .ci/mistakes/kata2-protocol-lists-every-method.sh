# Kata 2: HTTPClient gets a second requirement "for later", shaped by ApiClient instead of the loader.
perl -0pi -e 's/(func get\(from url: URL, completion: \@escaping \@MainActor \(Result\) -> Void\))/$1\n    func cancelAllRequests()/' HTTPClient.swift
perl -0pi -e 's/(    private init\(\) \{\})/$1\n\n    public func cancelAllRequests() {}/' ApiClient.swift
