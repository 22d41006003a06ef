# Kata 2: the loader holds a client, but load still asks ApiClient.instance.
perl -0pi -e 's/client\.get\(from: url\)/ApiClient.instance.get(from: url)/' RemoteFeedLoader.swift
