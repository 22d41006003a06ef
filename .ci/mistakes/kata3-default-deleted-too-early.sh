# Kata 3: the default is deleted in the same step, so every old call site breaks at once.
perl -0pi -e 's/client: HTTPClient = ApiClient\.instance/client: HTTPClient/' RemoteFeedLoader.swift
