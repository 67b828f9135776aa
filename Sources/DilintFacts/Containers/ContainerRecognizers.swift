import DilintSyntax

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
    public static let libraryModules: Set<String> = ConformanceContainerRecognizer.libraries
        .union(DITranquillityRecognizer.modules).union(SwinjectRecognizer.modules).union(FactoryRecognizer.modules)
        .union(SwiftDependenciesRecognizer.modules).union(ResolverRecognizer.modules).union(DipRecognizer.modules)

    /// Whether `name` spells one of `libraryModules`, compared as bytes: whether a dialect
    /// may apply to a file reads only those of its imports, found before any is made a string.
    static func isLibraryModule(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        libraryModuleSpellings.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    private static let libraryModuleSpellings: [[UInt8]] = libraryModules.map { Array($0.utf8) }
}
