/// A type as written in source: `Outer.Inner<Int>`, `P?`, `[P]`, `(A) -> B`, `any P`.
///
/// The cases holding one array are not `indirect`: the array is a reference already, and
/// a box around it was an allocation for every name the parser read. The value stays a
/// pointer's size, the tag kept in the pointers' spare bits.
public enum TypeSyntax: Hashable, Sendable, Codable, CustomStringConvertible {
    case named([TypeComponent])
    indirect case optional(TypeSyntax)
    indirect case implicitlyUnwrapped(TypeSyntax)
    indirect case array(TypeSyntax)
    indirect case dictionary(key: TypeSyntax, value: TypeSyntax)
    case tuple([TupleTypeElement])
    indirect case function(parameters: [TypeSyntax], isAsync: Bool, isThrowing: Bool, result: TypeSyntax)
    case composition([TypeSyntax])
    indirect case some(TypeSyntax)
    indirect case any(TypeSyntax)
    /// `T.Type` (or `T.Protocol` when `isProtocol`).
    indirect case metatype(TypeSyntax, isProtocol: Bool)
    /// `@escaping`, `@Sendable`, `inout`, `sending` … in front of a type.
    indirect case attributed(attributes: [String], TypeSyntax)
    /// What the parser could not make sense of, as written.
    indirect case unknown(String)
}

/// One dotted component of a named type: `Inner<Int>` in `Outer.Inner<Int>`.
public struct TypeComponent: Hashable, Sendable, Codable {
    public var name: String
    public var genericArguments: [TypeSyntax]

    public init(name: String, genericArguments: [TypeSyntax] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

public struct TupleTypeElement: Hashable, Sendable, Codable {
    public var label: String?
    public var type: TypeSyntax

    public init(label: String?, type: TypeSyntax) {
        self.label = label
        self.type = type
    }
}

extension TypeSyntax {
    /// Canonical spelling, no whitespace but where Swift needs it: `Outer.Inner<Int>`,
    /// `[String: Any]`, `(Int) -> P?`, `any P & Q`.
    public var description: String {
        switch self {
        case .named(let components):
            // One plain name is most types written, extended types among them.
            if components.count == 1, components[0].genericArguments.isEmpty { return components[0].name }
            // Nested names without generic arguments (most extended types), written once.
            if components.allSatisfy({ $0.genericArguments.isEmpty }) {
                var text = ""
                text.reserveCapacity(components.reduce(components.count - 1) { $0 + $1.name.utf8.count })
                for (index, component) in components.enumerated() {
                    if index > 0 { text.append(".") }
                    text.append(component.name)
                }
                return text
            }
            return components.map { c in
                c.genericArguments.isEmpty ? c.name : c.name + "<" + c.genericArguments.map(\.description).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): return wrapped.descriptionAsOperand + "?"
        case .implicitlyUnwrapped(let wrapped): return wrapped.descriptionAsOperand + "!"
        case .array(let element): return "[" + element.description + "]"
        case .dictionary(let key, let value): return "[" + key.description + ": " + value.description + "]"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.description }.joined(separator: ", ") + ")"
        case .function(let parameters, let isAsync, let isThrowing, let result):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ")"
                + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + " -> " + result.description
        case .composition(let parts): return parts.map(\.description).joined(separator: " & ")
        case .some(let base): return "some " + base.description
        case .any(let base): return "any " + base.description
        case .metatype(let base, let isProtocol): return base.descriptionAsOperand + (isProtocol ? ".Protocol" : ".Type")
        case .attributed(let attributes, let base): return (attributes + [base.description]).joined(separator: " ")
        case .unknown(let text): return text
        }
    }

    private var descriptionAsOperand: String {
        switch self {
        case .function, .composition, .some, .any, .attributed: return "(" + description + ")"
        default: return description
        }
    }

    /// The dotted name of a nominal type without generic arguments (`Outer.Inner`), looking
    /// through `any`/`some`; nil for optionals, collections, tuples and functions.
    public var nominalName: String? {
        switch self {
        case .named(let components):
            // Most names have one component: no array of names to build and join.
            return components.count == 1 ? components[0].name : components.map(\.name).joined(separator: ".")
        case .any(let base), .some(let base), .attributed(_, let base): return base.nominalName
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return elements[0].type.nominalName
        default: return nil
        }
    }

    /// Generic arguments of the last component: `P` in `Lazy<P>`.
    public var genericArguments: [TypeSyntax] {
        if case .named(let components) = self { return components.last?.genericArguments ?? [] }
        return []
    }

    /// The type with one level of `?`/`!` removed, and whether there was one.
    public var unwrappingOptional: (type: TypeSyntax, wasOptional: Bool) {
        switch self {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return (wrapped, true)
        case .named(let components) where components.count == 1 && components[0].name == "Optional" && components[0].genericArguments.count == 1:
            return (components[0].genericArguments[0], true)
        default: return (self, false)
        }
    }

    public static func named(_ dotted: String) -> TypeSyntax {
        .named(NameBytes.dottedParts(dotted).map { TypeComponent(name: $0) })
    }
}
