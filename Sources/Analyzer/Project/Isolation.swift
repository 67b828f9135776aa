import DilintFacts
import DilintSyntax

/// Which types run on the main actor without saying so: what the compiler infers from a
/// superclass or protocol of UIKit, AppKit or SwiftUI, or from an enclosing type.
extension TypeTable {
    /// Isolated to a global actor: written on the type or an enclosing type, or
    /// inherited from a main-actor superclass or protocol, declared or not.
    public func isMainActorIsolated(_ id: TypeID) -> Bool {
        var current: TypeID? = id
        while let type = current {
            if self[type].globalActor != nil { return true }
            for supertype in inheritance.supertypes(of: .declared(type)) {
                switch supertype {
                case .declared(let declared): if self[declared].globalActor != nil { return true }
                case .external(let name): if Self.isMainActorFramework(name) { return true }
                }
            }
            current = self[type].parent?.declaredID
        }
        return false
    }

    /// A class or protocol of Apple's UI frameworks whose members are `@MainActor`.
    static func isMainActorFramework(_ name: String) -> Bool {
        let short = NameBytes.lastDottedPart(name) ?? name
        if mainActorFrameworkTypes.contains(short) { return true }
        guard short.hasPrefix("UI") || short.hasPrefix("NS") || short.hasPrefix("WK") else { return false }
        return mainActorFrameworkSuffixes.contains { short.hasSuffix($0) }
    }

    private static let mainActorFrameworkTypes: Set<String> = [
        "View", "App", "Scene", "ViewModifier", "PreviewProvider", "Commands", "ToolbarContent", "Widget",
        "UIResponder", "UIApplication", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
        "NSResponder", "NSApplication", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
    ]
    private static let mainActorFrameworkSuffixes = [
        "View", "ViewController", "Controller", "Cell", "Button", "Label", "Window", "Control", "Bar", "Field",
        "Recognizer", "Representable", "Responder", "DataSource", "Delegate",
    ]

    /// A class whose superclass is a class out of sight that may be isolated to a global
    /// actor (a package's `BaseView: UIView`): whether its members are is not known.
    /// Foundation's and XCTest's classes (`NSObject`, `Operation`, `XCTestCase`, …) are not isolated.
    public func mayInheritIsolation(_ id: TypeID) -> Bool {
        guard self[id].kind == .class else { return false }
        return inheritance.superclasses(of: .declared(id)).contains { supertype in
            guard case .external(let name) = supertype else { return false }
            let short = NameBytes.lastDottedPart(name) ?? name
            return !short.hasPrefix("NS") && !Self.unisolatedFrameworkClasses.contains(short)
                && !InheritanceGraph.wellKnownProtocols.contains(name) && !InheritanceGraph.wellKnownProtocols.contains(short)
        }
    }

    private static let unisolatedFrameworkClasses: Set<String> = [
        "Operation", "BlockOperation", "OperationQueue", "Thread", "Timer", "Formatter", "DateFormatter", "NumberFormatter",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "URLProtocol", "URLSession",
        "XCTestCase", "InputStream", "OutputStream", "Stream", "FileManager", "UserDefaults", "NotificationCenter",
    ]

    /// A class whose superclass chain leaves the analyzed code: a name its body writes
    /// without a qualifier may be that superclass's member.
    public func hasUnseenSuperclass(_ id: TypeID) -> Bool {
        guard self[id].kind == .class else { return false }
        return inheritance.superclasses(of: .declared(id)).contains { if case .external = $0 { true } else { false } }
    }
}

extension TypeTable {
    /// Whether a stored variable holds a value rather than a reference, from its type as
    /// written or the value it starts with: a declared struct or enum, a collection, a
    /// standard value type, a literal. A class, a protocol or a type out of sight: false.
    public func holdsValue(_ binding: Binding, in context: LookupContext) -> Bool {
        if let type = binding.type { return holdsValue(type, in: context) }
        guard let value = binding.initializer else { return false }
        switch value.kind {
        case .literal, .array, .dictionary, .tuple: return true
        case .call(let callee, _, _):
            if let name = callee.dottedName { return holdsValue(.named(NameBytes.dottedParts(name).map { TypeComponent(name: $0) }), in: context) }
            if case .specialization(let base, _) = callee.kind, let name = base.dottedName { return Self.standardValueTypes.contains(name) }
            if case .type(let type) = callee.kind { return holdsValue(type, in: context) }
            return false
        default: return false
        }
    }

    private func holdsValue(_ type: TypeSyntax, in context: LookupContext) -> Bool {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return holdsValue(wrapped, in: context)
        case .array, .dictionary, .tuple: return true
        case .named(let components):
            let name = components.map(\.name).joined(separator: ".")
            if Self.standardValueTypes.contains(name) { return true }
            guard let id = resolve(type, in: context) else { return false }
            return self[id].kind == .struct || self[id].kind == .enum
        default: return false
        }
    }

    static let standardValueTypes: Set<String> = [
        "Array", "Dictionary", "Set", "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Character", "Data", "Date", "URL", "UUID",
        "Decimal", "TimeInterval", "CGPoint", "CGSize", "CGRect", "IndexSet", "IndexPath", "URLComponents", "DateComponents",
        "Optional", "Result", "ContiguousArray", "ArraySlice", "OrderedSet", "OrderedDictionary", "Deque", "Heap", "BitSet",
        "BitArray", "TreeSet", "TreeDictionary", "SortedSet", "SortedDictionary", "Range", "ClosedRange", "Measurement",
        "AttributedString", "CharacterSet", "PersonNameComponents", "Calendar", "TimeZone", "Locale", "DateInterval",
    ]
}
