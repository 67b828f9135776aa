import DilintSyntax

/// A walk that keeps what surrounds the expression it is at. Recursion is bounded by the
/// parser's nesting cap.
struct WriteWalker {
    let wanted: Set<String>
    let calling: Set<String>
    let callingAll: Bool
    /// Names whose references (not calls) are recorded too.
    let referenced: Set<String>
    let isMainFile: Bool
    /// Where the names asked about are spelled, when declarations and statements spelling
    /// none are skipped.
    var spelled: NamePlaces?
    /// Where the statement list being walked ends at the latest: a statement's bytes run
    /// to the next one's start, the last one's to this.
    private var blockEnd = Int.max
    var writes: [PropertyWrite] = []
    var calls: [CallSite] = []
    var functions: [FunctionDeclaration] = []
    private var inProtocol = false
    private var typePath: [String] = []
    private var isStatic = false
    private var function: PropertyWrite.Function = .topLevel
    private var closureDepth = 0
    private var testOnly = false
    private var isAsync = false
    /// Inside a `Task`, a chain hopping to a background queue, a termination handler.
    private var offMainDepth = 0
    private var functionShape: CallShape?
    private var guards: [PropertyWrite.Guard] = []
    /// Names of locals and parameters, one set per scope.
    private var locals: [Set<String>] = []
    /// The stored properties with a written type of the type declarations around.
    private var propertyTypes: [[String: TypeSyntax]] = []

    init(wanted: Set<String>, calling: Set<String> = [], callingAll: Bool = false, referenced: Set<String> = [], isMainFile: Bool) {
        self.callingAll = callingAll
        self.referenced = referenced
        self.wanted = wanted
        self.calling = calling
        self.isMainFile = isMainFile
    }

    mutating func topLevel(_ statements: [Statement]) {
        function = isMainFile ? .launch : .topLevel
        block(statements)
    }

    mutating func declarations(_ list: [Declaration], isMainType: Bool = false) {
        for declaration in list { self.declaration(declaration, isMainType: isMainType) }
    }

    private mutating func declaration(_ declaration: Declaration, isMainType: Bool) {
        if let spelled, !spelled.mayHold(declaration.range) { return }
        let outerEnd = blockEnd
        defer { blockEnd = outerEnd }
        if !declaration.range.isEmpty { blockEnd = min(blockEnd, declaration.range.upperBound) }
        switch declaration.kind {
        case .class, .struct, .enum, .actor, .protocol, .extension:
            let saved = typePath
            if declaration.kind == .extension {
                typePath = NameBytes.dottedParts(declaration.name)
            } else {
                typePath.append(declaration.name)
            }
            let main = declaration.attributes.contains { ["main", "UIApplicationMain", "NSApplicationMain"].contains($0.name) }
            let wasInProtocol = inProtocol
            inProtocol = declaration.kind == .protocol
            var typed: [String: TypeSyntax] = [:]
            for member in declaration.members where member.kind == .variable {
                for binding in member.bindings where !binding.isComputed { if let type = binding.type { typed[binding.name] = type } }
            }
            propertyTypes.append(typed)
            declarations(declaration.members, isMainType: main)
            propertyTypes.removeLast()
            inProtocol = wasInProtocol
            typePath = saved
        case .function, .initializer, .deinitializer, .subscript:
            if declaration.kind == .function, isCalled(declaration.name) {
                let visible = inProtocol || !declaration.modifiers.isDisjoint(with: [.override, .public, .open])
                    || declaration.attributes.contains { ["objc", "IBAction", "IBSegueAction", "_dynamicReplacement"].contains($0.name) }
                functions.append(FunctionDeclaration(name: declaration.name, enclosingType: typePath,
                                                     isStatic: !declaration.modifiers.isDisjoint(with: [.static, .class]), isVisibleOutside: visible,
                                                     shape: CallShape(declaration.parameters)))
            }
            let saved = (isStatic, function, closureDepth, guards, locals, testOnly, isAsync, offMainDepth, functionShape)
            isStatic = !declaration.modifiers.isDisjoint(with: [.static, .class])
            isAsync = declaration.isAsync
            offMainDepth = 0
            functionShape = declaration.kind == .function ? CallShape(declaration.parameters) : nil
            function = Self.function(of: declaration, isMainType: isMainType)
            closureDepth = 0
            let onMain = declaration.attributes.contains { $0.name == "MainActor" } || (declaration.body?.first.map(Self.hopsToMain) ?? false)
            guards = onMain ? [.mainActor] : []
            locals = [Set(declaration.parameters.map(\.name))]
            testOnly = declaration.body?.first.map(Self.returnsUnlessTesting) ?? false
            for accessor in declaration.accessors { scoped(accessor.body) }
            if let body = declaration.body { block(body) }
            (isStatic, function, closureDepth, guards, locals, testOnly, isAsync, offMainDepth, functionShape) = saved
        case .variable:
            let saved = (isStatic, function, closureDepth, guards, locals, functionShape)
            functionShape = nil
            isStatic = !declaration.modifiers.isDisjoint(with: [.static, .class])
            closureDepth = 0
            guards = declaration.attributes.contains { $0.name == "MainActor" } ? [.mainActor] : []
            for binding in declaration.bindings {
                function = .other(binding.name)
                for accessor in binding.accessors {
                    locals = [accessor.kind == .set || accessor.kind == .willSet ? ["newValue"] : accessor.kind == .didSet ? ["oldValue"] : []]
                    block(accessor.body)
                }
                // What a stored property starts with runs while its instance is built, or, for
                // a `lazy` one, a static or a global, when it is first read; its closures
                // (`lazy var menu = Item { [weak self] in self?.reload() }`) later.
                if let initializer = binding.initializer {
                    let onFirstRead = declaration.modifiers.contains(.lazy) || isStatic || typePath.isEmpty
                    function = onFirstRead ? .other(binding.name) : .initializer
                    locals = [[]]
                    expression(initializer)
                }
            }
            (isStatic, function, closureDepth, guards, locals, functionShape) = saved
        default:
            break
        }
    }

