/// A declaration of the light syntax tree. One class for every kind keeps the parser and
/// its users simple; the fields that do not apply to a kind stay empty.
/// Its fields skip the run-time exclusivity checks: the parser fills a declaration
/// before anyone else sees it and nothing changes it while it is read, and the checks
/// were a visible share of the front end's time.
public final class Declaration: @unchecked Sendable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
        case `typealias`, `associatedtype`
        case variable, function, initializer, deinitializer, `subscript`, enumCase
        case macro, `operator`, precedenceGroup
    }

    // Stored narrow and in this order (small fields together, 32-bit offsets, the fields
    // most kinds leave empty apart in `Rare`): the corpus has 178k declarations, and
    // they are 128 bytes each instead of 208.
    @exclusivity(unchecked) private var storedOffset: Int32
    @exclusivity(unchecked) private var rangeStart: Int32
    @exclusivity(unchecked) private var rangeEnd: Int32
    @exclusivity(unchecked) public var modifiers: Modifiers = []
    @exclusivity(unchecked) public var kind: Kind
    @exclusivity(unchecked) public var isLet: Bool = false
    @exclusivity(unchecked) public var isAsync: Bool = false
    @exclusivity(unchecked) public var isThrowing: Bool = false
    /// `init?` / `init!`.
    @exclusivity(unchecked) public var isFailable: Bool = false
    /// Whether the parser skipped this declaration's bodies (`Parser+Skimming`), and what
    /// they may hold; they are then empty until `BodyMaterialization` fills them.
    @exclusivity(unchecked) public var skimmed: SkimmedBodies = []
    /// The declared name. For an extension, the extended type as written (`Outer.Inner`);
    /// for an initializer `init`; for a variable its first bound name.
    @exclusivity(unchecked) public var name: String
    @exclusivity(unchecked) public var attributes: [Attribute] = []
    /// The `#if` branches this declaration sits in, outermost first.
    @exclusivity(unchecked) public var conditions: [ConditionalBranch] = []
    @exclusivity(unchecked) public var members: [Declaration] = []

    // Variables (`let`/`var`, one declaration may bind several names)
    @exclusivity(unchecked) public var bindings: [Binding] = []

    // Functions, initializers, subscripts
    @exclusivity(unchecked) public var parameters: [Parameter] = []
    @exclusivity(unchecked) public var returnType: TypeSyntax?
    /// The body's statements; nil when there is no body (a protocol requirement).
    @exclusivity(unchecked) public var body: [Statement]?

    @exclusivity(unchecked) private var rare: Rare?

    /// Byte offset of the name (of the keyword where there is no name).
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    /// Bytes from the first attribute or modifier to the end of the declaration.
    public var range: Range<Int> {
        get { Int(rangeStart)..<Int(rangeEnd) }
        set {
            rangeStart = Int32(clamping: newValue.lowerBound)
            rangeEnd = Int32(clamping: newValue.upperBound)
        }
    }

    /// The inheritance/conformance list: `class A: B, P` gives `[B, P]`.
    public var inheritance: [TypeSyntax] {
        get { rare?.inheritance ?? [] }
        set { setRare(\.inheritance, newValue, isEmpty: newValue.isEmpty) }
        _modify { yield &ensuredRare.inheritance }
    }

    public var genericParameters: [GenericParameter] {
        get { rare?.genericParameters ?? [] }
        set { setRare(\.genericParameters, newValue, isEmpty: newValue.isEmpty) }
        _modify { yield &ensuredRare.genericParameters }
    }

    /// The `where` clause's requirements, the protocol's `where Self: Base` included.
    public var requirements: [GenericRequirement] {
        get { rare?.requirements ?? [] }
        set { setRare(\.requirements, newValue, isEmpty: newValue.isEmpty) }
        _modify { yield &ensuredRare.requirements }
    }

    /// `E` in typed throws, `throws(E)`.
    public var thrownType: TypeSyntax? {
        get { rare?.thrownType }
        set { setRare(\.thrownType, newValue, isEmpty: newValue == nil) }
        _modify { yield &ensuredRare.thrownType }
    }

    /// A subscript's accessors (`get`/`set`, or an implied getter).
    public var accessors: [Accessor] {
        get { rare?.accessors ?? [] }
        set { setRare(\.accessors, newValue, isEmpty: newValue.isEmpty) }
        _modify { yield &ensuredRare.accessors }
    }

    /// A typealias's aliased type (`typealias A = B`), an associated type's default.
    public var aliasedType: TypeSyntax? {
        get { rare?.aliasedType }
        set { setRare(\.aliasedType, newValue, isEmpty: newValue == nil) }
        _modify { yield &ensuredRare.aliasedType }
    }

    /// An enum case declaration's elements (`case a, b(Int)`).
    public var caseElements: [EnumCaseElement] {
        get { rare?.caseElements ?? [] }
        set { setRare(\.caseElements, newValue, isEmpty: newValue.isEmpty) }
        _modify { yield &ensuredRare.caseElements }
    }

    /// An empty value leaves the side object unmade: most declarations never need one.
    private func setRare<Value>(_ field: ReferenceWritableKeyPath<Rare, Value>, _ value: Value, isEmpty: Bool) {
        if rare != nil || !isEmpty { ensuredRare[keyPath: field] = value }
    }

    private var ensuredRare: Rare {
        if let rare { return rare }
        let made = Rare()
        rare = made
        return made
    }

    /// What only some kinds have: types and extensions an inheritance list, generic
    /// declarations their parameters, enum cases their elements, subscripts accessors.
    private final class Rare {
        @exclusivity(unchecked) var inheritance: [TypeSyntax] = []
        @exclusivity(unchecked) var genericParameters: [GenericParameter] = []
        @exclusivity(unchecked) var requirements: [GenericRequirement] = []
        @exclusivity(unchecked) var thrownType: TypeSyntax?
        @exclusivity(unchecked) var accessors: [Accessor] = []
        @exclusivity(unchecked) var aliasedType: TypeSyntax?
        @exclusivity(unchecked) var caseElements: [EnumCaseElement] = []
    }

    public init(kind: Kind, name: String, offset: Int, range: Range<Int>) {
        self.kind = kind
        self.name = name
        self.storedOffset = Int32(clamping: offset)
        self.rangeStart = Int32(clamping: range.lowerBound)
        self.rangeEnd = Int32(clamping: range.upperBound)
    }

    public var isTypeDeclaration: Bool {
        switch kind {
        case .class, .struct, .enum, .actor, .protocol: return true
        default: return false
        }
    }
}

