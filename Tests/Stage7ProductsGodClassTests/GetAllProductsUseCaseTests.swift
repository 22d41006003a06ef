import Foundation
import KataTestSupport
import Stage7ProductsGodClass
import Testing

@Suite(.trackingMemoryLeaks)
struct GetAllProductsUseCaseTests {
    @Test func test_getProducts_marksProductsWithMoreThan100SalesAsPopular() async throws {
        let sut = makeSUT(result: .success([Product(id: "1", name: "any", sales: 101)]))

        let products = try await sut.getProducts()

        #expect(products.map(\.isPopular) == [true])
    }

    @Test func test_getProducts_doesNotMarkProductsWith100SalesOrFewerAsPopular() async throws {
        let sut = makeSUT(
            result: .success([
                Product(id: "1", name: "any", sales: 100), Product(id: "2", name: "any", sales: 0),
            ]))

        let products = try await sut.getProducts()

        #expect(products.map(\.isPopular) == [false, false])
    }

    @Test func test_getProducts_keepsProductsAndTheirOrder() async throws {
        let first = Product(id: "1", name: "first", sales: 5)
        let second = Product(id: "2", name: "second", sales: 500)
        let sut = makeSUT(result: .success([first, second]))

        let products = try await sut.getProducts()

        #expect(products.map(\.id) == ["1", "2"])
        #expect(products.map(\.name) == ["first", "second"])
        #expect(products.map(\.sales) == [5, 500])
    }

    @Test func test_getProducts_throwsTheErrorItGets() async {
        let sut = makeSUT(result: .failure(anyNSError()))

        await #expect(throws: anyNSError()) {
            try await sut.getProducts()
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        result: Result<[Product], Error>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> GetAllProductsUseCase {
        let sut = GetAllProductsUseCase(productsRepository: ProductsRepositoryStub(result: result))
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    private struct ProductsRepositoryStub: ProductsRepository {
        let result: Result<[Product], Error>

        func getAll() async throws -> [Product] {
            try result.get()
        }
    }
}
