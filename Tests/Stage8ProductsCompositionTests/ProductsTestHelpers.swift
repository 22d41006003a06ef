import Stage8ProductsComposition

func uniqueProducts() -> [Product] {
    [Product(id: "1", name: "a product", sales: 1), Product(id: "2", name: "another product", sales: 200)]
}
