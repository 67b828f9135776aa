import DilintFacts
import DilintSyntax

/// Which initializer `X.init` (or `X.init(a:b:)`) denotes, for containers that build a
/// type by calling it: the one with the written labels, else the single designated one;
/// a class without one has `init()`, a struct without one its memberwise initializer.
extension TypeTable {
    /// The parameters of that initializer; nil when the code does not tell which one.
    /// A memberwise parameter whose property has no written type has type `.unknown("")`.
    public func initializerParameters(of id: TypeID, labels: [String?]?, attribute: String? = nil) -> [Parameter]? {
        let type = self[id]
        let initializers = type.initializers.filter { !$0.isStatic }
        if let attribute {
            let marked = initializers.filter { $0.declaration.attributes.contains { $0.name == attribute } }
            return marked.count == 1 ? marked[0].parameters : nil
        }
        if let labels {
            let matching = initializers.filter { $0.parameters.map(\.label) == labels }
            if matching.count == 1 { return matching[0].parameters }
            if !matching.isEmpty || !initializers.isEmpty { return nil }
        }
        let designated = initializers.filter { !$0.modifiers.contains(.convenience) }
        if designated.count == 1 { return designated[0].parameters }
        guard designated.isEmpty else { return nil }
        switch type.kind {
        case .class, .actor: return labels.map { $0.isEmpty ? [] : nil } ?? []
        case .struct:
            let memberwise = memberwiseParameters(type)
            return labels.map { $0 == memberwise.map(\.label) ? memberwise : nil } ?? memberwise
        default: return nil
        }
    }

    /// A struct's stored instance properties declared in its body, but for `let`s that
    /// already have a value.
    private func memberwiseParameters(_ type: DeclaredType) -> [Parameter] {
        type.storedProperties.compactMap { property in
            guard !property.isStatic, !property.isLazy, property.extensionIndex == nil, let binding = property.binding,
                  !(property.isLet && binding.initializer != nil) else { return nil }
            return Parameter(label: binding.name, name: binding.name, offset: binding.offset, type: binding.type ?? .unknown(""))
        }
    }
}