    // MARK: Statements

    private mutating func scoped(_ statements: [Statement], adding names: Set<String> = []) {
        locals.append(names)
        block(statements)
        locals.removeLast()
    }

    /// A statement list, with the lock regions it opens: statements after `lock()` and
    /// before `unlock()` are guarded (a `defer { unlock() }` keeps the region open).
    private mutating func block(_ statements: [Statement]) {
        let depth = guards.count
        let outerEnd = blockEnd
        for (index, statement) in statements.enumerated() {
            if case .expression(let e) = statement.kind, let change = Self.lockChange(e) {
                if change, guards.count == depth { guards.append(.lock) }
                if !change, guards.count > depth { guards.removeLast() }
                continue
            }
            let end = index + 1 < statements.count ? statements[index + 1].offset : outerEnd
            // A statement spelling none of the names holds no write or call asked about;
            // only the names it binds for what follows are kept.
            if let spelled, end > statement.offset, end <= outerEnd, !spelled.mayHold(statement.offset..<end) {
                bindNames(of: statement)
                continue
            }
            blockEnd = end
            self.statement(statement)
            blockEnd = outerEnd
        }
        if guards.count > depth { guards.removeLast(guards.count - depth) }
    }

    /// What a statement not walked leaves in scope after it: the names a local declaration
    /// or a `guard` binds.
    private mutating func bindNames(of statement: Statement) {
        guard !locals.isEmpty else { return }
        switch statement.kind {
        case .declaration(let declaration):
            switch declaration.kind {
            case .variable: for binding in declaration.bindings { locals[locals.count - 1].insert(binding.name) }
            case .function: locals[locals.count - 1].insert(declaration.name)
            default: break
            }
        case .guard(let clauses, _):
            locals[locals.count - 1].formUnion(Self.boundNames(clauses))
        default:
            break
        }
    }

    private mutating func statement(_ statement: Statement) {
        switch statement.kind {
        case .expression(let e), .throw(let e): expression(e)
        case .return(let e): if let e { expression(e) }
        case .declaration(let d): local(d)
        case .if(let clauses, let then, let otherwise):
            let bound = conditions(clauses)
            scoped(then, adding: bound)
            scoped(otherwise)
        case .guard(let clauses, let otherwise):
            let bound = conditions(clauses)
            scoped(otherwise)
            if !locals.isEmpty { locals[locals.count - 1].formUnion(bound) }
        case .while(let clauses, let body):
            scoped(body, adding: conditions(clauses))
        case .repeat(let body, let condition):
            scoped(body)
            expression(condition)
        case .forIn(let pattern, let sequence, let body):
            expression(sequence)
            scoped(body, adding: Set(Self.names(inPattern: pattern)))
        case .switch(let subject, let cases):
            expression(subject)
            for c in cases { scoped(c.body, adding: Set(c.patterns.flatMap(Self.names(inPattern:)))) }
        case .do(let body, let catches):
            scoped(body)
            for handler in catches { scoped(handler, adding: ["error"]) }
        case .defer(let body): scoped(body)
        case .other: break
        }
    }

