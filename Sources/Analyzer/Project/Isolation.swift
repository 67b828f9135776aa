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
        let short = name.split(separator: ".").last.map(String.init) ?? name
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

    /// A class whose superclass chain leaves the analyzed code: a name its body writes
    /// without a qualifier may be that superclass's member.
    public func hasUnseenSuperclass(_ id: TypeID) -> Bool {
        guard self[id].kind == .class else { return false }
        return inheritance.superclasses(of: .declared(id)).contains { if case .external = $0 { true } else { false } }
    }
}
