/// Declarations: imports, types, extensions, typealiases, variables, enum cases, and the
/// operators/macros skipped gracefully (functions: `Parser+Functions`).
extension Parser {
    func startsImport() -> Bool {
        var i = index
        var steps = 0
        while i < endIndex, steps < 8 {
            steps += 1
            let t = tokens[i]
            if t.kind == .keyword, t.keyword == .import { return true }
            if t.kind == .attribute {
                i = afterAttribute(at: i)
                continue
            }
            if (t.kind == .keyword || t.kind == .identifier), t.keyword == .public || t.keyword == .internal
                || t.keyword == .private || t.keyword == .fileprivate || t.keyword == .package || t.keyword == .open {
                i += 1
                continue
            }
            return false
        }
        return false
    }

    /// `@testable import A`, `import struct A.B`, `public import A.B`.
    mutating func parseImport() -> Import {
        while !atEnd, !(current.kind == .keyword && current.keyword == .import) { advance() }
        let offset = Int(current.start)
        advance()
        var isKinded = false
        if (current.kind == .keyword || current.kind == .identifier), declarationKind(at: index) != nil || current.keyword == .func
            || current.keyword == .let || current.keyword == .var, !current.flags.contains(.afterNewline) {
            isKinded = true
            advance()
        }
        var path: [String] = []
        while !atEnd, !current.flags.contains(.afterNewline) || path.isEmpty {
            if isNameLike(current) || current.kind == .operator { path.append(name(current)) } else { break }
            advance()
            guard current.kind == .period else { break }
            advance()
        }
        if isKinded, path.count > 1 { path.removeLast() }
        return Import(module: path.joined(separator: "."), offset: offset, conditions: ConditionalBranch.recorded(conditions))
    }

    /// Whether a declaration starts at the cursor (after attributes and modifiers).
    func startsDeclaration(inTypeBody: Bool) -> Bool {
        guard let head = declarationHead(at: index) else { return false }
        // In a statement list `case` labels a switch case.
        return head.kind != .enumCase || inTypeBody
    }

    /// The declaration starting at `start`, after its attributes and modifiers: its kind,
    /// where its keyword is, and whether `static` modifies it; nil when none starts there.
    func declarationHead(at start: Int) -> (kind: Declaration.Kind, keyword: Int, isStatic: Bool)? {
        var i = start
        var isStatic = false
        var steps = 0
        while i < endIndex, steps < 64 {
            steps += 1
            let t = tokens[i]
            if let kind = declarationKind(at: i) { return (kind, i, isStatic) }
            if t.kind == .attribute {
                i = afterAttribute(at: i)
                continue
            }
            if modifier(at: i) != nil {
                if t.keyword == .static { isStatic = true }
                i += 1
                if tokens[i].kind == .leftParen, !tokens[i].flags.contains(.afterTrivia) { i = matchingCloser(from: i) + 1 }
                continue
            }
            return nil
        }
        return nil
    }

    /// Index of the closer matching the opener at `i` (or the end), without moving.
    func matchingCloser(from i: Int) -> Int {
        var level = 0
        var j = i
        while j < endIndex {
            let kind = tokens[j].kind
            if isOpener(kind) { level += 1 } else if isCloser(kind) { level -= 1 }
            if level == 0 { return j }
            j += 1
        }
        return endIndex - 1
    }

    mutating func parseDeclaration(inTypeBody: Bool) -> Declaration? {
        guard startsDeclaration(inTypeBody: inTypeBody) else { return nil }
        let start = Int(current.start)
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        guard let kind = declarationKind(at: index) else { return nil }
        let declaration: Declaration
        switch kind {
        case .class, .struct, .enum, .actor, .protocol, .extension:
            declaration = parseTypeDeclaration(kind)
        case .typealias, .associatedtype:
            declaration = parseTypealias(kind)
        case .variable:
            declaration = parseVariable()
        case .function, .initializer, .subscript, .macro:
            declaration = parseFunction(kind)
        case .deinitializer:
            declaration = Declaration(kind: .deinitializer, name: "deinit", offset: Int(current.start), range: 0..<0)
            advance()
            declaration.body = parseOptionalBody(of: declaration)
        case .enumCase:
            declaration = parseEnumCase()
        case .operator:
            declaration = parseOperator()
        case .precedenceGroup:
            advance()
            declaration = Declaration(kind: .precedenceGroup, name: isNameLike(current) ? name(current) : "", offset: Int(current.start), range: 0..<0)
            if isNameLike(current) { advance() }
            if current.kind == .leftBrace { skipBalanced() }
        }
        declaration.attributes = attributes
        declaration.modifiers.formUnion(modifiers)
        declaration.conditions = ConditionalBranch.recorded(conditions)
        declaration.range = start..<Swift.max(start, previousEnd)
        return declaration
    }

    private mutating func parseTypeDeclaration(_ kind: Declaration.Kind) -> Declaration {
        let keywordOffset = Int(current.start)
        advance()
        let declaration: Declaration
        if kind == .extension {
            let offset = Int(current.start)
            let extended = parseType()
            declaration = Declaration(kind: kind, name: extended.description, offset: offset, range: 0..<0)
        } else if isNameLike(current), current.kind == .identifier || current.keyword == .capitalSelf || current.keyword == .capitalAny {
            declaration = Declaration(kind: kind, name: name(current), offset: Int(current.start), range: 0..<0)
            advance()
        } else {
            declaration = Declaration(kind: kind, name: "", offset: keywordOffset, range: 0..<0)
        }
        declaration.genericParameters = parseGenericParameters()
        declaration.inheritance = parseInheritance()
        declaration.requirements = parseWhereClause()
        if current.kind == .leftBrace {
            let outerNotes = dormantMemberNotes
            dormantMemberNotes = []
            declaration.members = parseMemberBlock(leavingMembersDormant: leavesMembersDormant && current.flags.contains(.dormantMembers))
            declaration.skimmed.formUnion(dormantMemberNotes)
            dormantMemberNotes = outerNotes
        } else if skimmingBodies, current.kind == .skippedBody, current.flags.contains(.dormantMembers) {
            takeDormantMembers(of: declaration)
        }
        return declaration
    }

