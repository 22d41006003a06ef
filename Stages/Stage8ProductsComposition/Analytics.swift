public protocol Analytics {
    func log(_ event: String)
}
