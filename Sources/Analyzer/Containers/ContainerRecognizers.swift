/// Every dialect dilint reads, libraries first: a library's recognizer claims its chains
/// before the home-made shapes look at them. Each recognizer decides from a file's
/// imports (or the configuration) whether the file can use its dialect.
public enum ContainerRecognizers {
    public static let all: [any ContainerRecognizer] = [
        DITranquillityRecognizer(),
        SwinjectRecognizer(),
        FactoryRecognizer(),
        SwiftDependenciesRecognizer(),
        ResolverRecognizer(),
        DipRecognizer(),
        ServiceLocatorRecognizer(),
        ConformanceContainerRecognizer(),
    ]

    /// Every module a recognizer asks the imports about (`ContainerExtraction.imports(anyOf:)`).
    static let libraryModules: Set<String> = ConformanceContainerRecognizer.libraries
        .union(DITranquillityRecognizer.modules).union(SwinjectRecognizer.modules).union(FactoryRecognizer.modules)
        .union(SwiftDependenciesRecognizer.modules).union(ResolverRecognizer.modules).union(DipRecognizer.modules)
}
