/// Placeholder while the tool is built.
public enum KataVersion {
    public static let number = 1
}
