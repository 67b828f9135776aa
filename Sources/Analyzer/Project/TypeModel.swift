import DilintFacts
import DilintSyntax

/// Index of a type declared in the analyzed code, into `TypeTable.types`.
public struct TypeID: Hashable, Comparable, Sendable {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (a: TypeID, b: TypeID) -> Bool { a.index < b.index }
}

/// A type as the project model sees it: declared in the analyzed code, or only named
/// there (`UITableViewCell`, `Codable`, Swinject's `Container`), by its written dotted
/// name with any imported module's qualifier dropped.
public enum TypeReference: Hashable, Sendable {
    case declared(TypeID)
    case external(String)

    public var declaredID: TypeID? {
        if case .declared(let id) = self { return id }
        return nil
    }
}

/// Where a declaration is: its file, the byte offset of its name, and its module.
public struct DeclarationSite: Sendable {
    public let file: SourceFile
    public let offset: Int
    public let module: String

    public init(file: SourceFile, offset: Int, module: String) {
        self.file = file
        self.offset = offset
        self.module = module
    }

    public var path: String { file.path }
    public var location: SourceLocation { file.location(of: offset) }
}

/// A class, struct, enum, actor or protocol, with every extension of it merged in.
public struct DeclaredType: Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`
    }

    public let id: TypeID
    /// The simple name: `Inner`.
    public let name: String
    /// The nested name: `Outer.Inner` (the module is not part of it).
    public let qualifiedName: String
    public let kind: Kind
    /// The enclosing type: declared, or external for a type nested in an extension of a
    /// type the analyzed code does not declare; nil at the top level.
    public let parent: TypeReference?
    public let site: DeclarationSite
    /// The primary declaration (the first seen, when `#if` branches declare it twice).
    public let declaration: Declaration
    public var module: String { site.module }
    /// The file a `private`/`fileprivate` declaration is scoped to (at the top level, or
    /// nested in a type or an extension), for it and the types nested in it; nil for a
    /// type the whole module sees.
    public let privateFile: String?
    /// Set when another type of the module has the same nested name (a `private class
    /// Stub` in two test files): the name that tells it apart in DI keys and messages,
    /// `(Stub in StubTests.swift)`, the way Swift's demangler spells a private type.
    public internal(set) var distinguishedName: String?
    /// The name DI keys give the type: its nested name, unless it needs telling apart.
    public var keyName: String { distinguishedName ?? qualifiedName }

    /// The global actor the type is isolated to (`MainActor`, or a declared
    /// `@globalActor`), from its own attributes.
    public internal(set) var globalActor: String?
    /// The inheritance lists of the declaration, of every other `#if` branch declaring it
    /// and of every extension, in that order.
    public internal(set) var inheritance: [InheritanceEntry] = []
    public internal(set) var members: [TypeMember] = []
    /// What the passes that look at every type ask of its members, kept as they are added.
    public internal(set) var memberSummary = MemberSummary()
    /// Extensions (and redeclarations in other `#if` branches) merged into this type.
    public internal(set) var extensions: [ExtensionSite] = []
    /// Types and typealiases declared inside the type or its extensions, by simple name.
    var nestedNames: [NameKey: NamespaceEntry] = [:]
    /// Those declared `private`/`fileprivate`, by name and file (`nestedEntry`).
    var privateNestedNames: [NameKey: [String: NamespaceEntry]] = [:]

    public var attributes: [Attribute] { declaration.attributes }
    public var modifiers: Modifiers { declaration.modifiers }
    public var genericParameters: [GenericParameter] { declaration.genericParameters }

    /// The types nested in it, private ones of every file included.
    public var nestedTypes: [TypeID] {
        let entries = nestedNames.values + privateNestedNames.values.flatMap(\.values)
        return entries.compactMap { if case .type(let id) = $0 { return id } else { return nil } }.sorted()
    }

    public var storedProperties: [TypeMember] { members.filter { $0.kind == .storedProperty } }
    public var initializers: [TypeMember] { members.filter { $0.kind == .initializer } }

    init(id: TypeID, name: String, qualifiedName: String, kind: Kind, parent: TypeReference?, site: DeclarationSite,
         declaration: Declaration, privateFile: String? = nil) {
        self.id = id
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.parent = parent
        self.site = site
        self.declaration = declaration
        self.privateFile = privateFile
    }
}