    /// A local declaration: its names shadow what they spell from here on; a local
    /// function's body may run later, as a closure's.
    private mutating func local(_ declaration: Declaration) {
        switch declaration.kind {
        case .variable:
            for binding in declaration.bindings {
                if let initializer = binding.initializer { expression(initializer) }
                if !locals.isEmpty { locals[locals.count - 1].insert(binding.name) }
            }
        case .function:
            if !locals.isEmpty { locals[locals.count - 1].insert(declaration.name) }
            closureDepth += 1
            locals.append(Set(declaration.parameters.map(\.name)))
            if let body = declaration.body { block(body) }
            locals.removeLast()
            closureDepth -= 1
        default:
            break
        }
    }

    /// Walks the conditions; returns the names they bind.
    private mutating func conditions(_ clauses: [ConditionClause]) -> Set<String> {
        for clause in clauses {
            switch clause {
            case .expression(let e), .pattern(_, let e): expression(e)
            case .optionalBinding(_, _, _, _, let value): if let value { expression(value) }
            case .availability: break
            }
        }
        return Self.boundNames(clauses)
    }

    // MARK: Expressions

    private mutating func expression(_ e: Expression) {
        switch e.kind {
        case .infix(let target, let op, let value) where isAssignment(op):
            record(target, at: e.offset, inPlace: Self.setsInside(target))
            children(of: target)
            // `continuation.onTermination = { … }` runs where the stream ends: any thread.
            let terminates = { if case .member(_, "onTermination", _) = target.kind { return true } else { return false } }()
            if terminates { offMainDepth += 1 }
            expression(value)
            if terminates { offMainDepth -= 1 }
        case .prefix("&", let operand):
            record(operand, at: e.offset)
            expression(operand)
        case .call(let callee, let arguments, let trailing):
            call(e, callee: callee, arguments: arguments, trailing: trailing)
        case .closure(let closure):
            self.closure(closure, guard: nil)
        default:
            children(of: e)
        }
    }

    private mutating func call(_ e: Expression, callee: Expression, arguments: [Argument], trailing: [TrailingClosure]) {
        var method: String?
        if case .member(let base, let name, _) = callee.kind {
            method = name
            if let base, isMutatingMethod(name) { record(base, at: e.offset, inPlace: true) }
        }
        let onMain = Self.deliversOnMain(method: method, arguments: arguments)
        let guardKind = Self.guardOfClosures(callee: callee, method: method, arguments: arguments) ?? (onMain ? .mainActor : nil)
        let offMain = Self.startsATask(callee) || Self.hopsOffMain(e) || Self.dispatchesOffMain(callee, method: method, arguments: arguments, guard: guardKind)
        if offMain { offMainDepth += 1 }
        defer { if offMain { offMainDepth -= 1 } }
        switch callee.kind {
        case .identifier(let name) where isCalled(name):
            recordCall(name, at: e.offset, isReference: false, receiver: nil, arguments: (arguments.map(\.label), trailing.count))
        case .member(let base, let name, _) where isCalled(name):
            recordCall(name, at: e.offset, isReference: false, receiver: Self.receiver(base), arguments: (arguments.map(\.label), trailing.count))
            if let base { expression(base) }
        default:
            expression(callee)
        }
        // `objc_setAssociatedObject(self, &key, …)`: the address of a key, not a write to it.
        let takesAddresses = Self.dottedRoot(of: callee)?.hasPrefix("objc_") == true
        if onMain { guards.append(.mainActor) }
        defer { if onMain { guards.removeLast() } }
        for argument in arguments {
            switch argument.value.kind {
            case .closure(let closure): self.closure(closure, guard: guardKind)
            case .prefix("&", let operand) where takesAddresses: expression(operand)
            default: expression(argument.value)
            }
        }
        for closure in trailing { self.closure(closure.closure, guard: guardKind) }
    }

