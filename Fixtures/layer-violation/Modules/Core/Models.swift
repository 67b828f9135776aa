public struct Profile {
    public let name: String
}

public protocol ProfileLoading {
    func load() async throws -> Profile
}
