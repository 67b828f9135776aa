import DilintSyntax

/// DITranquillity, both APIs. The builder API of seed 001: `builder.register(X.self)
/// .asType(P.self).asDefault().instanceSingle().initializer { X(dep: *!scope) }
/// .dependency { (scope, obj) in obj.log = *?scope }`, modules and assemblies. The current
/// API: `container.register(X.init).as(P.self).default().lifetime(.single)
/// .injection(\.p)`, parts and frameworks. Resolutions: `*!scope`, `*?scope`, `*scope`,
/// `**!scope`, `scope.resolve()`, `container.resolveMany()`, `many(…)`, `by(tag:on:)`, and
/// the parameters of a `register { X(a: $0) }` closure. Registrations are read in
/// `DITranquillityRegistration.swift`.
public struct DITranquillityRecognizer: ContainerRecognizer {
    /// Types whose conformers configure a container: registrations in them belong to them.
    static let moduleProtocols: Set<String> = ["DIModule", "DIAssembly", "DIPart", "DIFramework"]
    static let containerTypes: Set<String> = ["DIContainer", "DIScope", "DIResolver", "DIContainerBuilder"]
    /// How code names a container or scope when its type is not written.
    static let containerNames: Set<String> = ["scope", "container", "c", "r", "s", "di", "resolver", "diContainer", "builder", "b"]
    static let resolutionOperators: Set<String> = ["*", "*!", "*?", "**", "**!", "**?"]
    static let resolveLabels: Set<String> = ["name", "Name", "tag", "arg", "args", "from"]
    static let modules: Set<String> = ["DITranquillity"]

    public init() {}

    public func applies(to extraction: ContainerExtraction) -> Bool {
        extraction.imports(anyOf: Self.modules)
    }