    /// `{ members }` of a type or extension. `leavingMembersDormant`: members that declare
    /// no type are skipped (`Parser+DormantMembers`).
    mutating func parseMemberBlock(leavingMembersDormant: Bool = false) -> [Declaration] {
        guard enter() else {
            leave()
            skipBalanced()
            return []
        }
        defer { leave() }
        advance()
        let base = conditions.count
        let scratchBase = declarationScratch.count
        while !atEnd, current.kind != .rightBrace {
            let before = index
            if consumeConditionalDirective(base: base) { continue }
            if current.kind == .semicolon { advance(); continue }
            if leavingMembersDormant, skipsDormantMember() { continue }
            if let member = parseDeclaration(inTypeBody: true) {
                declarationScratch.push(member)
            } else if current.kind == .poundKeyword {
                skipPoundItem()
            }
            if index == before { skipOneItem() }
        }
        closeConditionals(downTo: base)
        if current.kind == .rightBrace { advance() }
        return declarationScratch.pop(from: scratchBase)
    }

    /// `#warning("…")`, `#sourceLocation(…)`, a freestanding macro `#Preview { … }`.
    mutating func skipPoundItem() {
        advance()
        if current.kind == .leftParen, !current.flags.contains(.afterTrivia) { skipBalanced() }
        if current.kind == .leftBrace, !current.flags.contains(.afterNewline) { skipBalanced() }
    }

    private mutating func parseTypealias(_ kind: Declaration.Kind) -> Declaration {
        advance()
        let declaration = Declaration(kind: kind, name: isNameLike(current) ? name(current) : "", offset: Int(current.start), range: 0..<0)
        if isNameLike(current) { advance() }
        declaration.genericParameters = parseGenericParameters()
        declaration.inheritance = parseInheritance()
        if isOperator("=") {
            advance()
            declaration.aliasedType = parseType()
        }
        declaration.requirements = parseWhereClause()
        if kind == .associatedtype, declaration.aliasedType == nil, isOperator("=") {
            advance()
            declaration.aliasedType = parseType()
        }
        return declaration
    }

    /// `let a: T = x, b = y`, `var x: T { get set }`, `var x = 0 { didSet { … } }`.
    mutating func parseVariable() -> Declaration {
        let isLet = current.keyword == .let
        advance()
        let declaration = Declaration(kind: .variable, name: "", offset: Int(current.start), range: 0..<0)
        declaration.isLet = isLet
        while !atEnd {
            let offset = Int(current.start)
            let bindingName: String
            if current.kind == .leftParen {
                let start = Int(current.start)
                skipBalanced()
                bindingName = text(from: start, to: previousEnd)
            } else if current.kind == .identifier || current.keyword == .wildcard {
                bindingName = name(current)
                advance()
            } else {
                break
            }
            var binding = Binding(name: bindingName, offset: offset, type: nil, initializer: nil)
            if current.kind == .colon {
                advance()
                binding.type = parseType()
            }
            if isOperator("=") {
                advance()
                binding.initializer = binding.type == nil ? parseExpression() : skimmedCollectionLiteral(of: declaration) ?? parseExpression()
            }
            if current.kind == .leftBrace, binding.type != nil || binding.initializer != nil {
                binding.accessors = parseAccessorBlock(of: declaration)
            }
            declaration.bindings.append(binding)
            guard current.kind == .comma else { break }
            advance()
        }
        declaration.name = declaration.bindings.first?.name ?? ""
        if let first = declaration.bindings.first { declaration.offset = first.offset }
        return declaration
    }

    /// `case a, b(Int), c(label: String = "") = 3`.
    private mutating func parseEnumCase() -> Declaration {
        let keywordOffset = Int(current.start)
        advance()
        let declaration = Declaration(kind: .enumCase, name: "", offset: keywordOffset, range: 0..<0)
        while !atEnd, isNameLike(current) {
            var element = EnumCaseElement(name: name(current), offset: Int(current.start))
            advance()
            if current.kind == .leftParen {
                if case .tuple(let values) = parseType() { element.associatedValues = values }
            }
            if isOperator("=") {
                advance()
                _ = parseExpression()
            }
            declaration.caseElements.append(element)
            guard current.kind == .comma else { break }
            advance()
        }
        if let first = declaration.caseElements.first {
            declaration.name = first.name
            declaration.offset = first.offset
        }
        return declaration
    }

    /// `prefix operator *!`, `infix operator ~> : AdditionPrecedence`.
    private mutating func parseOperator() -> Declaration {
        advance()
        let t = current
        let declaration = Declaration(kind: .operator, name: t.kind == .operator || isNameLike(t) ? text(t) : "", offset: Int(t.start), range: 0..<0)
        if t.kind == .operator || isNameLike(t) { advance() }
        if current.kind == .colon, !current.flags.contains(.afterNewline) {
            advance()
            if isNameLike(current) { advance() }
        }
        if current.kind == .leftBrace { skipBalanced() }
        return declaration
    }
}
