# Kata 2: the protocol is named after the class it was copied from, ApiClientProtocol.
perl -pi -e 's/\bHTTPClient\b/ApiClientProtocol/g' *.swift
