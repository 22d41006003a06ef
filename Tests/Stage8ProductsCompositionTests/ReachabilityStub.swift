import Stage8ProductsComposition

/// Answers as the test says, and counts the questions: when the repository asks is behaviour too,
/// since an answer kept from an earlier call is one the world has moved on from.
final class ReachabilityStub: ReachabilityProvider {
    var answer: Bool
    private(set) var questionCount = 0

    init(isReachable: Bool) {
        answer = isReachable
    }

    var isReachable: Bool {
        questionCount += 1
        return answer
    }
}
