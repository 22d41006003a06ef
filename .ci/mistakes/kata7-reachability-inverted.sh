# Kata 7: reachability checked the other way round.
perl -0pi -e 's/if !reachability\.isReachable \{/if reachability.isReachable {/' ProductsRepositoryImpl.swift