public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let `public` = Modifiers(rawValue: 1 << 0)
    public static let `private` = Modifiers(rawValue: 1 << 1)
    public static let `fileprivate` = Modifiers(rawValue: 1 << 2)
    public static let `internal` = Modifiers(rawValue: 1 << 3)
    public static let open = Modifiers(rawValue: 1 << 4)
    public static let package = Modifiers(rawValue: 1 << 5)
    public static let `static` = Modifiers(rawValue: 1 << 6)
    /// `class` as a modifier: `class var`, `class func`.
    public static let `class` = Modifiers(rawValue: 1 << 7)
    public static let final = Modifiers(rawValue: 1 << 8)
    public static let lazy = Modifiers(rawValue: 1 << 9)
    public static let weak = Modifiers(rawValue: 1 << 10)
    public static let unowned = Modifiers(rawValue: 1 << 11)
    public static let override = Modifiers(rawValue: 1 << 12)
    public static let required = Modifiers(rawValue: 1 << 13)
    public static let convenience = Modifiers(rawValue: 1 << 14)
    public static let mutating = Modifiers(rawValue: 1 << 15)
    public static let nonmutating = Modifiers(rawValue: 1 << 16)
    public static let nonisolated = Modifiers(rawValue: 1 << 17)
    public static let dynamic = Modifiers(rawValue: 1 << 18)
    public static let indirect = Modifiers(rawValue: 1 << 19)
    public static let optional = Modifiers(rawValue: 1 << 20)
    /// `private(set)`, `fileprivate(set)`, `internal(set)`, `package(set)`.
    public static let restrictedSetter = Modifiers(rawValue: 1 << 21)
    public static let distributed = Modifiers(rawValue: 1 << 22)
    /// `prefix func *!`, `prefix operator *!`.
    public static let prefix = Modifiers(rawValue: 1 << 23)
    public static let postfix = Modifiers(rawValue: 1 << 24)
    public static let infix = Modifiers(rawValue: 1 << 25)
}

