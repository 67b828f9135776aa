// libFuzzer entry for dilint's front end. Compiled by Fuzz/run.sh together with every
// file of the front end's targets as one module, so it reaches internal API directly.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    FrontEndFuzzChecks.run(bytes)
    return 0
}

/// What must hold for any input whatsoever. A violation traps, which libFuzzer reports
/// as a crash with the input saved. Add a stage (parsing, file facts) by adding a
/// check to `run`.
enum FrontEndFuzzChecks {
    static func run(_ bytes: [UInt8]) {
        let file = SourceFile(path: "fuzz.swift", bytes: bytes)
        let tokens = Tokenizer.tokenize(file)
        checkTokens(tokens, in: file)
        let parsed = Parser.parse(file, tokens: tokens)
        checkImportCandidates(parsed, in: file)
        checkFileFacts(parsed, in: file)
        checkSkimming(file, lossless: tokens)
        checkQuietBytes(bytes)
        checkDormantMembers(file, lossless: tokens)
        checkCacheRoundTrip(file)
    }

    /// Whether a dialect may read a file is asked of the names its bytes show after an
    /// `import`: they must hold every module the parser finds imported, or a file could be
    /// skimmed that a dialect reads.
    static func checkImportCandidates(_ syntax: SyntaxFile, in file: SourceFile) {
        let candidates = file.importedModuleCandidates(where: { _ in true })
        for imported in syntax.imports {
            let module = String(imported.module.split(separator: ".").first ?? "")
            // The parser takes an operator as a path component too (`import func M.+`);
            // no module a dialect asks about is spelled so.
            guard let first = module.utf8.first, first >= 0x80 || first == UInt8(ascii: "_") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z")) else { continue }
            precondition(candidates.contains(module), "import \(module) not among the byte scan's candidates \(candidates)")
        }
    }

    /// What the cache writes reads back: any file's entry, put in a pack, decodes to an
    /// analysis whose entry is the same bytes. And any bytes at all, read as a pack or as
    /// an entry, are only ever rejected.
    static func checkCacheRoundTrip(_ file: SourceFile) {
        let analysis = FileAnalysis.analyze(file, module: "Fuzz", digestingBodies: true)
        let hash = ContentHash.of(file.bytes)
        let entry = FactCache.encodeEntry(analysis, contentHash: hash, stamp: "fuzz")
        let written = CachePack.encode([(key: 1, bytes: entry[...])], stamp: "fuzz")
        let pack = CachePack(name: "fuzz.pack", bytes: written)
        require(pack?.stamp == "fuzz" && pack?.entries.count == 1, "a pack does not read back")
        guard let pack else { return }
        let decoded = pack.bytes.withUnsafeBytes {
            try? FactCache.decodeEntry(UnsafeRawBufferPointer(rebasing: $0[pack.entries[0].range]), file: file, contentHash: hash,
                                       stamp: "fuzz", module: "Fuzz")
        }
        require(decoded.map { FactCache.encodeEntry($0, contentHash: hash, stamp: "fuzz") == entry } ?? false, "a cache entry does not round-trip")
        _ = CachePack(name: "bytes.pack", bytes: file.bytes)
        _ = file.bytes.withUnsafeBytes { try? FactCache.decodeEntry($0, file: file, contentHash: hash, stamp: "fuzz", module: "Fuzz") }
    }

