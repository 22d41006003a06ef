/// The two colours of a check, as the guide names them.
public enum Colour: String, Codable, Sendable {
    case red
    case green
}
