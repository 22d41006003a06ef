# Kata 4: the loader keeps `client: HTTPClient = ApiClient.instance`, so the singleton stays too.
cp ../../Stages/Stage3DefaultArgumentInjection/ApiClient.swift .
perl -0pi -e 's/client: HTTPClient\)/client: HTTPClient = ApiClient.instance)/' RemoteFeedLoader.swift
