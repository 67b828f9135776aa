import DilintFacts
import DilintSyntax

/// The names the graph gives what each file registers and resolves. They are lookups in
/// the finished type table and nothing else, so they are worked out for every file on
/// all threads before the passes that number providers and requests, which run on one.
extension DIGraphBuilder {
    struct FileNames {
        var providers: [ProviderNames] = []
        var requests: [RequestNames] = []
    }

    struct ProviderNames {
        /// The key's and aliases' names, each once, in the order written.
        var types: [String]
        var concrete: String?
        var argumentTypes: [String]?
        /// What is known of a key nobody can name (an open key the type table cannot tell).
        var unknownType: DIGraph.UnknownType?
    }

    struct RequestNames {
        /// What is asked for, out of `Lazy<…>`/`Provider<…>`, `?` and a `[…]` resolved as
        /// many.
        var type: String?
        /// `T?` as asked, when the `?` was dropped: a registration of `T?` itself
        /// (`register(Token?.self)`) may answer it (`DIGraphBuilder.answersItself`).
        var optionalType: String? = nil
        var isWrapped: Bool
        /// The owner's type, when the owner is named by its type.
        var ownerType: String?
        var argumentTypes: [String]?
        /// What a value the container fills itself (`ResolutionHandling.injected`) turns
        /// out to be: `optional` into an optional property (`var x: X!`), else `forced`.
        var injectedHandling: ResolutionHandling? = nil
    }

    /// Each file's names, by its index; only the files with facts are looked at, each
    /// read in place (a copy of a file's analysis retains every part of it).
    static func names(of files: [FileAnalysis], builder: DIGraphBuilder, jobs: Int) -> [FileNames] {
        let withFacts = filesWithFacts(files)
        let computed = ParallelFileAnalysis.parallelMap(withFacts.count, jobs: jobs) { slot in
            let index = withFacts[slot]
            let module = files[index].module, file = builder.types.readerFile(files[index].path)
            return FileNames(providers: files[index].facts.registrations.map { builder.providerNames($0, module: module, file: file) },
                             requests: files[index].facts.resolutions.map { builder.requestNames($0, module: module, file: file) })
        }
        var names = [FileNames](repeating: FileNames(), count: files.count)
        for (slot, index) in withFacts.enumerated() { names[index] = computed[slot] }
        return names
    }

    /// The indices of the files that register or resolve anything: most files do not.
    static func filesWithFacts(_ files: [FileAnalysis]) -> [Int] {
        files.indices.filter { !files[$0].facts.registrations.isEmpty || !files[$0].facts.resolutions.isEmpty }
    }

    /// `file`: the file the registration is written in.
    func providerNames(_ registration: Registration, module: String, file: String?) -> ProviderNames {
        var types: [String] = []
        var provided: [String] = []
        var unknownType: DIGraph.UnknownType?
        if registration.providesKey, let open = registration.openKey {
            let (type, unknown) = openKeyType(open, module: module, file: file)
            if let type { provided.append(type) }
            unknownType = unknown
        } else if registration.providesKey, let key = canonical(registration.key, module: module, file: file) {
            provided.append(key)
            if isGenericWithoutArguments(key, module: module) { unknownType = .specialization(of: key) }
        }
        for alias in registration.aliases { if let type = canonical(alias, module: module, file: file) { provided.append(type) } }
        for type in provided where !types.contains(type) { types.append(type) }
        return ProviderNames(
            types: types, concrete: registration.concrete.flatMap { canonical($0, module: module, file: file) },
            argumentTypes: registration.argumentTypes.map { $0.map { canonical($0, module: module, file: file) ?? $0.description } },
            unknownType: unknownType)
    }

    /// Whether `type` names a generic type the project declares, without its arguments.
    private func isGenericWithoutArguments(_ type: String, module: String) -> Bool {
        guard !type.contains("<"), let id = types.type(named: type, module: module) else { return false }
        return !types[id].genericParameters.isEmpty
    }

    /// Whether what the container fills for a demand is optional: a property declared
    /// `X?`/`X!`, an initializer parameter of such a type.
    private func fillsOptional(_ demand: TypeDemand, module: String, file: String?) -> Bool {
        switch demand {
        case .property(let owner, let name):
            guard let id = declaredType(path: owner, module: module, file: file) else { return false }
            return types[id].members.first(where: { $0.isProperty && $0.name == name })?.type?.unwrappingOptional.wasOptional == true
        case .parameter, .implicitInitializerParameter:
            guard let parameter = initializerParameter(demand, module: module, file: file) else { return false }
            return initializerParameterIsOptional(ofTypeNamed: parameter.type, module: module, label: parameter.label, index: parameter.index)
        default:
            return false
        }
    }

    func requestNames(_ resolution: Resolution, module: String, file: String?) -> RequestNames {
        var type = canonical(resolution.demand, module: module, file: file)
        var isWrapped = false
        if let t = type, let inner = Self.deferringWrapper(t) {
            type = inner
            isWrapped = true
        }
        // Asking for `T?` is answered by whatever provides T.
        var optionalType: String?
        if let t = type, t.hasSuffix("?") {
            optionalType = t
            type = String(t.dropLast())
        }
        // Resolving many `[P]` asks for every provider of P.
        if resolution.isMany, let t = type, t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") {
            type = String(t.dropFirst().dropLast())
        }
        var ownerType: String?
        if case .type(let written) = resolution.owner { ownerType = canonical(written, module: module, file: file) }
        let argumentTypes = resolution.argumentTypes.map { $0.map { canonical($0, module: module, file: file) ?? $0.description } }
        var injectedHandling: ResolutionHandling?
        if resolution.handling == .injected {
            injectedHandling = fillsOptional(resolution.demand, module: module, file: file) ? .optional : .forced
        }
        return RequestNames(type: type, optionalType: optionalType, isWrapped: isWrapped, ownerType: ownerType,
                            argumentTypes: argumentTypes, injectedHandling: injectedHandling)
    }
}