    /// `register`, and DITranquillity 3's `register1`…`registerN` (the parameter count in the name).
    static func isRegister(_ name: String) -> Bool {
        guard name.hasPrefix("register") else { return false }
        let rest = name.utf8.dropFirst(8)
        return rest.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    public func visit(_ call: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard let chain, !extraction.isClaimed(chain) else { return }
        if let index = chain.links.firstIndex(where: { Self.isRegister($0.name) && $0.isCall }) {
            readRegistration(chain, at: index, context, &extraction)
        } else if let index = chain.links.firstIndex(where: { $0.name == "registerStoryboard" && $0.isCall }),
                  isContainer(receiver(of: chain, before: index), context) {
            readStoryboard(chain, at: index, context, &extraction)
        } else if let link = chain.links.last, link.name == "resolve" || link.name == "resolveMany" {
            readResolveCall(chain, context, &extraction)
        } else if chain.receiver == nil, chain.links.count == 1 {
            readResolvingFunction(chain.links[0], context, &extraction)
        } else if let link = chain.links.last, link.name == "append", let argument = link.arguments?.first,
                  link.arguments?.count == 1, argument.label == "part" || argument.label == "framework",
                  isContainer(receiver(of: chain, before: chain.links.count - 1), context) {
            let modules = argument.value.metatypeArgument?.nominalName.map { [$0] } ?? Self.loopedModules(argument.value, context)
            guard !modules.isEmpty else { return }
            _ = extraction.claim(chain)
            for module in modules { addToGroup(module, chain: chain, context, &extraction) }
        }
    }

    /// `for part in parts { container.append(part: part) }` over a property of the type
    /// listing them (`static let parts: [DIPart.Type] = [A.self, B.self]`): the parts listed.
    static func loopedModules(_ value: Expression, _ context: ExpressionContext) -> [String] {
        guard case .identifier(let name) = value.unwrapped.kind,
              let sequence = forEachSequence(binding: name, context)
                ?? context.enclosingFunction?.body.flatMap({ loopSequence(binding: name, in: $0) }) else { return [] }
        let listName: String
        switch sequence.unwrapped.kind {
        case .identifier(let property): listName = property
        case .member(let base?, let property, _):
            guard case .identifier(let owner) = base.kind, owner == "self" || owner == "Self" else { return [] }
            listName = property
        default: return []
        }
        guard case .array(let elements)? = context.memberBinding(named: listName)?.initializer?.unwrapped.kind else { return [] }
        let modules = elements.compactMap { $0.metatypeArgument?.nominalName }
        return modules.count == elements.count ? modules : []
    }

    /// `parts.forEach { container.append(part: $0) }`: the list the closure around is run over.
    private static func forEachSequence(binding name: String, _ context: ExpressionContext) -> Expression? {
        guard let enclosing = context.enclosingClosure, case .member(let sequence?, "forEach", _)? = enclosing.callee?.kind,
              name == "$0" || enclosing.closure.parameters.first?.name == name else { return nil }
        return sequence
    }

    /// The sequence of the `for` loop among `statements` (at any depth) that binds `name`.
    private static func loopSequence(binding name: String, in statements: [Statement]) -> Expression? {
        for statement in statements {
            if case .forIn(let pattern, let sequence, let body) = statement.kind {
                if pattern == name { return sequence }
                if let inner = loopSequence(binding: name, in: body) { return inner }
            }
        }
        return nil
    }

    /// `container.registerStoryboard(name: "Main")`: the storyboard (`UIStoryboard`, or
    /// `NSStoryboard` on macOS), provided by its type and under the name.
    private func readStoryboard(_ chain: CallChain, at index: Int, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let link = chain.links[index]
        _ = extraction.claim(chain)
        let hint = module(context).map(ContainerHint.module) ?? SwinjectContainers.hint(chain, upTo: index, context, extraction)
        var registration = Registration(
            dialect: .diTranquillity, container: hint, key: extraction.written(.named("UIStoryboard"), context),
            aliases: [extraction.written(.named("NSStoryboard"), context)], lifetime: .singleton,
            conditions: context.conditions, location: extraction.location(link.offset), localID: 0)
        // Its view controllers are made by the storyboard, through the container.
        registration.madeOutside = true
        extraction.add(registration, context)
        guard let name = link.argument("name").flatMap({ Self.stringValue($0.value, extraction.file) }) else { return }
        registration.name = name
        extraction.add(registration, context)
    }

    /// `*!scope` and the parameters of `register { X(a: $0) }`.
    public var readsOperands: Bool { true }

    public func visitOperand(_ operand: Expression, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard !extraction.isClaimed(offset: operand.offset) else { return }
        switch operand.kind {
        case .prefix(let op, let inner):
            guard Self.resolutionOperators.contains(op), isContainer(inner, context) else { return }
            _ = extraction.claim(offset: operand.offset)
            let handling: ResolutionHandling = op.hasSuffix("!") ? .forced : op.hasSuffix("?") ? .optional : extraction.handling(context)
            record(context, at: operand.offset, many: op.hasPrefix("**"), handling: handling,
                   receiver: SwinjectContainers.hint(inner, properties: [], context, extraction), &extraction)
        case .identifier(let name):
            guard extraction.claimResolvedParameter(name, context) != nil else { return }
            record(context, at: operand.offset, many: false, handling: .injected, &extraction)
        default:
            return
        }
    }

    /// `class AppAssembly: DIAssembly { var publicModules: [DIModule] = [ServerModule()] }`:
    /// an assembly's modules configure one container together.
    public func visitDeclarations(_ extraction: inout ContainerExtraction) {
        var pending = extraction.syntax.declarations
        while let declaration = pending.popLast() {
            pending += declaration.members
            guard declaration.isTypeDeclaration, declaration.inheritance.contains(where: { $0.nominalName == "DIAssembly" }) else { continue }
            for member in declaration.members where member.kind == .variable {
                for binding in member.bindings {
                    guard case .array(let elements)? = binding.initializer?.kind else { continue }
                    for element in elements {
                        guard case .call(let callee, _, _) = element.unwrapped.kind, let module = callee.asType?.nominalName else { continue }
                        extraction.addToContainerGroup(extraction.ownName(declaration.name), key: "DITranquillity assembly " + declaration.name)
                        extraction.addToContainerGroup(extraction.ownName(module), key: "DITranquillity assembly " + declaration.name)
                    }
                }
            }
        }
    }

    // MARK: - Resolutions

    /// `scope.resolve()`, `try scope.resolve(X.self)`, `container.resolve(name: "n")`,
    /// `scope.resolveMany()`.
    private func readResolveCall(_ chain: CallChain, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let link = chain.links[chain.links.count - 1]
        let arguments = link.arguments ?? []
        guard link.trailingClosures.isEmpty, Self.isResolveSignature(arguments),
              isContainer(receiver(of: chain, before: chain.links.count - 1), context) else { return }
        _ = extraction.claim(chain)
        let metatype = arguments.first { $0.label == nil }?.value.metatypeArgument
        let argumentCount = arguments.firstIndex { $0.label == "args" }.map { arguments.count - $0 } ?? (arguments.contains { $0.label == "arg" } ? 1 : 0)
        let framework = arguments.first { $0.label == "from" }?.value.metatypeArgument.map { extraction.ownName($0.description) }
        record(context, at: link.offset, many: link.name == "resolveMany", handling: extraction.handling(context),
               name: name(arguments, extraction), type: metatype, argumentCount: argumentCount,
               receiver: SwinjectContainers.hint(chain, upTo: chain.links.count - 1, context, extraction), framework: framework, &extraction)
    }

    /// `()`, `(P.self)`, `(name:)`, `(tag:)`, `(arg:)`, `(args: a, b)`, `(from:)`: any other
    /// argument belongs to some other `resolve`.
    static func isResolveSignature(_ arguments: [Argument]) -> Bool {
        var afterArgs = false
        for argument in arguments {
            if let label = argument.label {
                guard resolveLabels.contains(label) else { return false }
                afterArgs = label == "args"
            } else if !afterArgs && argument.value.metatypeArgument == nil {
                return false
            }
        }
        return true
    }

    /// `many(…)`, `manyInFramework(…)` and `by(tag: T.self, on: …)` around a resolution:
    /// the resolution is read here, with the wrapper's context, and its operand claimed.
    /// `arg($0)` marks a parameter passed at resolution time, not resolved.
    private func readResolvingFunction(_ link: CallChain.Link, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let arguments = link.arguments ?? []
        var many = false
        var name: String?
        var operand: Expression
        switch link.name {
        case "many", "manyInFramework":
            guard arguments.count == 1, arguments[0].label == nil else { return }
            many = true
            operand = arguments[0].value
        case "by":
            guard let on = arguments.last, on.label == "on", let tag = arguments.first?.value.metatypeArgument,
                  arguments.first?.label == "tag" else { return }
            name = tag.description
            operand = on.value
        case "arg":
            if arguments.count == 1, case .identifier(let parameter) = arguments[0].value.kind {
                _ = extraction.claimResolvedParameter(parameter, context)
            }
            return
        default:
            return
        }
        // `many(by(tag: T.self, on: $0))`
        if case .call(let callee, let inner, _) = operand.unwrapped.kind, case .identifier("by") = callee.kind,
           let tag = inner.first?.value.metatypeArgument, inner.first?.label == "tag", let on = inner.last, on.label == "on" {
            name = tag.description
            operand = on.value
        }
        guard claimOperand(operand.unwrapped, context, &extraction) else { return }
        record(context, at: link.offset, many: many, handling: many ? .plain : .forced, name: name,
               receiver: receiverHint(operand.unwrapped, context, extraction), &extraction)
    }

    /// Claims what a wrapper function resolves: `*container`, `scope.resolve()`, a resolved `$0`.
    private func claimOperand(_ operand: Expression, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) -> Bool {
        switch operand.kind {
        case .prefix(let op, let inner) where Self.resolutionOperators.contains(op) && isContainer(inner, context):
            return extraction.claim(offset: operand.offset)
        case .identifier(let parameter):
            return extraction.claimResolvedParameter(parameter, context) != nil
        case .call:
            guard let chain = CallChain(operand), let link = chain.links.last, link.name == "resolve" || link.name == "resolveMany",
                  isContainer(receiver(of: chain, before: chain.links.count - 1), context) else { return false }
            return extraction.claim(chain)
        default:
            return false
        }
    }

    /// The container a wrapped resolution's operand (`*container`, `scope.resolve()`) goes to.
    private func receiverHint(_ operand: Expression, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> ContainerHint {
        switch operand.kind {
        case .prefix(_, let inner): return SwinjectContainers.hint(inner, properties: [], context, extraction)
        case .call: return CallChain(operand).map { SwinjectContainers.hint($0, upTo: $0.links.count - 1, context, extraction) } ?? .unknown
        default: return .unknown
        }
    }

    private func record(_ context: ExpressionContext, at offset: Int, many: Bool, handling: ResolutionHandling, name: String? = nil,
                        type: TypeSyntax? = nil, argumentCount: Int = 0, receiver: ContainerHint = .unknown, framework: String? = nil,
                        _ extraction: inout ContainerExtraction) {
        var demand = type.map { TypeDemand.type(extraction.written($0, context)) } ?? extraction.demand(context)
        if many, case .type(let written) = demand, case .array(let element) = written.written {
            demand = .type(WrittenType(element, scope: written.scope))
        }
        let (owner, timing) = extraction.owner(context)
        var resolution = Resolution(
            dialect: .diTranquillity, container: container(owner, receiver: receiver, context, extraction), demand: demand, name: name, isMany: many,
            handling: handling, argumentTypes: argumentCount == 0 ? [] : nil, argumentCount: argumentCount, owner: owner, timing: timing,
            conditions: context.conditions, location: extraction.location(offset), symbol: extraction.symbol(context))
        resolution.framework = framework
        extraction.add(resolution)
    }

    private func name(_ arguments: [Argument], _ extraction: ContainerExtraction) -> String? {
        if let tag = arguments.first(where: { $0.label == "tag" })?.value.metatypeArgument { return tag.description }
        return arguments.first { $0.label == "name" || $0.label == "Name" }.flatMap { Self.stringValue($0.value, extraction.file) }
    }

    // MARK: - Containers

    /// What a chain's link at `index` is called on: the receiver, or the property step before it.
    func receiver(of chain: CallChain, before index: Int) -> Expression? {
        guard index > 0 else { return chain.receiver }
        let previous = chain.links[index - 1]
        guard !previous.isCall else { return nil }
        // `AppDI.shared.resolve()`: the whole path, so that the static can be looked up.
        if index == 1, let base = chain.receiver?.unwrappedForChain, base.dottedName != nil, base.dottedName != "self" {
            return Expression(offset: previous.offset, kind: .member(base: base, name: previous.name, nameOffset: previous.offset))
        }
        return Expression(offset: previous.offset, kind: .identifier(previous.name))
    }

    /// Whether an expression is a DITranquillity container, builder or scope: by its written
    /// type, else by a conventional name or as the first parameter of a closure the library calls.
    func isContainer(_ expression: Expression?, _ context: ExpressionContext) -> Bool {
        guard let expression else { return false }
        let name: String
        switch expression.kind {
        case .identifier(let n): name = n
        case .member(let base?, let n, _):
            // `DI.shared`, `AppDI.container`: a static the analyzed code declares with its type or
            // initializer; else, as a name, by convention.
            if case .identifier("self") = base.kind {
                name = n
            } else if let type = StaticType.of(expression, context) {
                return Self.isContainerType(type.unwrappingOptional.type)
            } else {
                name = n
            }
        default: return false
        }
        if let type = StaticType.of(expression, context)?.unwrappingOptional.type { return Self.isContainerType(type) }
        if Self.containerNames.contains(name) || name.hasSuffix("Container") || name.hasSuffix("Scope") { return true }
        guard let enclosing = context.closures.last, name == "$0" || enclosing.closure.parameters.first?.name == name else { return false }
        switch enclosing.callee?.kind {
        case .member(let base, let method, _)?:
            if ["initializer", "dependency", "register", "injection", "postInit"].contains(method) { return true }
            guard case .identifier("self")? = base?.kind else { return false }
            return Self.takesContainerClosure(method, context)
        case .identifier(let function)?:
            return Self.takesContainerClosure(function, context)
        default:
            return false
        }
    }

    private static func isContainerType(_ type: TypeSyntax) -> Bool {
        type.nominalName.map { containerTypes.contains(NameBytes.lastDottedPart($0) ?? "") } ?? false
    }

    /// `func withContainer(_ body: (DIContainer) -> Void)`, a member of the type the call
    /// is made in: its closure's first parameter is the container it is given.
    static func takesContainerClosure(_ function: String, _ context: ExpressionContext) -> Bool {
        let scope = context.declarations.last { $0.isTypeDeclaration || $0.kind == .extension }
        for candidate in scope?.members ?? [] where candidate.kind == .function && candidate.name == function {
            for parameter in candidate.parameters {
                var type = parameter.type
                while case .attributed(_, let inner) = type { type = inner }
                guard case .function(let parameters, _, _, _) = type, let first = parameters.first?.unwrappingOptional.type.nominalName else { continue }
                if containerTypes.contains(NameBytes.lastDottedPart(first) ?? "") { return true }
            }
        }
        return false
    }

    /// The module type (`DIModule`, `DIPart`, …) the context sits in.
    func module(_ context: ExpressionContext) -> String? {
        context.declarations.last { d in
            (d.isTypeDeclaration || d.kind == .extension) && d.inheritance.contains { $0.nominalName.map(Self.moduleProtocols.contains) ?? false }
        }?.name
    }

    /// A factory's resolutions go to its registration's container; in a part, to the part's;
    /// else to the receiver's.
    private func container(_ owner: ResolutionOwner, receiver: ContainerHint, _ context: ExpressionContext,
                           _ extraction: ContainerExtraction) -> ContainerHint {
        if case .registration(let id) = owner, id < extraction.facts.registrations.count { return extraction.facts.registrations[id].container }
        return module(context).map { .module(extraction.ownName($0)) } ?? receiver
    }

    /// `builder.register(module: M())`, `container.append(part: P.self)`: modules that
    /// configure one container, keyed by the function configuring it and its receiver.
    func addToGroup(_ module: String, chain: CallChain, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let key = "DITranquillity " + (extraction.symbol(context) ?? "") + " " + (chain.receiverPath ?? "")
        if let enclosing = self.module(context) { extraction.addToContainerGroup(extraction.ownName(enclosing), key: key, joining: true) }
        extraction.addToContainerGroup(extraction.ownName(module), key: key, joining: true)
    }

    /// The text of a plain string literal argument (`asName("Main")`); nil for anything else.
    static func stringValue(_ expression: Expression, _ file: SourceFile) -> String? {
        expression.plainStringText(in: file.bytes)
    }
}
