import DilintFacts
import DilintSyntax

extension ModuleMap {
    /// Whether `module` is a playground or one of its pages: a program of its own, which
    /// no target links.
    public static func isPlayground(_ module: String) -> Bool {
        NameBytes.contains(".playground", in: module)
    }

    /// Whether nothing shows code of `a` and of `b` running in one program: a playground is
    /// a program of its own (`ModuleVisibility` keeps it apart), and the targets of two
    /// Xcode projects (or XcodeGen or Tuist projects) are apart unless a workspace links
    /// them, which dilint does not read. For "did you mean" notes; no finding depends on it.
    public func areApart(_ a: String, _ b: String) -> Bool {
        guard a != b else { return false }
        if Self.isPlayground(a) || Self.isPlayground(b) { return true }
        guard let first = info[a]?.origin.projectFile, let second = info[b]?.origin.projectFile else { return false }
        return first != second
    }
}

extension ModuleInfo.Origin {
    /// The project file of an Xcode, XcodeGen or Tuist target.
    var projectFile: String? {
        switch self {
        case .xcodeproj(let path), .xcodegen(let path), .tuist(let path): path
        case .package, .configuration, .fallback: nil
        }
    }
}