/// A type the analyzed code extends without declaring it: `extension UIViewController: P`.
public struct ExtendedExternalType: Sendable {
    /// The extended name as the graph knows it.
    public let name: String
    public internal(set) var inheritance: [InheritanceEntry] = []
    public internal(set) var members: [TypeMember] = []
    public internal(set) var extensions: [ExtensionSite] = []
    var nestedNames: [NameKey: NamespaceEntry] = [:]
    var privateNestedNames: [NameKey: [String: NamespaceEntry]] = [:]
}

/// What a simple name denotes inside a type or at a module's top level.
public enum NamespaceEntry: Hashable, Sendable {
    case type(TypeID)
    case alias(TypeAliasID)
}

/// One `extension X … { … }` merged into a type (or a second `#if` declaration of it).
public struct ExtensionSite: Sendable {
    public let declaration: Declaration
    public let site: DeclarationSite
    /// Another `#if` branch's declaration of the type rather than an extension.
    public let isRedeclaration: Bool
}

/// A type's members as the passes over every type ask about them: kept while the members
/// are added, when they are in the cache, so that those passes need not read the members
/// of the thousands of types that have none of these (each a cache miss by then).
public struct MemberSummary: Sendable {
    /// A `lazy var` of the instance.
    public private(set) var hasLazyInstanceVariable = false
    /// A stored `static var` (or `class var`).
    public private(set) var hasStaticVariable = false
    /// A stored `static let`.
    public private(set) var hasStaticLet = false
    /// Methods named `visit`, counted up to two.
    public private(set) var visitMethods: UInt8 = 0

    mutating func add(_ member: TypeMember) {
        if member.kind == .storedProperty, member.isStatic {
            if member.isLet { hasStaticLet = true } else { hasStaticVariable = true }
        }
        if isLazyInstanceVariable(member) { hasLazyInstanceVariable = true }
        if member.isVisitMethod, visitMethods < 2 { visitMethods += 1 }
    }
}

/// One entry of an inheritance list: `B` in `class A: B, P`.
public struct InheritanceEntry: Sendable {
    public let written: TypeSyntax
    public let site: DeclarationSite
    /// Index into the type's `extensions` when the entry comes from one.
    public let extensionIndex: Int?
    /// The first entry of a class's own declaration: the only place a superclass can be.
    public let isFirstOfClass: Bool
    /// What the entry names: one reference, several for a typealiased composition
    /// (`typealias Services = A & B`), none for a generic parameter or an ambiguous name.
    public internal(set) var resolved: [TypeReference] = []
    /// The lexical scope the entry is read in.
    let scope: TypeReference?
}

public struct TypeAliasID: Hashable, Comparable, Sendable {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (a: TypeAliasID, b: TypeAliasID) -> Bool { a.index < b.index }
}

/// `typealias Name = Aliased`, at the top level or inside a type.
public struct TypeAlias: Sendable {
    public let id: TypeAliasID
    public let name: String
    public let qualifiedName: String
    public let parent: TypeReference?
    public let site: DeclarationSite
    public let declaration: Declaration
    /// As for types: the file a `private`/`fileprivate` alias, or one nested in such a type, is scoped to.
    public let privateFile: String?
    public var aliased: TypeSyntax? { declaration.aliasedType }
    public var module: String { site.module }
}