/// `@MainActor`, `@Injected(\.api)`, `@available(iOS 15, *)`.
public struct Attribute: Sendable {
    /// Without the `@`; may be dotted or generic as written (`Dependency`, `Weaver`).
    public var name: String
    public var offset: Int
    /// Parsed arguments when the attribute has a parenthesized list, nil otherwise.
    public var arguments: [Argument]?
    /// Generic arguments written on the attribute: `@Injected<P>`.
    public var genericArguments: [TypeSyntax]

    public init(name: String, offset: Int, arguments: [Argument]? = nil, genericArguments: [TypeSyntax] = []) {
        self.name = name
        self.offset = offset
        self.arguments = arguments
        self.genericArguments = genericArguments
    }
}

public struct GenericParameter: Hashable, Sendable {
    public var name: String
    public var constraint: TypeSyntax?

    public init(name: String, constraint: TypeSyntax?) {
        self.name = name
        self.constraint = constraint
    }
}

/// `T: P` (conformance/superclass) or `T == U` (same type).
public struct GenericRequirement: Hashable, Sendable {
    public var subject: TypeSyntax
    public var isSameType: Bool
    public var constraint: TypeSyntax

    public init(subject: TypeSyntax, isSameType: Bool, constraint: TypeSyntax) {
        self.subject = subject
        self.isSameType = isSameType
        self.constraint = constraint
    }
}

/// One `#if` branch: declarations and statements in the same block but different
/// branches can never both be compiled. Also one arm of a run-time `if`/`else` or
/// `switch` (`runTime`), whose arms never both run in one pass through it.
public struct ConditionalBranch: Hashable, Sendable, Codable {
    /// The byte offset of the block's `#if`: unique within its file, and the same whether
    /// or not the blocks before it were parsed (dormant member blocks are parsed later).
    public var blockID: Int
    /// 0 for `#if`, then one per `#elseif`/`#else`.
    public var branch: Int
    /// The condition as written; `else` for `#else`.
    public var condition: String

    public init(blockID: Int, branch: Int, condition: String) {
        self.blockID = blockID
        self.branch = branch
        self.condition = condition
    }

    /// An arm of an `if`/`else` or a `switch` case, the statement at `offset` its block:
    /// the IDs are negative, apart from the `#if` blocks' offsets and `unrecorded`.
    public static func runTime(_ offset: Int, branch: Int) -> ConditionalBranch {
        ConditionalBranch(blockID: -2 - offset, branch: branch, condition: branch == 0 ? "if" : "else")
    }

    /// An arm of an `if`/`else` or a `switch` case rather than of an `#if`.
    public var isRunTime: Bool { blockID < -1 }

    /// How many enclosing branches a declaration, statement or registration keeps. Each
    /// keeps its own list, so `#if`s nested thousands deep, each around a declaration,
    /// would cost memory and time by the square of the depth.
    public static let recordedDepth = 32

    /// Stands for the branches past `recordedDepth`, which are not known: a list holding it
    /// is exclusive with any other, so that no finding rests on them.
    public static let unrecorded = ConditionalBranch(blockID: -1, branch: -1, condition: "")

    /// `stack` as kept: the outermost `recordedDepth - 1` branches and `unrecorded`, when
    /// it is deeper than `recordedDepth`.
    public static func recorded(_ stack: ArraySlice<ConditionalBranch>) -> [ConditionalBranch] {
        stack.count <= recordedDepth ? Array(stack) : Array(stack.prefix(recordedDepth - 1)) + [unrecorded]
    }

