import Foundation

/// What one run of Swift Testing reported in its event stream
/// (`--experimental-event-stream-output`, version 0, JSON Lines): the tests that ran, the issues
/// they recorded with their source locations (and, in a parameterized test, the row's arguments,
/// its `_testCase`'s `displayName`), and whether the run reached its end. The stream is
/// written as the run goes, so a crash leaves every event before it.
public struct EventStreamReport: Codable, Equatable, Sendable {
    public var passed = 0
    public var failures: [TestFailure] = []
    public var failedTests: Set<String> = []
    public var runEnded = false
    /// The last test that started: where a crash happened.
    public var lastStarted: String?
    /// The rows each parameterized test ran, by the test's ID: Swift Testing counts a table as one
    /// test, though each of its rows checks a case of its own.
    public var rows: [String: Int] = [:]

    public var isEmpty: Bool { !runEnded && passed == 0 && failures.isEmpty && lastStarted == nil }

    private struct Record: Decodable {
        let kind: String
        let payload: Payload
    }

    private struct Payload: Decodable {
        let kind: String?
        let id: String?
        let name: String?
        let testID: String?
        let messages: [Message]?
        let issue: Issue?
        let testCase: TestCase?

        enum CodingKeys: String, CodingKey {
            case kind, id, name, testID, messages, issue
            case testCase = "_testCase"
        }
    }

    /// A parameterized test's case: its arguments, as the test prints them.
    private struct TestCase: Decodable {
        let displayName: String?
    }

    private struct Message: Decodable {
        let symbol: String?
        let text: String
    }
    private struct Issue: Decodable {
        let isKnown: Bool?
        let sourceLocation: Location?
    }
    private struct Location: Decodable {
        let fileID: String?
        let filePath: String?
        let line: Int?

        enum CodingKeys: String, CodingKey {
            case fileID, line
            case filePath = "_filePath"
        }
    }

    public init() {}

    /// As the synthesized encoding, with the failed tests in order, so that the same report is
    /// always the same text (a `Set` is written in the order of its hashes, which change from
    /// one process to the next).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(passed, forKey: .passed)
        try container.encode(failures, forKey: .failures)
        try container.encode(failedTests.sorted(), forKey: .failedTests)
        try container.encode(runEnded, forKey: .runEnded)
        try container.encodeIfPresent(lastStarted, forKey: .lastStarted)
        try container.encode(rows, forKey: .rows)
    }

    /// - Parameter module: only the tests of that module, as one run of several stages' tests
    ///   reports each stage's: a test's ID begins with its module's name.
    public init(jsonLines data: Data, relativeTo root: String, module: String? = nil) {
        var names: [String: String] = [:]
        var functions: Set<String> = []
        var ended: Set<String> = []
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? decoder.decode(Record.self, from: line) else { continue }
            let payload = record.payload
            if let module, let id = payload.id ?? payload.testID, !id.hasPrefix(module + ".") { continue }
            if record.kind == "test", let id = payload.id {
                names[id] = payload.name
                if payload.kind == "function" { functions.insert(id) }
                continue
            }
            let testID = payload.testID ?? ""
            switch payload.kind {
            case "testStarted" where functions.contains(testID):
                lastStarted = names[testID] ?? testID
            case "testEnded" where functions.contains(testID):
                ended.insert(testID)
            case "testCaseEnded"
            where functions.contains(testID) && !(payload.testCase?.displayName ?? "").isEmpty:
                rows[testID, default: 0] += 1
            case "issueRecorded" where payload.issue?.isKnown != true:
                failedTests.insert(testID)
                let location = payload.issue?.sourceLocation
                var path = location?.filePath ?? location?.fileID
                if let full = path, full.hasPrefix(root + "/") {
                    path = String(full.dropFirst(root.count + 1))
                }
                let messages = payload.messages ?? []
                let details = messages.filter { $0.symbol == "details" }.map(\.text)
                failures.append(
                    TestFailure(
                        test: names[testID] ?? testID,
                        message: messages.first { $0.symbol != "details" }?.text ?? "an issue",
                        path: path, line: location?.line,
                        details: details.isEmpty ? nil : details.joined(separator: "\n"),
                        row: payload.testCase?.displayName))
            case "runEnded":
                runEnded = true
            default:
                break
            }
        }
        passed = ended.subtracting(failedTests).count
    }
}