    private mutating func closure(_ closure: Closure, guard guardKind: PropertyWrite.Guard?) {
        closureDepth += 1
        // `Task { @MainActor in … }`: on the main actor, whatever the call hands it to.
        let guardKind = closure.isMainActor ? .mainActor : guardKind
        if let guardKind { guards.append(guardKind) }
        scoped(closure.body, adding: Set(closure.parameters.map(\.name)))
        if guardKind != nil { guards.removeLast() }
        closureDepth -= 1
    }

    private mutating func children(of e: Expression) {
        // Every reference of every name would be most of a file: only those asked for.
        if !referenced.isEmpty {
            switch e.kind {
            case .identifier(let name) where referenced.contains(name): recordCall(name, at: e.offset, isReference: true, receiver: nil)
            case .member(let base, let name, _) where referenced.contains(name):
                recordCall(name, at: e.offset, isReference: true, receiver: Self.receiver(base))
            default: break
            }
        }
        switch e.kind {
        case .identifier, .keyPath, .literal(.integer), .literal(.float), .literal(.boolean), .literal(.nil), .literal(.regex), .type, .unknown:
            break
        case .literal(.string(let interpolations)): interpolations.forEach { expression($0) }
        case .member(let base, _, _): if let base { expression(base) }
        case .call(let callee, let arguments, let trailing): call(e, callee: callee, arguments: arguments, trailing: trailing)
        case .subscript(let base, let arguments):
            expression(base)
            arguments.forEach { expression($0.value) }
        case .specialization(let base, _): expression(base)
        case .closure(let closure): self.closure(closure, guard: nil)
        case .cast(let inner, _, _), .typeCheck(let inner, _), .try(_, let inner), .await(let inner), .prefix(_, let inner), .postfix(let inner, _):
            expression(inner)
        case .infix(let l, _, let r):
            expression(l)
            expression(r)
        case .ternary(let c, let t, let f):
            expression(c)
            expression(t)
            expression(f)
        case .array(let elements): elements.forEach { expression($0) }
        case .dictionary(let elements): elements.forEach { expression($0.key); expression($0.value) }
        case .tuple(let elements): elements.forEach { expression($0.value) }
        case .statement(let s): statement(s)
        }
    }

    // MARK: Writes

    private mutating func record(_ target: Expression, at offset: Int, inPlace: Bool = false) {
        guard let path = Self.path(of: target), path.contains(where: wanted.contains) else { return }
        let root = path[0]
        if root != "self", root != "Self", locals.contains(where: { $0.contains(root) }) { return }
        var write = PropertyWrite(path: path, offset: offset, enclosingType: typePath, isStaticContext: isStatic,
                                  function: function, inClosure: closureDepth > 0, guardedBy: guards.last,
                                  mutatesInPlace: inPlace, inTestOnlyCode: testOnly)
        write.inAsyncCode = isAsync
        write.mayRunOffMain = isAsync || offMainDepth > 0
        write.functionShape = functionShape
        writes.append(write)
    }

    private func isCalled(_ name: String) -> Bool { callingAll || calling.contains(name) }

    private mutating func recordCall(_ name: String, at offset: Int, isReference: Bool, receiver: String?,
                                     arguments: (labels: [String?], trailing: Int)? = nil) {
        var context = PropertyWrite(path: [name], offset: offset, enclosingType: typePath, isStaticContext: isStatic,
                                    function: function, inClosure: closureDepth > 0, guardedBy: guards.last, inTestOnlyCode: testOnly)
        context.inAsyncCode = isAsync
        context.mayRunOffMain = isAsync || offMainDepth > 0
        context.functionShape = functionShape
        var site = CallSite(context: context, isReference: isReference, receiver: receiver)
        if let arguments {
            site.argumentLabels = arguments.labels
            site.trailingClosures = arguments.trailing
        }
        // `player.stop()`, `self.player?.stop()`: the property's type as its declaration here writes it.
        if var components = receiver.map(NameBytes.dottedParts) {
            if components.first == "self" { components.removeFirst() }
            if components.count == 1, receiver?.hasPrefix("self") == true || !locals.contains(where: { $0.contains(String(components[0])) }) {
                site.receiverType = propertyTypes.last?[String(components[0])]
            }
        }
        calls.append(site)
    }
}
