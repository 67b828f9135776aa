import DilintSyntax

extension FileAnalysis {
    /// The DI libraries this file imports itself.
    public var importedLibraries: Set<String> {
        Set(outline.imports.map(\.rootModule)).intersection(ContainerRecognizers.libraryModules)
    }

    /// Whether the file is read for the libraries its module reaches: it imports none
    /// itself, or only ones the compiler checks (Factory, swift-dependencies, whose keys
    /// are members, not `register`/`resolve` calls another library's recognizer could
    /// claim — a TCA feature's file may still call an app's `container.resolve()`).
    public var readsReachedLibraries: Bool {
        importedLibraries.isSubset(of: ContainerRecognizers.compilerCheckedModules)
    }

    /// This file read for DI facts as a file that imports `libraries`: those its module
    /// reaches (`LibraryVisibility`). Only a file that `readsReachedLibraries` is read
    /// again: one importing another library speaks the dialects it imports, and reading the
    /// others there would let another library's recognizer claim its calls. The syntax tree is kept (the
    /// type table was built from it); the facts come from a whole parse of the file
    /// (`wholeSyntax` when there is one), kept for the passes after.
    public func readingLibraries(_ libraries: Set<String>, containers: ContainerSettings,
                                 foreign: ForeignReceivers = ForeignReceivers()) -> FileAnalysis {
        guard let source = sourceToReadAgain(reaching: libraries) else { return self }
        return reading(source, libraries: libraries, containers: containers, foreign: foreign)
    }

    /// The same, from the bytes `sourceToReadAgain` gave.
    public func reading(_ source: SourceFile, libraries: Set<String>, containers: ContainerSettings,
                        foreign: ForeignReceivers) -> FileAnalysis {
        let whole = wholeSyntax ?? Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false))
        var read = self
        read.facts = ContainerExtraction.extract(whole, settings: containers, reaching: libraries, foreign: foreign, passingOver: true)
        read.wholeSyntax = whole
        return read
    }

    /// This file's facts as its own imports give them, as `analyze` reads them without the
    /// libraries its module reaches: for a file its pass read for libraries the `import`
    /// lines of its module's bytes seemed to reach (one in a comment or a string).
    public func readingOwnImports(containers: ContainerSettings) -> FileAnalysis {
        var read = self
        read.readReaching = []
        read.receiverTypes = []
        read.facts = ContainerFacts()
        guard let bytes = file.analyzedBytes() else { return read }
        let source = SourceFile(path: file.path, bytes: bytes, origin: file.origin)
        guard ContainerExtraction.mayReadBodies(of: source, settings: containers) else { return read }
        let whole = wholeSyntax ?? Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false))
        read.facts = ContainerExtraction.extract(whole, settings: containers)
        read.wholeSyntax = whole
        return read
    }

    /// The file's bytes, when it reads a DI library (imported or reached) and holds one of
    /// `names` (the project's registration helpers, forwarders, `@` and its property
    /// wrappers): read again, knowing them.
    /// `anywhere`: names looked for also in a file that reads no library (a home-made
    /// locator's), with the others, from one reading of the bytes.
    public func sourceNaming(_ names: [String], reaching libraries: Set<String>, anywhere: [String] = []) -> SourceFile? {
        let readsALibrary = !names.isEmpty && (!importedLibraries.isEmpty || !libraries.isEmpty)
        guard readsALibrary || !anywhere.isEmpty, let bytes = file.analyzedBytes() else { return nil }
        let source = SourceFile(path: file.path, bytes: bytes, origin: file.origin)
        return (readsALibrary && names.contains(where: source.contains)) || anywhere.contains(where: source.contains) ? source : nil
    }

    /// The file's bytes, when it is to be read for `libraries`: they open a dialect its own
    /// imports do not, and its bytes hold a word a library's calls are made of.
    public func sourceToReadAgain(reaching libraries: Set<String>) -> SourceFile? {
        guard readsReachedLibraries, ContainerRecognizers.addsADialect(libraries, to: importedLibraries),
              let bytes = file.analyzedBytes() else { return nil }
        let source = SourceFile(path: file.path, bytes: bytes, origin: file.origin)
        return ContainerRecognizers.mayCallALibrary(source) ? source : nil
    }
}
