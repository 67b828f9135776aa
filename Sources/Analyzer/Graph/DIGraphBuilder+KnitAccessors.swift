import DilintFacts
import DilintSyntax
import Foundation

/// The types Knit generates an accessor for, by the accessor's name: every type a Swinject
/// registration provides without a name; a name declared by several types is counted once
/// per registering file, so that it is never the one answer. Listed on the first accessor
/// call, under a lock (the graph's names are looked up on several threads).
final class KnitAccessorTypes: @unchecked Sendable {
    private let lock = NSLock()
    private var byName: [String: Set<String>]?

    /// The one type whose accessor is `name`; nil when none is, or several are.
    func type(named name: String, builder: DIGraphBuilder) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if byName == nil { byName = Self.listed(builder) }
        // A type of a name several types bear (`T#file`) is not known to be the one meant.
        guard let types = byName?[name], types.count == 1, let only = types.first, !only.contains("#") else { return nil }
        return only
    }

    private static func listed(_ builder: DIGraphBuilder) -> [String: Set<String>] {
        var byName: [String: Set<String>] = [:]
        for file in builder.files {
            for registration in file.facts.registrations where registration.dialect == .swinject && registration.name == nil {
                for written in [registration.key] + registration.aliases {
                    guard let type = builder.canonical(written, module: file.module, file: file.path) else { continue }
                    // Two types of one name (each `private` to its file, say): which one an
                    // accessor of that name resolves is not known.
                    // A private type's key name, `(Service in File.swift)`, is still a `Service`.
                    let declared = builder.types.types(named: type)
                    let written = declared.count == 1 ? builder.types[declared[0]].qualifiedName : type
                    let accessor = SwinjectRecognizer.knitAccessorName(ofTypeNamed: written)
                    byName[accessor, default: []].insert(declared.count > 1 ? type + "#" + file.path : type)
                }
            }
        }
        return byName
    }
}
