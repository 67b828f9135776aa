import DilintFacts
import DilintSyntax

/// The visitor pattern as the analyzed code writes it (seed 002): visitors with one
/// `visit(_:)` overload per element type, element protocols whose `accept` takes a
/// visitor, and the places that use types as metatypes or force-cast to a protocol.

/// A protocol, or a concrete type conforming to no visitor protocol, with unlabeled
/// single-parameter `visit` overloads for two or more distinct nominal types.
public struct Visitor: Sendable {
    public let type: TypeID
    public let visits: [Visit]
    /// A `visit(_:)` whose parameter names no nominal type (`visit<T>(_ x: T)`, an
    /// optional, a name the code cannot resolve): it may take any element.
    public let hasUnresolvedVisit: Bool
}

/// One `visit(_ cell: PhotoCell)` overload of a visitor.
public struct Visit: Sendable {
    public let method: TypeMember
    public let parameter: TypeReference
    public let parameterName: String
}

/// A protocol whose `accept` takes a visitor, itself or a generic constrained to it:
/// `func accept<V: CellVisitor>(_ visitor: V) -> V.Result`.
public struct ElementProtocol: Sendable {
    public let type: TypeID
    public let visitor: Visitor
    public let accept: TypeMember
    /// Classes every conformer must inherit from: `where Self: UITableViewCell` or
    /// `protocol P: UITableViewCell`; names the analyzed code does not declare included.
    public let requiredBases: [TypeReference]
}

/// `X.self` written in a type's body.
public struct MetatypeUse: Sendable {
    public let type: TypeReference
    public let site: DeclarationSite
    /// An argument of a `register…(X.self, …)` call.
    public let isRegistration: Bool
}

/// `value as! P` written in a type's body.
public struct ForcedCast: Sendable {
    public let target: TypeReference
    public let site: DeclarationSite
}

extension TypeTable {
    /// Every visitor of the analyzed code, protocols first, then concrete types that do
    /// not conform to a visitor protocol (those only implement a protocol's overloads).
    /// The candidates are looked at on up to `jobs` threads: a visitor of a large syntax tree has
    /// hundreds of overloads, each parameter looked up, on the one thread between passes.
    public func visitors(jobs: Int = 1) -> [Visitor] {
        // A visitor has two `visit` overloads at least: counting them first spares the
        // thousands of other types a copy and a lookup of every method's parameter.
        let candidates = types.indices.filter { types[$0].memberSummary.visitMethods >= 2 }
        let protocols = visitors(among: candidates.filter { types[$0].kind == .protocol }, jobs: jobs)
        let protocolIDs = protocols.map { TypeReference.declared($0.type) }
        let concrete = candidates.filter { index in
            types[index].kind != .protocol && !protocolIDs.contains { inheritance.conforms(.declared(TypeID(index)), to: $0) }
        }
        return protocols + visitors(among: concrete, jobs: jobs)
    }

    private func visitors(among candidates: [Int], jobs: Int) -> [Visitor] {
        ParallelFileAnalysis.parallelMap(candidates.count, jobs: jobs) { visitor(types[candidates[$0]]) }.compactMap { $0 }
    }

    private func visitor(_ type: DeclaredType) -> Visitor? {
        let overloads = type.members.filter { member in
            member.kind == .method && member.name == "visit" && member.parameters.count == 1 && member.parameters[0].label == nil
        }
        let visits = overloads.compactMap { member -> Visit? in
            guard let parameter = reference(member.parameters[0].type, in: context(of: member, in: type)) else { return nil }
            return Visit(method: member, parameter: parameter, parameterName: name(of: parameter))
        }
        guard Set(visits.map(\.parameter)).count >= 2 else { return nil }
        return Visitor(type: type.id, visits: visits, hasUnresolvedVisit: visits.count < overloads.count)
    }

    /// Protocols with an `accept` method taking one of `visitors`.
    public func elementProtocols(of visitors: [Visitor]) -> [ElementProtocol] {
        // An `accept` counts only when it takes one of the visitors.
        guard !visitors.isEmpty else { return [] }
        let byType = Dictionary(visitors.map { ($0.type, $0) }, uniquingKeysWith: { a, _ in a })
        var found: [ElementProtocol] = []
        // By index: a copy of each of thousands of types, to look at a few protocols, cost
        // more than the search.
        for index in types.indices where types[index].kind == .protocol {
            let type = types[index]
            var seen: Set<TypeID> = []
            for member in type.members where member.kind == .method && member.name == "accept" {
                let context = context(of: member, in: type)
                for parameter in member.parameters {
                    guard let visitorID = visitorType(accepted: parameter.type, by: member.declaration, in: context),
                          let visitor = byType[visitorID], seen.insert(visitorID).inserted else { continue }
                    found.append(ElementProtocol(type: type.id, visitor: visitor, accept: member, requiredBases: requiredBases(of: type.id)))
                }
            }
        }
        return found
    }

