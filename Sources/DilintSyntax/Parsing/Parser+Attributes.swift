/// Attributes (`@Injected(\.api)`, `@available(iOS 15, *)`) and declaration modifiers
/// (`public`, `private(set)`, `static`, `lazy`, `nonisolated(unsafe)` …).
extension Parser {
    mutating func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        while current.kind == .attribute, !atEnd {
            attributes.append(parseAttribute())
        }
        return attributes
    }

    /// Where the attribute at `i` ends: after its name, dotted on (`@Sync.Worker`) as
    /// `parseAttribute` reads it, and its arguments. For look-aheads over attributes.
    func afterAttribute(at i: Int) -> Int {
        var j = i + 1
        while j + 1 < endIndex, tokens[j].kind == .period, !tokens[j].flags.contains(.afterTrivia), tokens[j + 1].kind == .identifier {
            j += 2
        }
        if j < endIndex, opensAttachedAngle(tokens[j]) {
            j = afterGenericArguments(at: j)
        }
        if j < endIndex, tokens[j].kind == .leftParen, !tokens[j].flags.contains(.afterTrivia) { j = matchingCloser(from: j) + 1 }
        return j
    }

    /// Past the `<…>` that starts at `i` (`@Clamped<Int>`, `@Stored<Array<String>>`): the
    /// angles are counted in operator tokens, `->` aside, within a few tokens. `i` itself
    /// when they do not close there, where `parseAttribute` stops reading too.
    private func afterGenericArguments(at i: Int) -> Int {
        var level = 0
        var j = i
        while j < endIndex, j - i < 64 {
            let t = tokens[j]
            switch t.kind {
            case .operator:
                for k in Int(t.start)..<Int(t.end) {
                    if bytes[k] == UInt8(ascii: "<") {
                        level += 1
                    } else if bytes[k] == UInt8(ascii: ">"), k == Int(t.start) || bytes[k - 1] != UInt8(ascii: "-") {
                        level -= 1
                        if level == 0 { return k + 1 == Int(t.end) ? j + 1 : i }
                    }
                }
            case .leftBrace, .rightBrace, .skippedBody, .semicolon:
                // A body the tokenizer skipped ends the search where its `{` would.
                return i
            default:
                break
            }
            j += 1
        }
        return i
    }

    mutating func parseAttribute() -> Attribute {
        let t = current
        var attributeName = text(from: Int(t.start) + 1, to: t.end)
        advance()
        // `@Foo.Bar` is a dotted attribute name.
        while current.kind == .period, !current.flags.contains(.afterTrivia), peek().kind == .identifier {
            advance()
            attributeName += "." + name(current)
            advance()
        }
        var genericArguments: [TypeSyntax] = []
        if opensAttachedAngle(current) {
            genericArguments = parseGenericArgumentList()
        }
        var arguments: [Argument]?
        if current.kind == .leftParen, !current.flags.contains(.afterTrivia) {
            arguments = parseArgumentList(closer: .rightParen)
        }
        return Attribute(name: attributeName, offset: Int(t.start), arguments: arguments, genericArguments: genericArguments)
    }

    /// The modifier spelled by `token`, if it is one in this position. Contextual words
    /// (`lazy`, `open`, `weak` …) count only when a declaration or another modifier
    /// follows, so a variable named `open` stays a name.
    func modifier(at i: Int) -> Modifiers? {
        let t = tokens[i]
        guard t.kind == .keyword || t.kind == .identifier else { return nil }
        let m: Modifiers
        switch t.keyword {
        case .public: m = .public
        case .private: m = .private
        case .fileprivate: m = .fileprivate
        case .internal: m = .internal
        case .static: m = .static
        case .class: m = .class
        case .open: m = .open
        case .package: m = .package
        case .final: m = .final
        case .lazy: m = .lazy
        case .weak: m = .weak
        case .unowned: m = .unowned
        case .override: m = .override
        case .required: m = .required
        case .convenience: m = .convenience
        case .mutating: m = .mutating
        case .nonmutating: m = .nonmutating
        case .nonisolated: m = .nonisolated
        case .dynamic: m = .dynamic
        case .indirect: m = .indirect
        case .optional: m = .optional
        case .distributed: m = .distributed
        case .prefix: m = .prefix
        case .postfix: m = .postfix
        case .infix: m = .infix
        case .consuming, .borrowing: m = []
        case .none:
            guard t.kind == .identifier, spells(t, "__consuming") || spells(t, "__owned") || spells(t, "__shared") else { return nil }
            m = []
        default: return nil
        }
        if t.kind == .keyword, t.keyword != .class { return m }
        // `class` and contextual words: a modifier only in front of a declaration, looking
        // past a few more modifiers and attributes (a bounded, iterative look-ahead).
        var j = i + 1
        var steps = 0
        while j < endIndex, steps < 16 {
            steps += 1
            let next = tokens[j]
            if declarationKind(at: j) != nil { return m }
            if next.kind == .attribute { j = afterAttribute(at: j); continue }
            if next.kind == .leftParen, !next.flags.contains(.afterTrivia), j == i + 1, t.keyword != .class { return m }
            if (next.kind == .keyword || next.kind == .identifier), next.keyword != .none, next.keyword != .class || j > i + 1 {
                j += 1
                continue
            }
            return nil
        }
        return nil
    }

    /// Modifiers at the cursor, with `private(set)`, `unowned(unsafe)` and the like.
    mutating func parseModifiers() -> Modifiers {
        var modifiers: Modifiers = []
        while !atEnd, let m = modifier(at: index) {
            modifiers.formUnion(m)
            advance()
            if current.kind == .leftParen, !current.flags.contains(.afterTrivia) {
                if peek().keyword == .set, m.isDisjoint(with: [.weak, .unowned, .nonisolated]) {
                    modifiers.insert(.restrictedSetter)
                }
                skipBalanced()
            }
            // Attributes may be mixed with modifiers: `public @MainActor func`.
            while current.kind == .attribute, !atEnd { _ = parseAttribute() }
        }
        return modifiers
    }

    /// The declaration a keyword token at `i` introduces, if any.
    func declarationKind(at i: Int) -> Declaration.Kind? {
        guard i < endIndex else { return nil }
        let t = tokens[i]
        if t.kind == .keyword {
            switch t.keyword {
            case .class: return .class
            case .struct: return .struct
            case .enum: return .enum
            case .protocol:
                // `protocol<A, B>` is a type, not a declaration.
                return opensAttachedAngle(tokens[i + 1]) ? nil : .protocol
            case .extension: return .extension
            case .typealias: return .typealias
            case .associatedtype: return .associatedtype
            case .let, .var: return .variable
            case .func: return .function
            case .`init`: return .initializer
            case .deinit: return .deinitializer
            case .subscript: return .subscript
            case .case: return .enumCase
            case .operator: return .operator
            case .precedencegroup: return .precedenceGroup
            default: return nil
            }
        }
        if t.kind == .identifier, t.keyword == .actor || t.keyword == .macro {
            let next = tokens[i + 1]
            if next.kind == .identifier, !next.flags.contains(.afterNewline) {
                return t.keyword == .actor ? .actor : .macro
            }
        }
        return nil
    }
}
