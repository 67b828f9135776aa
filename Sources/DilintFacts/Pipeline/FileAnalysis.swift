import DilintSyntax
import Foundation

/// What dilint learns from one file on its own: pure (bytes in, facts out), which is what
/// lets files be analyzed in parallel and their facts cached. The tokens are dropped once
/// the file is parsed: kept for every file they would outweigh the sources.
public struct FileAnalysis: Sendable {
    public var file: SourceFile
    public var module: String
    public var syntax: SyntaxFile
    public var suppressions: [SuppressionDirective]
    public var facts: ContainerFacts
    /// Its imports and what the project asks of its declarations before the type table
    /// (`FileOutline`), from `syntax`.
    public var outline: FileOutline
    /// The file with every body parsed: the syntax itself when it was parsed whole, else
    /// the whole parse a later pass made of it (`readingLibraries`). The passes that read
    /// bodies whole read this rather than parse the file again.
    public internal(set) var wholeSyntax: SyntaxFile?
    /// Whether its own pass parsed it whole (a dialect reads its bodies). A cache hit
    /// outlined from its entry keeps this but not the tree: a pass reading bodies parses it.
    public internal(set) var parsedWhole = false
    /// The type names its code spells, bodies included, when the run asks for them
    /// (`readingTypeReferences`: the configuration draws layers).
    public var typeReferences: TypeReferences?
    /// The scopes its bytes reset, by name (`ScopeResets`), read whatever the parse skims.
    public var scopeResets: [String] = []
    /// Every word its bytes spell and how it stands (`WordIndex`), read whatever the parse skims.
    public var words = WordIndex(keys: [])
    /// The DI libraries its module reaches, as its pass was told (`LibraryVisibility`, from
    /// every file's imports): part of its cache entry's key.
    public internal(set) var moduleLibraries: Set<String> = []
    /// Those of them its facts were read for, as if it imported them: none when it imports
    /// a library the compiler does not check, or they add no dialect to its own imports, or
    /// it spells no word a library's calls are made of (`sourceToReadAgain(reaching:)`).
    public internal(set) var readReaching: Set<String> = []
    /// When it was read for `readReaching`: the types the values it calls are declared as.
    /// A call on one of the project's own non-container types is not a library's
    /// (`ForeignReceivers`), which the project knows only once every file is read: a file
    /// naming one is read again then.
    public internal(set) var receiverTypes: Set<String> = []

    public var path: String { file.path }

