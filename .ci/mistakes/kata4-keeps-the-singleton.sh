# Kata 4: URLSessionHTTPClient is added, and ApiClient with its static let instance stays.
cp ../../Stages/Stage3DefaultArgumentInjection/ApiClient.swift .
