/// Visits every expression of a file — in bodies of functions, initializers, accessors
/// and closures, property initializers, default values and attribute arguments — with
/// its typed context. Recursion follows the tree, whose depth the parser caps.
public enum SyntaxWalker {
    /// `wanted` picks, by the expression and its slot, the expressions `visit` is given:
    /// a visitor that reads a few kinds saves building every other one's context.
    /// `entering`: whether a declaration is walked at all (one it turns away is passed
    /// over with everything inside it).
    public static func walk(_ file: SyntaxFile, entering: ((Declaration) -> Bool)? = nil,
                            visiting wanted: (Expression, ExpressionSlot) -> Bool = { _, _ in true },
                            _ visit: (Expression, ExpressionContext) -> Void) {
        withoutActuallyEscaping(wanted) { wanted in
            withoutActuallyEscaping(visit) { visit in
                let walker = Walk(wanted: wanted, visit: visit)
                walker.entering = entering
                walker.locals.file = file
                for declaration in file.declarations { walker.declaration(declaration, inTypeBody: false) }
                walker.statements(file.statements)
            }
        }
    }

    /// Walks one declaration (and everything inside it), as if it stood at the top level.
    public static func walk(_ declaration: Declaration, _ visit: (Expression, ExpressionContext) -> Void) {
        withoutActuallyEscaping(visit) { visit in
            Walk(wanted: { _, _ in true }, visit: visit).declaration(declaration, inTypeBody: false)
        }
    }
}

/// Its stored arrays are only ever touched by the walk's own thread, one access at a time:
/// unchecked, they cost no runtime exclusivity check on each of the walk's many accesses.
private final class Walk {
    let wanted: (Expression, ExpressionSlot) -> Bool
    let visit: (Expression, ExpressionContext) -> Void
    @exclusivity(unchecked) var declarations: [Declaration] = []
    @exclusivity(unchecked) var closures: [EnclosingClosure] = []
    @exclusivity(unchecked) var conditions: [ConditionalBranch] = []
    @exclusivity(unchecked) var implicitInitializerSlots: [ExpressionSlot] = []
    let locals = LocalBindings()
    var entering: ((Declaration) -> Bool)?
    /// The declared return type `return` statements fill, innermost last.
    @exclusivity(unchecked) var returnTypes: [TypeSyntax?] = []

    init(wanted: @escaping (Expression, ExpressionSlot) -> Bool, visit: @escaping (Expression, ExpressionContext) -> Void) {
        self.wanted = wanted
        self.visit = visit
    }

    // MARK: Declarations

    /// `local`: declared in a body the walk is in, which `entering` let in as a whole.
    func declaration(_ d: Declaration, inTypeBody: Bool, local: Bool = false) {
        if !local, let entering, !entering(d) { return }
        let savedConditions = conditions
        conditions = d.conditions
        declarations.append(d)
        defer {
            declarations.removeLast()
            conditions = savedConditions
        }
        attributes(d.attributes)
        switch d.kind {
        case .variable:
            let isStored = inTypeBody
            for binding in d.bindings {
                if let initializer = binding.initializer {
                    let slot = ExpressionSlot.variableInitializer(name: binding.name, annotation: binding.type,
                                                                  isStoredProperty: isStored && !binding.isComputed,
                                                                  isLazy: d.modifiers.contains(.lazy))
                    expression(initializer, slot: slot)
                }
                accessors(binding.accessors, valueType: binding.type)
            }
        case .function, .initializer, .deinitializer, .macro:
            parameters(d.parameters)
            if let body = d.body { self.body(body, returnType: d.returnType, implicitReturn: returnsValue(d.returnType)) }
        case .subscript:
            parameters(d.parameters)
            accessors(d.accessors, valueType: d.returnType)
        case .class, .struct, .enum, .actor, .protocol, .extension:
            for member in d.members { declaration(member, inTypeBody: true) }
        case .typealias, .associatedtype, .enumCase, .operator, .precedenceGroup:
            break
        }
    }

    private func returnsValue(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        switch type {
        case .named(let components): return !(components.count == 1 && components[0].name == "Void")
        case .tuple(let elements): return !elements.isEmpty
        default: return true
        }
    }

    private func attributes(_ attributes: [Attribute]) {
        for attribute in attributes {
            guard let arguments = attribute.arguments else { continue }
            let callee = Expression(offset: attribute.offset, kind: .identifier(attribute.name))
            arguments.enumerated().forEach { index, argument in
                expression(argument.value, slot: .argument(callee: callee, label: argument.label, index: index))
            }
        }
    }