    /// `skimmingBodies`: whether a container dialect may read the file is asked first, of
    /// its bytes (`ContainerExtraction.mayReadBodies`). One that none may read is parsed
    /// skimming its bodies: the project parses the few it asks about later (`BodyMaterialization`), and
    /// its function bodies are not even tokenized, when the tokenizer's guess of where they
    /// are holds (`BodySkipper`). The others are parsed whole, for their DI facts.
    /// `leavingMembersDormant`: when skimming, member blocks that declare no type are not
    /// even parsed, and in those that do only the types are (`MemberMaterialization` parses
    /// the rest where a pass reads them). Tools that show bodies (`dilint debug model`)
    /// parse every file whole.
    /// `readingTypeReferences`: `typeReferences` are read from all the file's tokens, bodies
    /// included, whatever the parse skipped (tokenized again for them when it skipped some).
    /// `importCandidates`: the DI libraries named after `import` in its bytes, when the
    /// caller scanned them (`SourceFile.importedModuleCandidates`).
    /// `reaching`: the DI libraries the file's module reaches; a file that imports no library
    /// the compiler does not check is read for them as if it imported them (`readReaching`).
    public static func analyze(_ file: SourceFile, module: String, containers: ContainerSettings = ContainerSettings(),
                               skimmingBodies: Bool = false, leavingMembersDormant: Bool = true,
                               readingTypeReferences: Bool = false, reaching moduleLibraries: Set<String> = [],
                               importCandidates scanned: Set<String>? = nil) -> FileAnalysis {
        let importCandidates = scanned ?? file.importedModuleCandidates(where: ContainerRecognizers.isLibraryModule)
        let dialectMayRead = ContainerExtraction.mayReadBodies(of: file, importCandidates: importCandidates, settings: containers)
        // Whatever the file imports, a library its module reaches may open a dialect; its
        // bytes are looked at only when that decides something.
        let reachedMayOpenADialect = ContainerRecognizers.addsADialect(moduleLibraries, to: [])
        lazy var callsALibrary = ContainerRecognizers.mayCallALibrary(file)
        let skimming = skimmingBodies && !dialectMayRead && !(reachedMayOpenADialect && callsALibrary)
        // Only suppression directives read comments, and most files have none: the
        // skipping tokenizer notes a comment that may be one, and only then are comments kept.
        var tokens: [Token]?
        if skimming {
            switch parseSkippingBodies(file, leavingMembersDormant: leavingMembersDormant) {
            case .skimmed(let syntax):
                var analysis = FileAnalysis(file: file, module: module, syntax: syntax, suppressions: [], facts: ContainerFacts(),
                                            outline: FileOutline(syntax))
                analysis.moduleLibraries = moduleLibraries
                analysis.scopeResets = ScopeResets.names(in: file)
                analysis.words = WordIndex(file)
                if readingTypeReferences { analysis.typeReferences = TypeReferences(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false)) }
                return analysis
            case .whole(let significant):
                tokens = significant
            case .directiveComment:
                break
            }
        }
        let hasDirectives = tokens == nil && file.contains("dilint:")
        let all = tokens ?? Tokenizer.tokenize(file, keepingTrivia: hasDirectives)
        let suppressions = hasDirectives ? SuppressionReader.directives(in: file, tokens: all) : []
        let syntax = Parser.parse(file, tokens: all, skimmingBodies: skimming, marks: ProjectMarks.marks)
        var analysis = FileAnalysis(file: file, module: module, syntax: syntax, suppressions: suppressions, facts: ContainerFacts(),
                                    outline: FileOutline(syntax))
        analysis.moduleLibraries = moduleLibraries
        // As `sourceToReadAgain` asks, its bytes' words already found.
        if !skimming, reachedMayOpenADialect, analysis.readsReachedLibraries,
           ContainerRecognizers.addsADialect(moduleLibraries, to: analysis.importedLibraries), callsALibrary {
            (analysis.facts, analysis.receiverTypes) = ContainerExtraction.extractRecordingReceivers(syntax, settings: containers,
                                                                                                     reaching: moduleLibraries)
            analysis.readReaching = moduleLibraries
        } else if dialectMayRead {
            analysis.facts = ContainerExtraction.extract(syntax, settings: containers)
        }
        if !skimming {
            analysis.wholeSyntax = syntax
            analysis.parsedWhole = true
        }
        analysis.scopeResets = ScopeResets.names(in: file)
        analysis.words = WordIndex(file)
        if readingTypeReferences { analysis.typeReferences = TypeReferences(file, tokens: all) }
        return analysis
    }
}

extension FileAnalysis {
    package enum SkippingOutcome {
        /// Parsed from tokens that never held its function bodies.
        case skimmed(SyntaxFile)
        /// Every significant token, for a parse that skims the bodies itself: the
        /// tokenizer's guess of where they are did not hold, or an `import` sat in one.
        case whole([Token])
        /// A comment may be a suppression: the file is to be tokenized with its comments.
        case directiveComment
    }

    /// The file's declarations as the project's passes read them, its bodies skimmed.
    package static func skimmedSyntax(_ file: SourceFile, leavingMembersDormant: Bool = true) -> SyntaxFile {
        switch parseSkippingBodies(file, leavingMembersDormant: leavingMembersDormant) {
        case .skimmed(let skimmed): skimmed
        case .whole(let tokens): Parser.parse(file, tokens: tokens, skimmingBodies: true, marks: ProjectMarks.marks)
        case .directiveComment:
            Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false), skimmingBodies: true, marks: ProjectMarks.marks)
        }
    }

    /// The file parsed skimming its bodies, from tokens in which the tokenizer skipped them.
    package static func parseSkippingBodies(_ file: SourceFile, leavingMembersDormant: Bool = false) -> SkippingOutcome {
        let (tokens, skipped, importInBody, directiveComment) = Tokenizer.tokenizeSkippingBodies(
            file, leavingMembersDormant: leavingMembersDormant, marks: ProjectMarks.marks)
        guard !directiveComment else { return .directiveComment }
        // Nothing skipped: the stream is whole.
        guard skipped > 0 else { return .whole(tokens) }
        guard !importInBody else { return .whole(Tokenizer.tokenize(file, keepingTrivia: false)) }
        // Handed over, not shared: the parser drops the sentinel in place.
        let (syntax, taken) = Parser.parseCountingSkippedBodies(file, tokens: consume tokens, skimmingBodies: true,
                                                                leavingMembersDormant: leavingMembersDormant, marks: ProjectMarks.marks)
        return taken == skipped ? .skimmed(syntax) : .whole(Tokenizer.tokenize(file, keepingTrivia: false))
    }
}
