/// A compact, source-like rendering of expressions for tests and `dilint debug model`:
/// operators and casts are parenthesized so the tree's shape shows (`(a + (b * c))`), and
/// closures show their signature and statement count (`{ r in 1 }`).
extension Expression: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .identifier(let name): return name
        case .member(let base, let name, _): return (base?.description ?? "") + "." + name
        case .call(let callee, let arguments, let trailingClosures):
            var text = callee.description
            if !arguments.isEmpty || trailingClosures.isEmpty { text += "(" + Argument.describe(arguments) + ")" }
            for trailing in trailingClosures { text += " " + (trailing.label.map { $0 + ": " } ?? "") + trailing.closure.description }
            return text
        case .subscript(let base, let arguments): return base.description + "[" + Argument.describe(arguments) + "]"
        case .specialization(let base, let arguments): return base.description + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .closure(let closure): return closure.description
        case .keyPath(let root, let components): return "\\" + (root?.description ?? "") + components.map { "." + $0 }.joined()
        case .cast(let operand, let kind, let type): return "(" + operand.description + " " + kind.rawValue + " " + type.description + ")"
        case .typeCheck(let operand, let type): return "(" + operand.description + " is " + type.description + ")"
        case .try(let kind, let operand): return "(" + kind.rawValue + " " + operand.description + ")"
        case .await(let operand): return "(await " + operand.description + ")"
        case .prefix(let op, let operand): return op + operand.description
        case .postfix(let operand, let op): return operand.description + op
        case .infix(let left, let op, let right): return "(" + left.description + " " + op + " " + right.description + ")"
        case .ternary(let condition, let then, let otherwise): return "(" + condition.description + " ? " + then.description + " : " + otherwise.description + ")"
        case .literal(let literal):
            switch literal {
            case .string(let interpolations): return "\"" + interpolations.map { "\\(" + $0.description + ")" }.joined() + "\""
            case .integer(let text), .float(let text): return text
            case .boolean(let value): return value ? "true" : "false"
            case .nil: return "nil"
            case .regex: return "/regex/"
            }
        case .array(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let elements):
            return elements.isEmpty ? "[:]" : "[" + elements.map { $0.key.description + ": " + $0.value.description }.joined(separator: ", ") + "]"
        case .tuple(let elements): return "(" + Argument.describe(elements) + ")"
        case .type(let type): return type.description
        case .statement(let statement): return "<\(statement.kind.name)>"
        case .unknown: return "<?>"
        }
    }
}

extension Argument {
    static func describe(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.description }.joined(separator: ", ")
    }
}

extension Closure: CustomStringConvertible {
    public var description: String {
        var signature = ""
        if let captureList { signature += captureList + " " }
        if !parameters.isEmpty || returnType != nil {
            let typed = parameters.contains { $0.type != nil }
            let list = parameters.map { $0.name + ($0.type.map { ": " + $0.description } ?? "") }.joined(separator: ", ")
            signature += typed || returnType != nil ? "(" + list + ")" : list
            if let returnType { signature += " -> " + returnType.description }
            signature += " "
        }
        if !signature.isEmpty { signature += "in " }
        return "{ " + signature + "\(body.count) }"
    }
}

extension Statement.Kind {
    /// The statement's keyword, for dumps: `if`, `return`, `expression` …
    public var name: String {
        switch self {
        case .expression: return "expression"
        case .declaration: return "declaration"
        case .return: return "return"
        case .throw: return "throw"
        case .if: return "if"
        case .guard: return "guard"
        case .while: return "while"
        case .repeat: return "repeat"
        case .forIn: return "for"
        case .switch: return "switch"
        case .do: return "do"
        case .defer: return "defer"
        case .other: return "other"
        }
    }
}
