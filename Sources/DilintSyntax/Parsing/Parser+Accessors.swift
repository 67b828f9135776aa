/// Accessor blocks of properties and subscripts: `{ get set }`, `{ get { … } set { … } }`,
/// `{ willSet { … } didSet { … } }`, or a bare getter body.
extension Parser {
    /// `{ get set }`, `{ get { … } set(v) { … } }`, `{ didSet { … } }`, or a bare getter body.
    /// `declaration` owns the accessors (notes skimmed bodies).
    mutating func parseAccessorBlock(of declaration: Declaration) -> [Accessor] {
        let blockOffset = Int(current.start)
        guard looksLikeAccessorList(from: index + 1) else {
            return [Accessor(kind: .get, offset: blockOffset, body: parseBody(of: declaration))]
        }
        guard enter() else {
            leave()
            skipBalanced()
            return []
        }
        defer { leave() }
        advance()
        var accessors: [Accessor] = []
        let base = conditions.count
        while !atEnd, current.kind != .rightBrace {
            let before = index
            if consumeConditionalDirective(base: base) { continue }
            _ = parseAttributes()
            _ = parseModifiers()
            let t = current
            if let kind = accessorKind(t) {
                advance()
                if current.kind == .leftParen { skipBalanced() }
                while current.kind == .identifier && current.keyword == .async || current.kind == .keyword && (current.keyword == .throws || current.keyword == .rethrows) {
                    advance()
                    if current.kind == .leftParen, !current.flags.contains(.afterTrivia) { skipBalanced() }
                }
                accessors.append(Accessor(kind: kind, offset: Int(t.start), body: parseBody(of: declaration)))
            }
            if index == before { skipOneItem() }
        }
        closeConditionals(downTo: base)
        if current.kind == .rightBrace { advance() }
        return accessors
    }

    func accessorKind(_ t: Token) -> Accessor.Kind? {
        switch t.keyword {
        case .get: return .get
        case .set: return .set
        case .willSet: return .willSet
        case .didSet: return .didSet
        case .`init`: return t.kind == .keyword ? .`init` : nil
        default:
            if t.kind == .identifier, spells(t, "_read") || spells(t, "read") { return .read }
            if t.kind == .identifier, spells(t, "_modify") || spells(t, "modify") { return .modify }
            return nil
        }
    }

    /// Whether the block starting at `i` lists accessors (after attributes and modifiers).
    func looksLikeAccessorList(from i: Int) -> Bool {
        var j = i
        while j < endIndex {
            let t = tokens[j]
            if t.kind == .attribute {
                j = afterAttribute(at: j)
                continue
            }
            if t.kind == .identifier, t.keyword == .mutating || t.keyword == .nonmutating || t.keyword == .nonisolated {
                j += 1
                continue
            }
            guard let kind = accessorKind(t) else { return false }
            let next = tokens[j + 1]
            switch kind {
            case .get, .set, .willSet, .didSet:
                return next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .leftParen
                    || accessorKind(next) != nil || next.keyword == .async || next.keyword == .throws || next.kind == .attribute
                    || next.kind == .identifier && (next.keyword == .mutating || next.keyword == .nonmutating)
            case .read, .modify, .`init`:
                return next.kind == .leftBrace || next.kind == .leftParen && kind == .`init`
            }
        }
        return false
    }

    /// Whether a `{` at `i` opens a `willSet`/`didSet` block rather than a trailing closure.
    func opensObserverBlock(at i: Int) -> Bool {
        let t = tokens[i + 1]
        guard t.kind == .identifier, t.keyword == .willSet || t.keyword == .didSet else { return false }
        let next = tokens[i + 2]
        return next.kind == .leftBrace || next.kind == .leftParen
    }
}