    /// The type `accept`'s parameter stands for: written directly (`any CellVisitor`) or
    /// a generic parameter constrained to it (`<V: CellVisitor>`, `where V: CellVisitor`).
    private func visitorType(accepted written: TypeSyntax, by accept: Declaration, in context: LookupContext) -> TypeID? {
        if let name = written.nominalName, accept.genericParameters.contains(where: { $0.name == name }) {
            let constraints = accept.genericParameters.filter { $0.name == name }.compactMap(\.constraint)
                + accept.requirements.filter { !$0.isSameType && $0.subject.nominalName == name }.map(\.constraint)
            let resolved = constraints.compactMap { resolve($0, in: context) }
            return resolved.count == 1 ? resolved[0] : nil
        }
        return resolve(written, in: context)
    }

    /// The classes among a protocol's supertypes: declared classes, and names the analyzed
    /// code does not declare that are not well-known protocols (`UITableViewCell`).
    private func requiredBases(of id: TypeID) -> [TypeReference] {
        inheritance.edges(from: .declared(id)).map(\.supertype).filter { supertype in
            switch supertype {
            case .declared(let base): return self[base].kind == .class
            case .external(let name): return !InheritanceGraph.wellKnownProtocols.contains(name)
            }
        }
    }

    /// Where a type's conformance to `protocolID` is written: the inheritance entry
    /// naming it or a protocol refining it; nil when it comes from a superclass.
    public func conformanceSite(of conformer: TypeReference, to protocolID: TypeID) -> DeclarationSite? {
        let entries: [InheritanceEntry]
        switch conformer {
        case .declared(let id): entries = self[id].inheritance
        case .external(let name): entries = externalTypes[name]?.inheritance ?? []
        }
        let target = TypeReference.declared(protocolID)
        let entry = entries.first { entry in
            entry.resolved.contains { $0 == target || (kind(of: $0) == .protocol && inheritance.conforms($0, to: target)) }
        }
        return entry?.site
    }

    /// Every `X.self` in a type's declaration and extensions, nested types excluded.
    public func metatypeUses(in id: TypeID) -> [MetatypeUse] {
        var uses: [MetatypeUse] = []
        forEachExpression(in: id) { expression, site, context in
            if case .call(let callee, let arguments, _) = expression.kind, case .member(_, let method, _) = callee.kind, isMetatypeRegistration(method) {
                for argument in arguments {
                    if let type = metatype(argument.value, in: context) {
                        uses.append(MetatypeUse(type: type, site: site(argument.value.offset), isRegistration: true))
                    }
                }
            } else if let type = metatype(expression, in: context) {
                let here = site(expression.offset)
                guard !uses.contains(where: { $0.site.offset == here.offset && $0.site.path == here.path }) else { return }
                uses.append(MetatypeUse(type: type, site: here, isRegistration: false))
            }
        }
        return uses
    }

    /// Every `value as! P` in a type's declaration and extensions, nested types excluded.
    public func forcedCasts(in id: TypeID) -> [ForcedCast] {
        var casts: [ForcedCast] = []
        forEachExpression(in: id) { expression, site, context in
            if case .cast(_, .forced, let written) = expression.kind, let target = reference(written, in: context) {
                casts.append(ForcedCast(target: target, site: site(expression.offset)))
            }
        }
        return casts
    }

    private func metatype(_ expression: Expression, in context: LookupContext) -> TypeReference? {
        guard case .member(let base?, "self", _) = expression.kind, let name = dottedName(base) else { return nil }
        return reference(name, in: context)
    }

    private func dottedName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .identifier(let name): return NameBytes.startsUppercase(name) ? name : nil
        case .member(let base?, let name, _): return dottedName(base).map { $0 + "." + name }
        default: return nil
        }
    }

    /// Walks the members of a type's declaration and of each extension, with a way to
    /// place an offset in the member's file and the context its names are read in.
    private func forEachExpression(in id: TypeID, _ visit: (Expression, (Int) -> DeclarationSite, LookupContext) -> Void) {
        let type = self[id]
        let bodies = [(type.declaration, type.site)] + type.extensions.map { ($0.declaration, $0.site) }
        for (declaration, declarationSite) in bodies {
            let context = LookupContext(module: declarationSite.module, enclosingType: .declared(id), file: declarationSite.path)
            let place = { DeclarationSite(file: declarationSite.file, offset: $0, module: declarationSite.module) }
            for member in members(of: declaration) where !member.isTypeDeclaration {
                SyntaxTraversal.forEachExpression(in: withBodies(member)) { visit($0, place, context) }
            }
        }
    }

    /// The context a member's signature is read in: its type, and its own generic parameters.
    private func context(of member: TypeMember, in type: DeclaredType) -> LookupContext {
        LookupContext(module: member.site.module, enclosingType: .declared(type.id),
                      genericParameters: Set(member.declaration.genericParameters.map(\.name)), file: member.site.path)
    }
}
