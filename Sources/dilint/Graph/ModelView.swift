import Analyzer
import DilintFacts
import DilintSyntax

/// `dilint debug model`: what the rules see — modules, types with their members and
/// conformances, the DI facts, and every call chain with its typed context.
enum ModelView {
    /// A type's supertypes listed at most: in a chain of 50,000 subclasses, listing every
    /// type's whole chain took gigabytes and never finished (and 1,000 each, 4 GB and 24 s).
    /// The corpus's longest list has 21 (with more, `inheritsCutAt` says where it was cut).
    static let inheritsListed = 100

    static func render(_ project: Project) -> String {
        let types = project.types
        let modules = JSONValue.array(project.modules.modules.map { name in
            let info = project.modules.info[name]
            return .object([
                ("name", .string(name)), ("from", .string(info?.origin.kind ?? "fallback")),
                ("path", info.flatMap { $0.origin == .fallback ? nil : JSONValue.string($0.origin.description) } ?? .null),
                ("test", .bool(info?.isTest ?? false)),
                ("swiftVersion", info?.swiftVersion.map { .string($0) } ?? .null),
                ("defaultIsolation", info?.defaultIsolation.map { .string($0) } ?? .null),
                ("files", .array((project.modules.filesByModule[name] ?? []).sorted().map { .string($0) })),
            ])
        })
        let typeList = JSONValue.array(types.types.map { type in
            let supertypes = types.inheritance.supertypes(of: .declared(type.id), atMost: inheritsListed)
            var fields: [(String, JSONValue)] = [
                ("name", .string(type.qualifiedName)), ("kind", .string(type.kind.rawValue)), ("module", .string(type.module)),
                ("file", .string(type.site.path)), ("line", .int(type.site.location.line)),
                ("globalActor", type.globalActor.map { .string($0) } ?? .null),
                ("inherits", .array(supertypes.types.map { .string(types.name(of: $0)) })),
            ]
            if supertypes.more { fields.append(("inheritsCutAt", .int(inheritsListed))) }
            fields.append(("members", .array(type.members.map { member in
                .object([("name", .string(member.name)), ("kind", .string(member.kind.rawValue)),
                         ("type", member.type.map { .string($0.description) } ?? .null), ("static", .bool(member.isStatic))])
            })))
            return .object(fields)
        })
        let graph = project.graph
        let registrations = JSONValue.array(graph.providers.map { provider in
            var fields: [(String, JSONValue)] = [
                ("dialect", .string(provider.registration.dialect.rawValue)), ("provides", .array(provider.types.map { .string($0) })),
                ("name", provider.registration.name.map { .string($0) } ?? .null), ("concrete", provider.concrete.map { .string($0) } ?? .null),
                ("lifetime", .string(provider.registration.lifetime.rawValue)), ("default", .bool(provider.registration.isDefault)),
                ("container", .string(provider.registration.container.description)),
                ("file", .string(provider.registration.location.file)), ("line", .int(provider.registration.location.line)),
            ]
            // A key nobody can name: what it may be.
            switch provider.unknownType {
            case .anything?: fields.append(("alsoProvidesUnknown", .string("any type")))
            case .function(let arity?)?: fields.append(("alsoProvidesUnknown", .string("a function of \(arity) parameter" + (arity == 1 ? "" : "s"))))
            case .function(nil)?: fields.append(("alsoProvidesUnknown", .string("a function")))
            case .notDeclaredHere?: fields.append(("alsoProvidesUnknown", .string("any type the analyzed code does not declare")))
            case .specialization(let generic)?: fields.append(("alsoProvidesUnknown", .string("a specialization of \(generic)")))
            case nil: break
            }
            return .object(fields)
        })
        let resolutions = JSONValue.array(graph.requests.map { request in
            .object([
                ("dialect", .string(request.resolution.dialect.rawValue)), ("type", request.type.map { .string($0) } ?? .null),
                ("name", request.resolution.name.map { .string($0) } ?? .null), ("many", .bool(request.resolution.isMany)),
                ("handling", .string(request.resolution.handling.rawValue)), ("eager", .bool(request.isEager)),
                ("by", .array(request.owners.map { .string(graph.providers[$0].displayName) })),
                ("container", .string(request.resolution.container.description)),
                ("file", .string(request.resolution.location.file)), ("line", .int(request.resolution.location.line)),
            ])
        })
        var chains: [JSONValue] = []
        for file in project.files {
            SyntaxWalker.walk(file.syntax) { expression, context in
                guard case .call = expression.kind, let chain = CallChain(expression) else { return }
                chains.append(.object([
                    ("file", .string(file.path)), ("line", .int(file.file.location(of: expression.offset).line)),
                    ("chain", .string(((chain.receiverPath.map { [$0] } ?? []) + chain.links.map { $0.name + ($0.isCall ? "()" : "") }).joined(separator: "."))),
                    ("slot", .string(describe(context.outerSlot))),
                    ("expectedType", context.expectedType.map { .string($0.description) } ?? .null),
                    ("forced", .bool(context.isForced)), ("optionalHandled", .bool(context.isOptionalHandled)),
                ]))
            }
        }
        return JSONValue.object([
            ("modules", modules), ("types", typeList), ("registrations", registrations),
            ("resolutions", resolutions), ("callChains", .array(chains)), ("sharedState", sharedState(project)),
        ]).rendered()
    }

    /// The state the app may share and every write to it that was found, with its guard.
    private static func sharedState(_ project: Project) -> JSONValue {
        let state = project.sharedState
        let properties = state.writes.keys.sorted { ($0.name, "\($0.owner)") < ($1.name, "\($1.owner)") }
        return .object([
            ("candidates", .int(state.candidateCount)), ("filesReadForWrites", .int(state.reparsedFiles)),
            ("filesReadForCallers", .array(state.filesReadForCallers.map { .int($0) })),
            ("written", .array(properties.map { property in
                let owner: String = switch property.owner {
                case .global(let path, _): path
                case .type(let id): project.types[id].qualifiedName
                }
                return .object([
                    ("owner", .string(owner)), ("name", .string(property.name)), ("static", .bool(property.isStatic)),
                    ("writes", .array(state.writes(to: property).map { write in
                        .object([
                            ("file", .string(write.location.file)), ("line", .int(write.location.line)),
                            ("guard", write.guardedBy.map { .string("\($0)") } ?? .null), ("inClosure", .bool(write.write.inClosure)),
                            ("test", .bool(write.isTestCode)), ("reach", .string("\(write.reach)")), ("later", .bool(write.runsLater)), ("offMain", .bool(write.mayRunOffMain)),
                        ])
                    })),
                ])
            })),
        ])
    }

    static func describe(_ slot: ExpressionSlot) -> String {
        switch slot {
        case .variableInitializer(let name, let annotation, _, _): return "initializes '\(name)'" + (annotation.map { ": \($0)" } ?? "")
        case .assignment(let target): return "assigned to '\(target.description)'"
        case .argument(let callee, let label, let index): return "argument \(label ?? "#\(index)") of '\(callee.description)'"
        case .returnValue(let type): return "returned" + (type.map { " as \($0)" } ?? "")
        case .optionalBinding(let annotation): return "bound optionally" + (annotation.map { " as \($0)" } ?? "")
        case .castOperand(let kind, let type): return "cast \(kind.rawValue) \(type)"
        case .nilCoalescingLeft: return "left of ??"
        case .other: return "other"
        }
    }
}