    /// Members left dormant (by the tokenizer, or by the parser in a block that declares
    /// a type) hide no type, typealias or associated type, and once every dormant
    /// declaration is filled the tree is the one reading every block gives — in a file
    /// whose brackets nest and whose top-level declarations span the same bytes either
    /// way. Elsewhere the parser's recovery and the bracket count that finds a dormant
    /// block's end part ways (a type after an unclosed `(` in a block, or inside a `(` or
    /// `[` that closes only after it; a generic clause whose `<` never closes and takes
    /// the rest of the file); such a file only has to be read.
    static func checkDormantMembers(_ file: SourceFile, lossless tokens: [Token]) {
        guard bracketsNest(tokens), !declaresTypeInsideList(tokens) else { return }
        func skimmed(dormant: Bool) -> SyntaxFile {
            let syntax: SyntaxFile
            switch FileAnalysis.parseSkippingBodies(file, leavingMembersDormant: dormant) {
            case .skimmed(let tree): syntax = tree
            case .whole(let tokens): syntax = Parser.parse(file, tokens: tokens, skimmingBodies: true, marks: ProjectMarks.marks)
            case .directiveComment: syntax = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false), skimmingBodies: true, marks: ProjectMarks.marks)
            }
            syntax.digestBodies(keeping: ProjectDigest.questions)
            return syntax
        }
        func all(_ syntax: SyntaxFile, _ take: (Declaration) -> Bool) -> [Declaration] {
            var found: [Declaration] = []
            var work = syntax.declarations
            while let declaration = work.popLast() {
                if take(declaration) { found.append(declaration) }
                work += declaration.members
            }
            return found
        }
        func typeNames(_ syntax: SyntaxFile) -> [String] {
            all(syntax) { $0.isTypeDeclaration || $0.kind == .typealias || $0.kind == .associatedtype }
                .map { "\($0.kind) \($0.name) \($0.offset) \($0.conditions.count)" }.sorted()
        }
        let whole = skimmed(dormant: false)
        let dormant = skimmed(dormant: true)
        guard whole.declarations.map(\.range) == dormant.declarations.map(\.range) else { return }
        require(typeNames(dormant) == typeNames(whole), "dormant members hide a type")
        // Put in place in this tree, to compare it with the whole parse's.
        for (declaration, block) in MemberMaterialization.fill(all(dormant) { $0.skimmed.contains(.membersDormant) }, in: file) {
            declaration.members = block.members
            declaration.skimmed = block.skimmed
        }
        var expected = ByteWriter()
        expected.syntaxFile(whole)
        var actual = ByteWriter()
        actual.syntaxFile(dormant)
        require(actual.finished() == expected.finished(), "dormant members filled differ from the block read whole")
    }

    /// Skipped bodies read by byte class (`skipQuietBytes`) give what reading them token
    /// by token gives, with member blocks dormant or not: the same tokens, bodies skipped
    /// and notes.
    static func checkQuietBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            for dormant in [false, true] {
                let quiet = Tokenizer.tokenize(buffer, keepingTrivia: false, skippingBodies: true,
                                               leavingMembersDormant: dormant, marks: ProjectMarks.marks, readingQuietBytes: true)
                let slow = Tokenizer.tokenize(buffer, keepingTrivia: false, skippingBodies: true,
                                              leavingMembersDormant: dormant, marks: ProjectMarks.marks, readingQuietBytes: false)
                require(quiet.tokens == slow.tokens, "quiet bytes change the tokens (dormant: \(dormant))")
                require(quiet.skipped == slow.skipped && quiet.importInBody == slow.importInBody
                        && quiet.directiveComment == slow.directiveComment, "quiet bytes change the notes (dormant: \(dormant))")
            }
        }
    }

    /// The lint path: tokens without trivia (the lossless stream less its trivia), bodies
    /// skimmed, and every skimmed body filled from the file parsed whole.
    static func checkSkimming(_ file: SourceFile, lossless: [Token]) {
        let significant = Tokenizer.tokenize(file, keepingTrivia: false)
        require(significant == lossless.filter { !$0.kind.isTrivia }, "tokens without trivia differ")
        let skimmed = Parser.parse(file, tokens: significant, skimmingBodies: true, marks: ProjectMarks.marks)
        checkBodySkipping(file, skimmed: skimmed)
        skimmed.digestBodies(keeping: ProjectDigest.questions)
        var marked: [Declaration] = []
        var work = skimmed.declarations
        while let declaration = work.popLast() {
            if declaration.skimmed.contains(.skipped) { marked.append(declaration) }
            work += declaration.members
        }
        _ = BodyMaterialization.materialize(marked, in: file)
        _ = Project(files: [FileAnalysis.analyze(file, module: "Fuzz", digestingBodies: true)])
    }

    /// Bodies skipped while tokenizing: when the parser took every one, the tree is the
    /// one skimming the whole stream gave, field for field.
    static func checkBodySkipping(_ file: SourceFile, skimmed: SyntaxFile) {
        let (tokens, skipped, _, _) = Tokenizer.tokenizeSkippingBodies(file, marks: ProjectMarks.marks)
        let (syntax, taken) = Parser.parseCountingSkippedBodies(file, tokens: tokens, skimmingBodies: true, marks: ProjectMarks.marks)
        require(taken <= skipped, "took \(taken) skipped bodies of \(skipped)")
        guard taken == skipped else { return }
        var expected = ByteWriter()
        expected.syntaxFile(skimmed)
        var actual = ByteWriter()
        actual.syntaxFile(syntax)
        require(actual.finished() == expected.finished(), "bodies skipped while tokenizing skim differently")
    }

    /// Parsing, the typed walk and the DI facts never crash, and every location they
    /// report lies inside the file.
    static func checkFileFacts(_ syntax: SyntaxFile, in file: SourceFile) {
        var visited = 0
        SyntaxWalker.walk(syntax) { expression, _ in
            visited += 1
            require(expression.offset >= 0 && expression.offset <= file.bytes.count, "expression offset \(expression.offset) outside the file")
        }
        let facts = ContainerExtraction.extract(syntax, settings: ContainerSettings())
        for location in facts.registrations.map(\.location) + facts.resolutions.map(\.location) {
            require(location.line >= 1 && location.line <= file.lineCount && location.column >= 1, "fact outside the file")
        }
        _ = Project(files: [FileAnalysis.analyze(file, module: "Fuzz")])
    }

    static func checkTokens(_ tokens: [Token], in file: SourceFile) {
        // The stream tiles the input: no gap, no overlap, no empty token.
        var offset = 0
        var opened = 0
        var closed = 0
        for token in tokens {
            require(Int(token.start) == offset, "gap or overlap at \(offset)")
            require(token.length > 0, "empty \(token.kind) token at \(offset)")
            offset = token.end
            switch token.kind {
            case .keyword:
                require(token.keyword.isReserved, "keyword token without a reserved keyword at \(token.start)")
            case .identifier:
                break
            case .interpolationStart:
                opened += 1
            case .interpolationEnd:
                closed += 1
                require(closed <= opened, "interpolation closed before it opened at \(token.start)")
            default:
                require(token.keyword == .none, "\(token.kind) token carries a keyword at \(token.start)")
            }
        }
        require(offset == file.bytes.count, "tokens end at \(offset) of \(file.bytes.count)")
        // Line and column of every token are inside the file.
        if let last = tokens.last {
            let (line, column) = file.lineAndColumn(of: Int(last.start))
            require(line >= 1 && line <= file.lineCount && column >= 1, "bad position for the last token")
        }
        // Deterministic: a second pass gives the same stream.
        require(Tokenizer.tokenize(file) == tokens, "two passes disagree")
    }

    /// A type's keyword at the start of a line inside a `(` or `[` (with no `{` open
    /// inside it): the parser's recovery ends the list there, in some places and not in
    /// others, while a skip by bracket count goes on to the `)`.
    static func declaresTypeInsideList(_ tokens: [Token]) -> Bool {
        var open: [TokenKind] = []
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart: open.append(token.kind)
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd: _ = open.popLast()
            case .keyword where token.flags.contains(.afterNewline):
                guard let innermost = open.last, innermost == .leftParen || innermost == .leftBracket else { continue }
                switch token.keyword {
                case .class, .struct, .enum, .protocol, .extension, .typealias, .import, .func, .`init`, .deinit: return true
                default: break
                }
            default: break
            }
        }
        return false
    }

    /// Every `(`, `[`, `{` and interpolation closed by its own kind, in order.
    static func bracketsNest(_ tokens: [Token]) -> Bool {
        var open: [TokenKind] = []
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart: open.append(token.kind)
            case .rightParen: guard open.popLast() == .leftParen else { return false }
            case .rightBracket: guard open.popLast() == .leftBracket else { return false }
            case .rightBrace: guard open.popLast() == .leftBrace else { return false }
            case .interpolationEnd: guard open.popLast() == .interpolationStart else { return false }
            default: break
            }
        }
        return open.isEmpty
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant: " + message()) }
    }
}
