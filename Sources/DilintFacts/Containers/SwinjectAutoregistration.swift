import DilintSyntax

/// SwinjectAutoregistration: `c.autoregister(P.self[, name:][, argument(s):], initializer: X.init)`
/// registers P built by X's initializer, every parameter of which is resolved (runtime
/// arguments aside); `r ~> P.self`, `r ~> (P.self, name: "n")` and the postfix `r~>`
/// resolve and trap on a miss.
extension SwinjectRecognizer {
    func autoregister(_ chain: CallChain, at index: Int, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let link = chain.links[index]
        let arguments = link.arguments ?? []
        guard let first = arguments.first, first.label == nil, let key = first.value.metatypeArgument,
              let initializer = link.argument("initializer")?.value else { return }
        var runtime: [WrittenType] = []
        var label: String?
        for argument in arguments.dropFirst() {
            label = argument.label ?? label
            switch label {
            case "argument", "arguments":
                guard let type = argument.value.metatypeArgument else { return }
                runtime.append(extraction.written(type, context))
            case "name", "initializer": break
            default: return
            }
        }
        _ = extraction.claim(chain)
        let built = Self.initializer(initializer, extraction)
        var registration = Registration(
            dialect: .swinject, container: SwinjectContainers.hint(chain, upTo: index, context, extraction),
            key: extraction.written(key, context),
            name: link.argument("name").flatMap { SwinjectContainers.name($0.value, extraction) },
            concrete: built?.type.map { extraction.written($0, context) },
            lifetime: Self.lifetime(chain.links[(index + 1)...], chain, upTo: index, context),
            argumentTypes: runtime, location: extraction.location(link.offset), localID: 0)
        registration.scope = Self.writtenScope(chain.links[(index + 1)...], chain, upTo: index, context, extraction, helperScope: nil, isHelper: false)
        let id = extraction.add(registration, context)
        let demands: [TypeDemand]
        switch built {
        case let (type?, labels, nil)?:
            demands = [.initializerParameters(of: extraction.written(type, context), labels: labels)]
        case let (_, _, parameters?)?:
            // `X.init as (A, B) -> X` spells the parameter types out.
            var unfilled = runtime.map(\.description)
            demands = parameters.compactMap { parameter in
                if let i = unfilled.firstIndex(of: parameter.description) { unfilled.remove(at: i); return nil }
                return .type(extraction.written(parameter, context))
            }
        default:
            demands = [.unknown]
        }
        for demand in demands {
            extraction.add(Resolution(
                dialect: .swinject, container: registration.container, demand: demand, handling: .forced,
                argumentTypes: runtime, argumentCount: 0, owner: .registration(id), conditions: context.conditions,
                location: registration.location, symbol: extraction.symbol(context)).via(.filled))
        }
    }

    /// `X.init`, `X.init(a:_:)` (labels read from the source: the tree keeps no `a:b:` names),
    /// `X.init as (A) -> X`: the type built, the labels written, the parameter types written.
    static func initializer(_ expression: Expression, _ extraction: ContainerExtraction) -> (type: TypeSyntax?, labels: [String?]?, parameters: [TypeSyntax]?)? {
        switch expression.unwrapped.kind {
        case .member(let base?, "init", _):
            return (base.asType, nil, nil)
        case .call(let callee, _, _):
            guard case .member(let base?, "init", let offset) = callee.kind else { return nil }
            return (base.asType, labels(after: offset + 4, extraction.file.bytes), nil)
        case .cast(let inner, .as, .function(let parameters, _, _, let result)):
            guard let (type, labels, _) = initializer(inner, extraction) else { return nil }
            return (type ?? result, labels, parameters)
        default:
            return nil
        }
    }

    /// `(a:_:b:)` at `offset`: the labels, `_` as nil.
    private static func labels(after offset: Int, _ bytes: [UInt8]) -> [String?]? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "(") else { return nil }
        var labels: [String?] = []
        var current = ""
        for byte in bytes[(offset + 1)...] {
            switch byte {
            case UInt8(ascii: ")"): return current.isEmpty ? labels : nil
            case UInt8(ascii: ":"):
                labels.append(current == "_" ? nil : current)
                current = ""
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"): continue
            default:
                guard byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                        || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte >= 0x80 else { return nil }
                current.append(Character(Unicode.Scalar(byte)))
            }
        }
        return nil
    }

    /// `r ~> P.self`, `r ~> (P.self, name: "n", argument: x)`, and `r~>` typed by where it goes.
    func resolveOperator(_ resolver: Expression, _ requested: Expression?, _ site: Expression, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        var demand = extraction.demand(context)
        var name: String?
        var passed: [Expression] = []
        if let requested {
            var parts: [Argument] = [Argument(label: nil, offset: requested.offset, value: requested)]
            if case .tuple(let elements) = requested.kind, elements.count > 1 { parts = elements }
            guard let type = parts[0].value.metatypeArgument, parts[0].label == nil else { return }
            demand = .type(extraction.written(type, context))
            for part in parts.dropFirst() {
                switch part.label {
                case "name": name = SwinjectContainers.name(part.value, extraction)
                case "argument": passed = [part.value]
                case "arguments":
                    if case .tuple(let values) = part.value.kind, values.count > 1 { passed = values.map(\.value) } else { passed = [part.value] }
                default: return
                }
            }
        }
        let (owner, timing) = extraction.owner(context)
        extraction.add(Resolution(
            dialect: .swinject, container: SwinjectContainers.hint(resolver, properties: [], context, extraction),
            demand: demand, name: name, handling: .forced,
            argumentTypes: SwinjectContainers.staticTypes(passed, context, extraction), argumentCount: passed.count,
            owner: owner, timing: timing, conditions: context.conditions,
            location: extraction.location(site.offset), symbol: extraction.symbol(context)))
    }
}