    /// The same for a whole stack, which, short enough, is kept as it is: each declaration
    /// then shares the parser's list instead of copying it.
    public static func recorded(_ stack: [ConditionalBranch]) -> [ConditionalBranch] {
        stack.count <= recordedDepth ? stack : recorded(stack[...])
    }

    /// Whether two condition stacks sit in different branches of one `#if` block (or
    /// either was cut at `recordedDepth`, which leaves it unknown).
    public static func areExclusive(_ a: [ConditionalBranch], _ b: [ConditionalBranch]) -> Bool {
        if a.contains(unrecorded) || b.contains(unrecorded) { return true }
        for x in a { for y in b where x.blockID == y.blockID && x.branch != y.branch { return true } }
        return false
    }
}

/// One name bound by a `let`/`var`: `x: T = value { get … }`.
public struct Binding: Sendable {
    /// The bound name, or the pattern as written for tuple patterns (`(a, b)`).
    public var name: String
    public var offset: Int
    public var type: TypeSyntax?
    public var initializer: Expression?
    public var accessors: [Accessor]

    public init(name: String, offset: Int, type: TypeSyntax?, initializer: Expression?, accessors: [Accessor] = []) {
        self.name = name
        self.offset = offset
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
    }

    /// A computed property: it has a getter (explicit or implied by a bare body).
    public var isComputed: Bool { Self.isComputed(accessors) }

    package static func isComputed(_ accessors: [Accessor]) -> Bool {
        accessors.contains { $0.kind == .get || $0.kind == .set || $0.kind == .read || $0.kind == .modify }
    }
}

public struct Accessor: Sendable {
    public enum Kind: String, Sendable { case get, set, willSet, didSet, read, modify, `init` }
    public var kind: Kind
    public var offset: Int
    public var body: [Statement]

    public init(kind: Kind, offset: Int, body: [Statement]) {
        self.kind = kind
        self.offset = offset
        self.body = body
    }
}

/// A function or initializer parameter: `label name: Type = default`.
public struct Parameter: Sendable {
    /// The argument label callers write; nil for `_`.
    public var label: String?
    public var name: String
    public var offset: Int
    public var type: TypeSyntax
    public var isVariadic: Bool
    public var isInout: Bool
    public var defaultValue: Expression?
    public var attributes: [Attribute]

    public init(label: String?, name: String, offset: Int, type: TypeSyntax, isVariadic: Bool = false,
                isInout: Bool = false, defaultValue: Expression? = nil, attributes: [Attribute] = []) {
        self.label = label
        self.name = name
        self.offset = offset
        self.type = type
        self.isVariadic = isVariadic
        self.isInout = isInout
        self.defaultValue = defaultValue
        self.attributes = attributes
    }
}

public struct EnumCaseElement: Sendable {
    public var name: String
    public var offset: Int
    public var associatedValues: [TupleTypeElement]

    public init(name: String, offset: Int, associatedValues: [TupleTypeElement] = []) {
        self.name = name
        self.offset = offset
        self.associatedValues = associatedValues
    }
}

/// What the parser noted of the bodies it skipped: that it did, and which of the parse's
/// marks (`Marks`) they may hold — a body without a mark's shape does not hold it. The
/// marks are the high byte.
public struct SkimmedBodies: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public static let skipped = SkimmedBodies(rawValue: 1)
    /// A type's or extension's members were not parsed (the tokenizer skipped the block,
    /// which declares no type, typealias or associated type): `MemberMaterialization`
    /// parses them when a pass will read them. The marks say what the block may declare.
    public static let membersDormant = SkimmedBodies(rawValue: 2)

    public init(marks: MarkSet) { rawValue = UInt16(marks.rawValue) << 8 }

    public var marks: MarkSet { MarkSet(rawValue: UInt8(truncatingIfNeeded: rawValue >> 8)) }
}
