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

    public var path: String { file.path }

    /// `digestingBodies` keeps of each body only what the project-wide passes read
    /// (`BodyDigest`): what a lint needs, at a fraction of the memory. Tools that show
    /// bodies (`dilint debug model`) keep them whole.
    /// A file no container dialect can apply to (judged from its tokens, before parsing)
    /// is parsed skimming its bodies: the project parses the few it asks about later
    /// (`BodyMaterialization`). Its function bodies are not even tokenized, when the
    /// tokenizer's guess of where they are holds (`BodySkipper`). The others are parsed
    /// whole, for their DI facts. `leavingMembersDormant`: when skimming, member blocks that
    /// declare no type are not even parsed, and in those that do only the types are
    /// (`MemberMaterialization` parses the rest where a pass reads them).
    public static func analyze(_ file: SourceFile, module: String, containers: ContainerSettings = ContainerSettings(),
                               digestingBodies: Bool = false, leavingMembersDormant: Bool = true) -> FileAnalysis {
        // Only suppression directives read comments, and most files have none: when
        // digesting, the tokenizer notes a comment that may be one, and only then are
        // comments kept.
        let hasDirectives: Bool
        let tokens: [Token]
        let skimming: Bool
        let outcome = digestingBodies ? parseSkippingBodies(file, containers: containers, leavingMembersDormant: leavingMembersDormant) : nil
        switch outcome {
        case .skimmed(let syntax)?:
            syntax.digestBodies()
            return FileAnalysis(file: file, module: module, syntax: syntax, suppressions: [], facts: ContainerFacts())
        case .notSkimmed(let all, let dialectMayRead)?:
            (hasDirectives, tokens, skimming) = (false, all, !dialectMayRead)
        case .directiveComment?, nil:
            hasDirectives = outcome != nil || file.contains("dilint:")
            tokens = Tokenizer.tokenize(file, keepingTrivia: hasDirectives)
            skimming = digestingBodies
                && !tokens.withUnsafeBufferPointer { ContainerExtraction.mayReadBodies(of: file, tokens: $0, settings: containers) }
        }
        let suppressions = hasDirectives ? SuppressionReader.directives(in: file, tokens: tokens) : []
        let syntax = Parser.parse(file, tokens: tokens, skimmingBodies: skimming)
        let facts = skimming ? ContainerFacts() : ContainerExtraction.extract(syntax, settings: containers)
        if digestingBodies { syntax.digestBodies() }
        return FileAnalysis(file: file, module: module, syntax: syntax, suppressions: suppressions, facts: facts)
    }
}

extension FileAnalysis {
    package enum SkippingOutcome {
        /// Parsed from tokens that never held its function bodies.
        case skimmed(SyntaxFile)
        /// Every significant token, for the parse the file needs, and whether a dialect
        /// may read its bodies (then it is parsed whole).
        case notSkimmed([Token], dialectMayRead: Bool)
        /// A comment may be a suppression: the file is to be tokenized with its comments.
        case directiveComment
    }

    /// The file parsed skimming its bodies, when no container dialect can apply to it,
    /// from tokens in which the tokenizer skipped them; or, when a dialect may apply (as
    /// its imports up to the first body tell, and then all of them) or the parser did not
    /// skim every body the tokenizer skipped, all the file's significant tokens.
    package static func parseSkippingBodies(_ file: SourceFile, containers: ContainerSettings, leavingMembersDormant: Bool = false) -> SkippingOutcome {
        // Asked at the first body and again at the end, most often with the same imports:
        // the same `import` tokens (the stream at the end starts with the one asked about
        // first) name the same modules.
        var asked: (imports: [Int], answer: Bool)?
        let mayBeRead = { (tokens: UnsafeBufferPointer<Token>) -> Bool in
            let imports = tokens.indices.filter { tokens[$0].kind == .keyword && tokens[$0].keyword == .import }
            if let asked, asked.imports == imports { return asked.answer }
            let answer = ContainerExtraction.mayReadBodies(of: file, tokens: tokens, settings: containers)
            asked = (imports, answer)
            return answer
        }
        let notSkimmed = { (tokens: [Token]) in SkippingOutcome.notSkimmed(tokens, dialectMayRead: tokens.withUnsafeBufferPointer(mayBeRead)) }
        let (tokens, skipped, importInBody, directiveComment) = Tokenizer.tokenizeSkippingBodies(
            file, leavingMembersDormant: leavingMembersDormant) { !mayBeRead($0) }
        guard !directiveComment else { return .directiveComment }
        // Nothing skipped: the stream is whole.
        guard skipped > 0 else { return notSkimmed(tokens) }
        guard !importInBody, !tokens.withUnsafeBufferPointer(mayBeRead) else {
            return notSkimmed(Tokenizer.tokenize(file, keepingTrivia: false))
        }
        // Handed over, not shared: the parser drops the sentinel in place.
        let (syntax, taken) = Parser.parseCountingSkippedBodies(file, tokens: consume tokens, skimmingBodies: true,
                                                                leavingMembersDormant: leavingMembersDormant)
        return taken == skipped ? .skimmed(syntax) : notSkimmed(Tokenizer.tokenize(file, keepingTrivia: false))
    }
}
