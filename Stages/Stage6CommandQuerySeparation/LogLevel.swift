public enum LogLevel: Equatable {
    case debug, info, warning, error
}
