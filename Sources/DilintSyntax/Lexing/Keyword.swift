/// Words the parser cares about. Reserved words make `.keyword` tokens; contextual ones
/// (`lazy`, `weak`, `actor`, …) stay `.identifier` tokens that carry their `Keyword` too.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none
    case `associatedtype`
    case `class`
    case `deinit`
    case `enum`
    case `extension`
    case `fileprivate`
    case `func`
    case `import`
    case `init`
    case `inout`
    case `internal`
    case `let`
    case `operator`
    case `private`
    case `precedencegroup`
    case `protocol`
    case `public`
    case `rethrows`
    case `static`
    case `struct`
    case `subscript`
    case `typealias`
    case `var`
    case `break`
    case `case`
    case `catch`
    case `continue`
    case `default`
    case `defer`
    case `do`
    case `else`
    case `fallthrough`
    case `for`
    case `guard`
    case `if`
    case `in`
    case `repeat`
    case `return`
    case `throw`
    case `switch`
    case `where`
    case `while`
    case capitalAny
    case `as`
    case `false`
    case `is`
    case `nil`
    case `self`
    case capitalSelf
    case `super`
    case `throws`
    case `true`
    case `try`
    case wildcard
    // contextual
    case actor
    case async
    case await
    case convenience
    case dynamic
    case final
    case get
    case set
    case willSet
    case didSet
    case indirect
    case lazy
    case mutating
    case nonmutating
    case nonisolated
    case open
    case optional
    case override
    case required
    case some
    case any
    case unowned
    case weak
    case macro
    case package
    case consuming
    case borrowing
    case isolated
    case distributed
    case prefix
    case postfix
    case infix
    case capitalType
    case capitalProtocol
    case sending
    case unsafe

    /// Reserved words end here; everything after `wildcard` is contextual.
    public var isReserved: Bool { self != .none && rawValue <= Keyword.wildcard.rawValue }

    public var text: String {
        switch self {
        case .none: return ""
        case .`associatedtype`: return "associatedtype"
        case .`class`: return "class"
        case .`deinit`: return "deinit"
        case .`enum`: return "enum"
        case .`extension`: return "extension"
        case .`fileprivate`: return "fileprivate"
        case .`func`: return "func"
        case .`import`: return "import"
        case .`init`: return "init"
        case .`inout`: return "inout"
        case .`internal`: return "internal"
        case .`let`: return "let"
        case .`operator`: return "operator"
        case .`private`: return "private"
        case .`precedencegroup`: return "precedencegroup"
        case .`protocol`: return "protocol"
        case .`public`: return "public"
        case .`rethrows`: return "rethrows"
        case .`static`: return "static"
        case .`struct`: return "struct"
        case .`subscript`: return "subscript"
        case .`typealias`: return "typealias"
        case .`var`: return "var"
        case .`break`: return "break"
        case .`case`: return "case"
        case .`catch`: return "catch"
        case .`continue`: return "continue"
        case .`default`: return "default"
        case .`defer`: return "defer"
        case .`do`: return "do"
        case .`else`: return "else"
        case .`fallthrough`: return "fallthrough"
        case .`for`: return "for"
        case .`guard`: return "guard"
        case .`if`: return "if"
        case .`in`: return "in"
        case .`repeat`: return "repeat"
        case .`return`: return "return"
        case .`throw`: return "throw"
        case .`switch`: return "switch"
        case .`where`: return "where"
        case .`while`: return "while"
        case .capitalAny: return "Any"
        case .`as`: return "as"
        case .`false`: return "false"
        case .`is`: return "is"
        case .`nil`: return "nil"
        case .`self`: return "self"
        case .capitalSelf: return "Self"
        case .`super`: return "super"
        case .`throws`: return "throws"
        case .`true`: return "true"
        case .`try`: return "try"
        case .wildcard: return "_"
        case .actor: return "actor"
        case .async: return "async"
        case .await: return "await"
        case .convenience: return "convenience"
        case .dynamic: return "dynamic"
        case .final: return "final"
        case .get: return "get"
        case .set: return "set"
        case .willSet: return "willSet"
        case .didSet: return "didSet"
        case .indirect: return "indirect"
        case .lazy: return "lazy"
        case .mutating: return "mutating"
        case .nonmutating: return "nonmutating"
        case .nonisolated: return "nonisolated"
        case .open: return "open"
        case .optional: return "optional"
        case .override: return "override"
        case .required: return "required"
        case .some: return "some"
        case .any: return "any"
        case .unowned: return "unowned"
        case .weak: return "weak"
        case .macro: return "macro"
        case .package: return "package"
        case .consuming: return "consuming"
        case .borrowing: return "borrowing"
        case .isolated: return "isolated"
        case .distributed: return "distributed"
        case .prefix: return "prefix"
        case .postfix: return "postfix"
        case .infix: return "infix"
        case .capitalType: return "Type"
        case .capitalProtocol: return "Protocol"
        case .sending: return "sending"
        case .unsafe: return "unsafe"
        }
    }
}
