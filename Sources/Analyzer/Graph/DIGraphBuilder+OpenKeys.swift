import DilintFacts
import DilintSyntax

/// Keys a file cannot write out whole (`OpenKey`): a factory returning a member
/// (`register { Bag.make(id: 1) }`, `register { UserDefaults.standard }`,
/// `register { ($0 as Connector).channel() }`) provides the member's type, which the type
/// table knows when the project declares it; a factory returning a closure provides some
/// function type. What cannot be known is kept as such (`DIGraph.UnknownType`), so that
/// no resolution it may answer is reported as unregistered.
extension DIGraphBuilder {
    /// The canonical type an open key stands for, or what is known of it when unknown.
    func openKeyType(_ key: OpenKey, module: String, file: String? = nil) -> (type: String?, unknown: DIGraph.UnknownType?) {
        switch key {
        case .function(let arity):
            return (nil, .function(arity: arity))
        case .member(let base, let name, let isCall, let isStatic):
            if let type = memberResultType(base, name: name, isCall: isCall, isStatic: isStatic, module: module, file: file) { return (type, nil) }
            return (nil, .anything)
        case .assembly(let assembly):
            let context = lookupContext(around: assembly, module: module, file: file)
            if case .declared? = types.reference(assembly.written, in: context) { return (nil, nil) }
            return (nil, .notDeclaredHere)
        case .functionResult(let name):
            let results = Set(freeFunctions.results(named: name, module: module).compactMap { result in
                canonical(WrittenType(result.type, scope: []), module: result.module, file: result.file)
            })
            if results.count == 1, let type = results.first { return (type, nil) }
            return (nil, .anything)
        }
    }

    /// The type of `base.name` (`base.name(…)` when `isCall`): the member's written type or
    /// return type, an enum case's enum, what a stored property's initializer constructs;
    /// looked for in the type, else in its supertypes. nil unless every member of that name
    /// found says the same type.
    func memberResultType(_ base: WrittenType, name: String, isCall: Bool, isStatic: Bool, module: String, file: String? = nil) -> String? {
        let context = lookupContext(around: base, module: module, file: file)
        guard let owner = types.reference(base.written, in: context) else { return nil }
        for candidate in [owner] + types.inheritance.supertypes(of: owner) {
            let ownerName = types.name(of: candidate)
            let scope = NameBytes.dottedParts(ownerName)
            var found = Set<String>()
            var matched = false
            for member in types.members(of: candidate) where member.name == name {
                switch Self.result(of: member, isCall: isCall, isStatic: isStatic, ownerName: ownerName) {
                case .notThisMember:
                    continue
                case .notWritten:
                    return nil
                case .type(let type):
                    matched = true
                    // `Self` is the type the member is asked of.
                    if type.nominalName == "Self" {
                        found.insert(types.keyName(of: owner))
                    } else if let canonical = canonical(WrittenType(type, scope: scope), module: member.site.module, file: member.site.path) {
                        found.insert(canonical)
                    } else {
                        return nil
                    }
                }
            }
            if matched { return found.count == 1 ? found.first : nil }
        }
        // Not declared in the analyzed code: a platform type's own shared instance.
        if case .external(let external) = owner, isStatic,
           (isCall ? Self.sharedInstanceCalls : Self.sharedInstances)[external]?.contains(name) == true {
            return external
        }
        return nil
    }

    private enum MemberResult {
        /// Another kind of member of that name (an instance method for a static call).
        case notThisMember
        /// The member meant, whose type is not written.
        case notWritten
        case type(TypeSyntax)
    }

    /// The type a member gives when read (or called).
    private static func result(of member: TypeMember, isCall: Bool, isStatic: Bool, ownerName: String) -> MemberResult {
        switch member.kind {
        case .enumCase:
            return isStatic ? .type(.named(ownerName)) : .notThisMember
        case .method:
            guard isCall, member.isStatic == isStatic else { return .notThisMember }
            return member.type.map { .type($0) } ?? .notWritten
        case .storedProperty, .computedProperty:
            guard !isCall, member.isStatic == isStatic else { return .notThisMember }
            if let type = member.type { return .type(type) }
            guard member.kind == .storedProperty, let initializer = member.binding?.initializer else { return .notWritten }
            if case .cast(_, .as, let type) = initializer.unwrapped.kind { return .type(type) }
            return SwiftDependenciesRecognizer.inferred(initializer).map { .type($0) } ?? .notWritten
        default:
            return .notThisMember
        }
    }

    /// Apple SDK types whose documented class property gives the shared instance of the
    /// type itself (`UserDefaults.standard` is a `UserDefaults`). Read only when the
    /// analyzed code declares no such member.
    static let sharedInstances: [String: Set<String>] = [
        "UserDefaults": ["standard"],
        "FileManager": ["default"],
        "NotificationCenter": ["default"],
        "URLSession": ["shared"],
        "URLCache": ["shared"],
        "HTTPCookieStorage": ["shared"],
        "Bundle": ["main"],
        "ProcessInfo": ["processInfo"],
        "UIApplication": ["shared"],
        "UIDevice": ["current"],
        "UIScreen": ["main"],
        "UIPasteboard": ["general"],
        "NSApplication": ["shared"],
        "NSWorkspace": ["shared"],
        "NSPasteboard": ["general"],
        "NSUbiquitousKeyValueStore": ["default"],
        "DispatchQueue": ["main"],
        "OperationQueue": ["main"],
        "RunLoop": ["main", "current"],
        "Calendar": ["current", "autoupdatingCurrent"],
        "Locale": ["current", "autoupdatingCurrent"],
        "TimeZone": ["current", "autoupdatingCurrent"],
    ]

    /// The same, for class methods: `DispatchQueue.global()` is a `DispatchQueue`.
    static let sharedInstanceCalls: [String: Set<String>] = [
        "DispatchQueue": ["global"],
    ]
}
