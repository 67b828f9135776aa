/// The standard library's precedence groups, lowest first, enough to fold what DI code
/// writes. Unknown custom operators get `DefaultPrecedence`.
enum OperatorPrecedence {
    static let assignment = 10
    static let ternary = 20
    static let `default` = 25
    static let disjunction = 30
    static let conjunction = 40
    static let comparison = 50
    static let nilCoalescing = 60
    static let casting = 70
    static let range = 80
    static let addition = 90
    static let multiplication = 100
    static let shift = 110

    static func of(_ op: String) -> (precedence: Int, rightAssociative: Bool) {
        // The common operators by their bytes first: the `switch` below compares the
        // string against each case in turn.
        let utf8 = op.utf8
        if utf8.count <= 2, let first = utf8.first {
            let second = utf8.count == 2 ? utf8[utf8.index(after: utf8.startIndex)] : 0
            switch (first, second) {
            case (UInt8(ascii: "="), 0): return (assignment, true)
            case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")),
                 (UInt8(ascii: "<"), 0), (UInt8(ascii: ">"), 0),
                 (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: ">"), UInt8(ascii: "=")):
                return (comparison, false)
            case (UInt8(ascii: "&"), UInt8(ascii: "&")): return (conjunction, false)
            case (UInt8(ascii: "|"), UInt8(ascii: "|")): return (disjunction, false)
            case (UInt8(ascii: "?"), UInt8(ascii: "?")): return (nilCoalescing, true)
            case (UInt8(ascii: "+"), 0), (UInt8(ascii: "-"), 0): return (addition, false)
            case (UInt8(ascii: "*"), 0), (UInt8(ascii: "/"), 0), (UInt8(ascii: "%"), 0): return (multiplication, false)
            default: break
            }
        }
        switch op {
        case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=", ".&=", ".|=", ".^=":
            return (assignment, true)
        case "||": return (disjunction, false)
        case "&&": return (conjunction, false)
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=":
            return (comparison, false)
        case "??": return (nilCoalescing, true)
        case "...", "..<": return (range, false)
        case "+", "-", "&+", "&-", "|", "^": return (addition, false)
        case "*", "/", "%", "&", "&*": return (multiplication, false)
        case "<<", ">>", "&<<", "&>>": return (shift, false)
        default: return (`default`, false)
        }
    }
}
