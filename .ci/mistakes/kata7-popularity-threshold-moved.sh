# Kata 7: the business rule moved by one: 100 sales would count as popular.
perl -0pi -e 's/product\.sales > 100/product.sales >= 100/' GetAllProductsUseCase.swift
