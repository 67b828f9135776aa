/// What is left of a body once the file's own analysis is done. The per-file DI facts
/// read whole bodies; after the merge, only a few questions are asked of them — which
/// properties a member writes, which `X.self` it names and hands to which calls, and
/// which `as!` casts it makes — and they are asked of a few types. The bodies are most
/// of a syntax tree's memory, so each is replaced by a flat list of the expressions
/// those questions read, in the order a full walk meets them, and the names it writes
/// (`Declaration.writtenInBodies`): a walk of the digest, with those names, answers
/// exactly as a walk of the body would. Which calls count is the caller's to say
/// (`DigestQuestions`).
extension Declaration {
    /// Replaces the statement bodies of this declaration and of its members by their
    /// digests, and records the names they write (`writtenInBodies`). Property
    /// initializers, parameters and attributes stay whole: a signature is a declaration's,
    /// whichever pass reads it (keeping every method's parameter list costs under 1%).
    public func digestBodies(keeping questions: DigestQuestions) {
        var work: [Declaration] = [self]
        while let declaration = work.popLast() {
            declaration.digestOwnBodies(questions)
            work.append(contentsOf: declaration.members)
        }
    }

    /// The body, then the accessors, then the bindings' accessors, digested, with the
    /// names they write recorded: members are not included.
    private func digestOwnBodies(_ questions: DigestQuestions) {
        // Most declarations hold no statements: no body at all, or one the parser skimmed.
        guard body?.isEmpty == false || accessors.contains(where: { !$0.body.isEmpty })
                || bindings.contains(where: { $0.accessors.contains { !$0.body.isEmpty } }) else { return }
        var written = BodyDigest.WrittenNames()
        if let body { self.body = BodyDigest.of(body, writes: &written, questions) }
        for index in accessors.indices {
            accessors[index].body = BodyDigest.of(accessors[index].body, writes: &written, questions)
        }
        for index in bindings.indices {
            for accessor in bindings[index].accessors.indices {
                bindings[index].accessors[accessor].body = BodyDigest.of(bindings[index].accessors[accessor].body, writes: &written,
                                                                         questions)
            }
        }
        if !written.names.isEmpty { writtenInBodies = written.names }
    }
}

extension SyntaxFile {
    /// Every declaration's bodies digested; top-level statements stay (scripts are few).
    public func digestBodies(keeping questions: DigestQuestions) {
        for declaration in declarations { declaration.digestBodies(keeping: questions) }
    }
}

/// Which calls a body's digest keeps, as the digest's reader asks: those whose `X.self`
/// arguments it reads (`keepsMetatypeArguments`), and methods that write to what they are
/// called on (`writesToBase`), whose base's name is recorded as written.
public struct DigestQuestions: Sendable {
    public let keepsMetatypeArguments: @Sendable (String) -> Bool
    public let writesToBase: @Sendable (String) -> Bool

    public init(keepsMetatypeArguments: @escaping @Sendable (String) -> Bool, writesToBase: @escaping @Sendable (String) -> Bool) {
        self.keepsMetatypeArguments = keepsMetatypeArguments
        self.writesToBase = writesToBase
    }
}

enum BodyDigest {
    /// The names a declaration's bodies write, each once, in the order first met.
    struct WrittenNames {
        private(set) var names: [String] = []
        private var seen: Set<String> = []

        mutating func insert(_ name: String) {
            if seen.insert(name).inserted { names.append(name) }
        }
    }

    /// One statement holding the kept expressions in a list, or none. Writes are not
    /// kept: `MutableState` reads only the name a write lands on, which goes to `writes`,
    /// and the statement, operator and target boxes of every `self.x = x` were most of
    /// the digests' memory.
    static func of(_ body: [Statement], writes: inout WrittenNames, _ questions: DigestQuestions) -> [Statement] {
        var digest = Digest(written: writes, questions: questions)
        for statement in body { SyntaxTraversal.forEachTopExpression(in: statement) { digest.collect($0) } }
        writes = digest.written
        guard let first = digest.kept.first else { return [] }
        return [Statement(offset: first.offset, kind: .expression(Expression(offset: first.offset, kind: .array(digest.kept))))]
    }

    private struct Digest {
        var kept: [Expression] = []
        var written: WrittenNames
        let questions: DigestQuestions

        init(written: WrittenNames, questions: DigestQuestions) {
            self.written = written
            self.questions = questions
        }

        /// Keeps `expression` (reduced to what the questions read) when a question reads
        /// it, and goes on into the parts it dropped; other expressions are looked into whole.
        mutating func collect(_ expression: Expression) {
            switch expression.kind {
            case .member:
                guard !BodyDigest.isNamedMetatype(expression) else { return kept.append(expression) }
            case .infix(let target, let op, let value) where isAssignment(op):
                write(target)
                collect(target)
                return collect(value)
            case .prefix("&", let operand):
                write(operand)
                return collect(operand)
            case .cast(let inner, .forced, let type):
                kept.append(Expression(offset: expression.offset, kind: .cast(Expression(offset: inner.offset, kind: .unknown), .forced, type)))
                return collect(inner)
            case .call(let callee, let arguments, let trailing):
                guard case .member(let base, let method, let nameOffset) = callee.kind else { break }
                var metatypes: [Argument] = []
                if let base, questions.writesToBase(method) {
                    write(base)
                    collect(base)
                } else if questions.keepsMetatypeArguments(method) {
                    // A registration keeps only the `X.self` it is given.
                    metatypes = arguments.filter { BodyDigest.isNamedMetatype($0.value) }
                    kept.append(Expression(offset: expression.offset, kind: .call(
                        callee: Expression(offset: callee.offset, kind: .member(base: nil, name: method, nameOffset: nameOffset)),
                        arguments: metatypes, trailingClosures: [])))
                    if let base { collect(base) }
                } else {
                    break
                }
                for argument in arguments where !metatypes.contains(where: { $0.offset == argument.offset }) { collect(argument.value) }
                for closure in trailing { for statement in closure.closure.body { SyntaxTraversal.forEachTopExpression(in: statement) { collect($0) } } }
                return
            default:
                break
            }
            SyntaxTraversal.forEachChild(of: expression) { collect($0) }
        }

        /// The property a write lands on.
        private mutating func write(_ target: Expression) {
            if let name = assignedName(target) { written.insert(name) }
        }
    }

    /// `X.self`, `A.B.self`: what may name a type (the readers decide whether it does).
    static func isNamedMetatype(_ expression: Expression) -> Bool {
        if case .member(let base?, "self", _) = expression.kind { return base.dottedName != nil }
        return false
    }
}