    private func parameters(_ parameters: [Parameter]) {
        for parameter in parameters {
            attributes(parameter.attributes)
            if let value = parameter.defaultValue {
                expression(value, slot: .variableInitializer(name: parameter.name, annotation: parameter.type, isStoredProperty: false, isLazy: false))
            }
        }
    }

    private func accessors(_ accessors: [Accessor], valueType: TypeSyntax?) {
        for accessor in accessors {
            let isGetter = accessor.kind == .get || accessor.kind == .read
            body(accessor.body, returnType: isGetter ? valueType : nil, implicitReturn: isGetter)
        }
    }

    // MARK: Statements

    /// A body whose single expression statement is its implicit return value.
    func body(_ statements: [Statement], returnType: TypeSyntax?, implicitReturn: Bool) {
        returnTypes.append(returnType)
        defer { returnTypes.removeLast() }
        if implicitReturn, statements.count == 1, case .expression(let value) = statements[0].kind {
            let saved = conditions.count
            conditions += statements[0].conditions
            expression(value, slot: .returnValue(returnType))
            conditions.removeLast(conditions.count - saved)
            return
        }
        self.statements(statements)
    }

    /// A statement list, in order. What follows a `guard`, or an `if` without an `else`
    /// whose arm always leaves (`return`, `throw`, `fatalError`), runs only when that arm
    /// does not: it lies in the other branch, so that what the leaving arm does and what
    /// follows are known never both to run.
    func statements(_ list: [Statement]) {
        let saved = conditions.count
        defer { conditions.removeLast(conditions.count - saved) }
        for s in list {
            statement(s)
            guard conditions.count < ConditionalBranch.recordedDepth else { continue }
            switch s.kind {
            case .guard: conditions.append(ConditionalBranch.runTime(s.offset, branch: 0))
            case .if(_, let then, let otherwise) where otherwise.isEmpty && Self.leaves(then):
                conditions.append(ConditionalBranch.runTime(s.offset, branch: 1))
            default: break
            }
        }
    }

    /// Whether a block always leaves the statements after it: its last one returns, throws or stops the program.
    private static func leaves(_ block: [Statement]) -> Bool {
        switch block.last?.kind {
        case .return?, .throw?: return true
        case .expression(let e)?:
            guard case .call(let callee, _, _) = e.kind, case .identifier(let name) = callee.kind else { return false }
            return name == "fatalError" || name == "preconditionFailure"
        default: return false
        }
    }

    func statement(_ s: Statement) {
        let saved = conditions.count
        conditions += s.conditions
        defer { conditions.removeLast(conditions.count - saved) }
        switch s.kind {
        case .expression(let e):
            expression(e, slot: .other)
        case .declaration(let d):
            declaration(d, inTypeBody: false, local: true)
        case .return(let e):
            if let e { expression(e, slot: .returnValue(returnTypes.last ?? nil)) }
        case .throw(let e):
            expression(e, slot: .other)
        case .if(let clauses, let then, let otherwise):
            self.clauses(clauses)
            inBranch(ConditionalBranch.runTime(s.offset, branch: 0)) { statements(then) }
            inBranch(ConditionalBranch.runTime(s.offset, branch: 1)) { statements(otherwise) }
        case .guard(let clauses, let otherwise):
            self.clauses(clauses)
            inBranch(ConditionalBranch.runTime(s.offset, branch: 1)) { statements(otherwise) }
        case .while(let clauses, let body):
            self.clauses(clauses)
            statements(body)
        case .repeat(let body, let condition):
            statements(body)
            expression(condition, slot: .other)
        case .forIn(_, let sequence, let body):
            expression(sequence, slot: .other)
            statements(body)
        case .switch(let subject, let cases):
            expression(subject, slot: .other)
            for (index, switchCase) in cases.enumerated() {
                let before = conditions.count
                conditions += switchCase.conditions
                inBranch(ConditionalBranch.runTime(s.offset, branch: index)) { statements(switchCase.body) }
                conditions.removeLast(conditions.count - before)
            }
        case .do(let body, let catches):
            statements(body)
            catches.forEach(statements)
        case .defer(let body):
            statements(body)
        case .other:
            break
        }
    }

    /// Runs `body` with `branch` among the conditions: what one arm of an `if`/`else` or
    /// one `switch` case does, another arm of it never does in the same run.
    private func inBranch(_ branch: ConditionalBranch, _ body: () -> Void) {
        guard conditions.count < ConditionalBranch.recordedDepth else { return body() }
        conditions.append(branch)
        body()
        conditions.removeLast()
    }