/// A member of a type: one per bound name of a `let`/`var`, one per enum case element.
///
/// It keeps the declaration and which of its bindings or case elements it is, and reads
/// the rest from there: a table holds one member per property of the analyzed code, and
/// every field copied in costs a retain and a release each time a member is copied.
public struct TypeMember: Sendable {
    public enum Kind: String, Hashable, Sendable {
        case storedProperty, computedProperty, method, initializer, deinitializer, `subscript`, enumCase, associatedType
    }

    // Stored narrow: the table holds one member per property, method and case of the
    // analyzed code (146k on the corpus), 48 bytes each instead of 72.
    public let declaration: Declaration
    private let file: SourceFile
    private let module: String
    private let storedOffset: Int32
    private let storedElement: Int32
    private let storedExtensionIndex: Int32
    public let kind: Kind
    /// `static`/`class`, `let`, `lazy` and whether it is a method named `visit`, copied
    /// in: the passes that skim every member of every type ask these, and reading them
    /// from the declaration was a cache miss per member. They fit in the struct's padding.
    private let flags: UInt8

    /// Index into the declaration's `bindings` (properties) or `caseElements` (enum cases).
    var element: Int { Int(storedElement) }
    public var site: DeclarationSite { DeclarationSite(file: file, offset: Int(storedOffset), module: module) }
    /// Index into the owning type's `extensions` when declared in one.
    public var extensionIndex: Int? { storedExtensionIndex < 0 ? nil : Int(storedExtensionIndex) }
    /// A stored or computed property: what a key path can name.
    public var isProperty: Bool { kind == .storedProperty || kind == .computedProperty }

    /// Offsets and indexes past 32 bits (a source file over 2 GB) are clamped.
    init(kind: Kind, element: Int = 0, declaration: Declaration, site: DeclarationSite, extensionIndex: Int?) {
        self.kind = kind
        self.storedElement = Int32(clamping: element)
        self.declaration = declaration
        self.file = site.file
        self.module = site.module
        self.storedOffset = Int32(clamping: site.offset)
        self.storedExtensionIndex = extensionIndex.map { Int32(clamping: $0) } ?? -1
        let modifiers = declaration.modifiers
        self.flags = (modifiers.isDisjoint(with: [.static, .class]) ? 0 : Self.staticFlag) | (declaration.isLet ? Self.letFlag : 0)
            | (modifiers.contains(.lazy) ? Self.lazyFlag : 0) | (kind == .method && declaration.name == "visit" ? Self.visitFlag : 0)
    }

    private static let staticFlag: UInt8 = 1, letFlag: UInt8 = 2, lazyFlag: UInt8 = 4, visitFlag: UInt8 = 8

    public var name: String {
        switch kind {
        case .storedProperty, .computedProperty: return declaration.bindings[element].name
        case .enumCase: return declaration.caseElements[element].name
        case .method, .initializer, .deinitializer, .subscript, .associatedType: return declaration.name
        }
    }

    /// A property's declared type, a method's or subscript's return type, an associated
    /// type's default; nil when not written.
    public var type: TypeSyntax? {
        switch kind {
        case .storedProperty, .computedProperty: return declaration.bindings[element].type
        case .method, .subscript: return declaration.returnType
        case .associatedType: return declaration.aliasedType
        case .initializer, .deinitializer, .enumCase: return nil
        }
    }

    /// The property's binding (its initializer, accessors), for properties.
    public var binding: Binding? {
        switch kind {
        case .storedProperty, .computedProperty: return declaration.bindings[element]
        default: return nil
        }
    }

    public var modifiers: Modifiers { declaration.modifiers }
    public var attributes: [Attribute] { declaration.attributes }
    public var parameters: [Parameter] { declaration.parameters }
    public var isStatic: Bool { flags & Self.staticFlag != 0 }
    public var isLet: Bool { flags & Self.letFlag != 0 }
    public var isLazy: Bool { flags & Self.lazyFlag != 0 }
    /// A method named `visit` (`Visitors` counts them on every type).
    public var isVisitMethod: Bool { flags & Self.visitFlag != 0 }
}
