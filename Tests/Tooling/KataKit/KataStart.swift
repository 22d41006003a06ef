/// How a kata's folders look when it starts.
public struct KataStart: Decodable, Equatable, Sendable {
    /// The stage whose code fills the kata's stage folder; nil keeps the stage's own code.
    public let code: String?
    /// The stage whose tests fill the kata's test folder; nil starts it empty.
    public let tests: String?
    /// Names of the kata's own reference test files brought at the start.
    public let keep: [String]

    public init(code: String?, tests: String?, keep: [String] = []) {
        self.code = code
        self.tests = tests
        self.keep = keep
    }

    private enum CodingKeys: String, CodingKey { case code, tests, keep }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decodeIfPresent(String.self, forKey: .code)
        tests = try container.decodeIfPresent(String.self, forKey: .tests)
        keep = try container.decodeIfPresent([String].self, forKey: .keep) ?? []
    }
}