    private func clauses(_ clauses: [ConditionClause]) {
        for clause in clauses {
            switch clause {
            case .expression(let e): expression(e, slot: .other)
            case .optionalBinding(_, _, _, let type, let value):
                if let value { expression(value, slot: .optionalBinding(annotation: type)) }
            case .pattern(_, let value): expression(value, slot: .other)
            case .availability: break
            }
        }
    }

    // MARK: Expressions

    func expression(_ e: Expression, slot: ExpressionSlot) {
        expression(e, slot: slot, outer: slot, wrappers: [])
    }

    private func expression(_ e: Expression, slot: ExpressionSlot, outer: ExpressionSlot, wrappers: [ExpressionWrapper]) {
        if wanted(e, slot) {
            visit(e, ExpressionContext(slot: slot, outerSlot: outer, wrappers: wrappers, declarations: declarations,
                                       closures: closures, conditions: conditions, implicitInitializerSlots: implicitInitializerSlots,
                                       locals: locals))
        }
        switch e.kind {
        case .try(let kind, let inner):
            expression(inner, slot: slot, outer: outer, wrappers: wrappers + [.try(kind)])
        case .await(let inner):
            expression(inner, slot: slot, outer: outer, wrappers: wrappers + [.await])
        case .postfix(let inner, let op):
            if op == "!" {
                expression(inner, slot: slot, outer: outer, wrappers: wrappers + [.forceUnwrap])
            } else if op == "?" {
                expression(inner, slot: slot, outer: outer, wrappers: wrappers + [.optionalChain])
            } else {
                expression(inner, slot: .other)
            }
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil {
                expression(elements[0].value, slot: slot, outer: outer, wrappers: wrappers + [.parentheses])
            } else {
                elements.forEach { expression($0.value, slot: .other) }
            }
        case .cast(let inner, let kind, let type):
            expression(inner, slot: .castOperand(kind, type), outer: outer, wrappers: wrappers + [.cast(kind, type)])
        case .infix(let left, let op, let right):
            if op == "??" {
                expression(left, slot: .nilCoalescingLeft, outer: outer, wrappers: wrappers + [.nilCoalescingLeft])
                expression(right, slot: slot, outer: outer, wrappers: wrappers)
            } else if op == "=" {
                expression(left, slot: .other)
                expression(right, slot: .assignment(target: left))
            } else {
                expression(left, slot: .other)
                expression(right, slot: .other)
            }
        case .ternary(let condition, let then, let otherwise):
            expression(condition, slot: .other)
            expression(then, slot: slot, outer: outer, wrappers: wrappers)
            expression(otherwise, slot: slot, outer: outer, wrappers: wrappers)
        case .call(let callee, let arguments, let trailingClosures):
            expression(callee, slot: .other)
            let implicitInitializer = callee.isImplicitInitializer
            if implicitInitializer { implicitInitializerSlots.append(outer) }
            for (index, argument) in arguments.enumerated() {
                expression(argument.value, slot: .argument(callee: callee, label: argument.label, index: index))
            }
            if implicitInitializer { implicitInitializerSlots.removeLast() }
            for (offset, trailing) in trailingClosures.enumerated() {
                closure(trailing.closure, EnclosingClosure(closure: trailing.closure, callee: callee, label: trailing.label,
                                                           isTrailing: true, index: arguments.count + offset))
            }
        case .closure(let c):
            var entry = EnclosingClosure(closure: c, callee: nil, label: nil, isTrailing: false, index: 0)
            if case .argument(let callee, let label, let index) = slot {
                entry.callee = callee
                entry.label = label
                entry.index = index
            }
            closure(c, entry)
        case .member(let base, _, _):
            if let base { expression(base, slot: .other) }
        case .subscript(let base, let arguments):
            expression(base, slot: .other)
            arguments.forEach { expression($0.value, slot: .other) }
        case .specialization(let base, _):
            expression(base, slot: .other)
        case .typeCheck(let inner, _), .prefix(_, let inner):
            expression(inner, slot: .other)
        case .array(let elements):
            elements.forEach { expression($0, slot: .other) }
        case .dictionary(let elements):
            for element in elements {
                expression(element.key, slot: .other)
                expression(element.value, slot: .other)
            }
        case .literal(.string(let interpolations)):
            interpolations.forEach { expression($0, slot: .other) }
        case .statement(let s):
            statement(s)
        case .identifier, .keyPath, .literal, .type, .unknown:
            break
        }
    }

    private func closure(_ c: Closure, _ entry: EnclosingClosure) {
        closures.append(entry)
        defer { closures.removeLast() }
        body(c.body, returnType: c.returnType, implicitReturn: true)
    }
}
