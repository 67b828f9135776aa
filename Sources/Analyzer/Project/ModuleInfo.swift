import DilintFacts

/// What dilint knows of one module besides its files: where it was described, whether it
/// is a test target, and its language mode and default isolation when stated, for rules
/// that judge test code or isolation differently.
public struct ModuleInfo: Hashable, Sendable {
    /// Where the module came from; the path is the describing file's as given.
    public enum Origin: Hashable, Sendable, CustomStringConvertible {
        case package(String)
        case xcodeproj(String)
        case xcodegen(String)
        case tuist(String)
        case configuration(String)
        /// No description claims the files: the rest of the analyzed tree, one module.
        case fallback

        public var description: String {
            switch self {
            case .package(let path), .xcodeproj(let path), .xcodegen(let path), .tuist(let path), .configuration(let path): path
            case .fallback: "fallback"
            }
        }

        public var kind: String {
            switch self {
            case .package: "Package.swift"
            case .xcodeproj: "xcodeproj"
            case .xcodegen: "project.yml"
            case .tuist: "Project.swift"
            case .configuration: ".dilint.yml"
            case .fallback: "fallback"
            }
        }
    }

    public var name: String
    public var origin: Origin
    /// A SwiftPM `testTarget`, an Xcode unit- or UI-test bundle, or a module named `…Tests`.
    public var isTest: Bool
    /// `SWIFT_VERSION` (e.g. `5.0`, `6.0`) when its description states it.
    public var swiftVersion: String?
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION` (`MainActor`, `nonisolated`) when stated.
    public var defaultIsolation: String?

    public init(name: String, origin: Origin, isTest: Bool = false, swiftVersion: String? = nil, defaultIsolation: String? = nil) {
        self.name = name
        self.origin = origin
        self.isTest = isTest || name.hasSuffix("Tests")
        self.swiftVersion = swiftVersion
        self.defaultIsolation = defaultIsolation
    }
}

extension ModuleInfo {
    /// The name code imports a module by: SwiftPM imports a target named `my-kit` as
    /// `my_kit` (every byte that cannot be in an identifier becomes `_`).
    public static func importName(of module: String) -> String {
        guard module.utf8.contains(where: { !isIdentifierByte($0) }) else { return module }
        return String(decoding: module.utf8.map { isIdentifierByte($0) ? $0 : UInt8(ascii: "_") }, as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
