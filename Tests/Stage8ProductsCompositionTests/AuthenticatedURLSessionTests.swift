import Foundation
import KataTestSupport
import Stage8ProductsComposition
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.trackingMemoryLeaks)
struct AuthenticatedURLSessionTests {
    @Test func test_dataForRequest_sendsTheRequestWithTheTokenAsBearerAuthorization() async throws {
        let (sut, session) = makeSUT(token: "a-token")

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        let sent = try #require(session.requests.first)
        #expect(sent.value(forHTTPHeaderField: "Authorization") == "Bearer a-token")
    }

    @Test func test_dataForRequest_leavesTheRestOfTheRequestUntouched() async throws {
        var request = URLRequest(url: anyURL())
        request.httpMethod = "POST"
        request.httpBody = anyData()
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (sut, session) = makeSUT()

        _ = try await sut.data(for: request)

        var sent = try #require(session.requests.first)
        sent.setValue(nil, forHTTPHeaderField: "Authorization")
        #expect(session.requests.count == 1)
        #expect(sent.url == request.url)
        #expect(sent.httpMethod == request.httpMethod)
        #expect(sent.httpBody == request.httpBody)
        #expect(sent.allHTTPHeaderFields == request.allHTTPHeaderFields)
    }

    @Test func test_dataForRequest_deliversTheSessionsAnswer() async throws {
        let (sut, _) = makeSUT(result: .success((anyData(), anyHTTPURLResponse())))

        let (data, response) = try await sut.data(for: URLRequest(url: anyURL()))

        #expect(data == anyData())
        #expect((response as? HTTPURLResponse)?.statusCode == anyHTTPURLResponse().statusCode)
    }

    @Test func test_dataForRequest_throwsTheSessionsError() async {
        let (sut, _) = makeSUT(result: .failure(anyNSError()))

        await #expect(throws: anyNSError()) {
            try await sut.data(for: URLRequest(url: anyURL()))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        token: String = "any-token",
        result: Result<(Data, URLResponse), Error> = .success((anyData(), anyHTTPURLResponse())),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AuthenticatedURLSession, session: HTTPSessionSpy) {
        let session = HTTPSessionSpy(result: result)
        let sut = AuthenticatedURLSession(urlSession: session, token: token)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(session, sourceLocation: sourceLocation)
        return (sut, session)
    }
}
