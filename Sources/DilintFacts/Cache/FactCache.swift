import DilintSyntax
import Foundation

/// What dilint keeps between runs: one entry per analyzed file — its suppressions, DI
/// facts, type references, scope resets and words, not its syntax tree — valid while the
/// file's bytes, dilint's version and the configuration stay the same (and one per file
/// read again knowing the project, `FactCache+ReadAgain`), plus records the front end keeps (the last run's
/// findings). A run's new entries are written together, as one pack (`CachePack`), to a
/// temporary file renamed into place, so a reader sees a whole pack or none; an entry that
/// does not decode is ignored and written again.
public struct FactCache: Sendable {
    /// Bumped whenever the entry layout or a fact's shape changes.
    public static let formatVersion: UInt8 = 35
    static let fileMagic: [UInt8] = Array("DLFC".utf8) + [formatVersion]
    static let recordMagic: [UInt8] = Array("DLRC".utf8) + [formatVersion]

    public let directory: String
    /// dilint's version and the configuration's fingerprint: what every entry must match.
    let stamp: String
    let run: CacheRun

    public init(directory: String, toolVersion: String, configurationFingerprint: String) {
        self.directory = directory
        self.stamp = toolVersion + "\n" + configurationFingerprint
        self.run = CacheRun(folder: directory + "/" + Self.packFolder, stamp: stamp)
    }

    static let packFolder = "packs"

    /// One key per display path; the entry itself names its path and bytes, which a load
    /// checks.
    static func entryKey(for path: String) -> UInt64 {
        ContentHash.of(path)
    }

    // MARK: Files

    /// The analysis of `file` as cached, or nil when there is no valid entry for exactly
    /// these bytes. In a run that leaves members dormant, the file's syntax is its entry's
    /// type declarations, when they are all its skimmed tree holds for the passes after
    /// (`TypeOutline`; no whole tree is kept then, even of a file its pass parsed whole);
    /// else it is parsed again as `FileAnalysis.analyze` parsed it. The facts are what the
    /// entry saves.
    /// `moduleLibraries`: the DI libraries the file's module reaches (`FileAnalysis.moduleLibraries`),
    /// which its entry's facts were read knowing.
    public func load(_ file: SourceFile, contentHash: UInt64, module: String, moduleLibraries: Set<String> = [],
                     leavingMembersDormant: Bool = true) -> FileAnalysis? {
        let key = Self.entryKey(for: file.path)
        for candidate in run.candidates(for: key) {
            if let analysis = candidate.withEntry({
                try? Self.decodeEntry($0, file: file, contentHash: contentHash, stamp: stamp, module: module,
                                      moduleLibraries: moduleLibraries, leavingMembersDormant: leavingMembersDormant)
            }) {
                run.markUsed(candidate, for: key)
                return analysis
            }
        }
        return nil
    }

    /// Keeps the entry for `saveStored`. `leftMembersDormant`: whether the file's pass left
    /// member blocks dormant, as a hit's outline of its types stands for.
    public func store(_ analysis: FileAnalysis, contentHash: UInt64, leftMembersDormant: Bool = true) {
        run.store(Self.encodeEntry(analysis, contentHash: contentHash, stamp: stamp, outliningTypes: leftMembersDormant),
                  for: Self.entryKey(for: analysis.path))
    }

    /// Writes the entries stored since the last save, as one pack.
    public func saveStored() {
        run.saveStored()
    }

    static func encodeEntry(_ analysis: FileAnalysis, contentHash: UInt64, stamp: String, outliningTypes: Bool = true) -> [UInt8] {
        var writer = ByteWriter()
        writer.string(stamp)
        writer.string(analysis.path)
        writer.unsigned(contentHash)
        writer.count(analysis.file.byteCount)
        writer.names(analysis.moduleLibraries)
        // Whether the file was parsed whole (a dialect reads it) or skimming: a hit without
        // an outline is parsed again the same way, without asking the dialects again.
        writer.bool(analysis.parsedWhole)
        // Suppressions and DI facts are few and most files have none: written when present,
        // through their own `Codable` conformances.
        let facts = analysis.facts
        let hasFacts = !facts.isEmpty
        do {
            writer.bool(!analysis.suppressions.isEmpty)
            if !analysis.suppressions.isEmpty { try writer.encoded(analysis.suppressions) }
            writer.bool(hasFacts)
            if hasFacts { try writer.encoded(facts) }
            try writer.outline(analysis.outline)
        } catch {
            // Synthesized conformances write without throwing; were one to throw, no entry
            // is kept, and the file is analyzed again next time.
            return []
        }
        writer.typeReferences(analysis.typeReferences)
        writer.count(analysis.scopeResets.count)
        for name in analysis.scopeResets { writer.string(name) }
        writer.words(analysis.words)
        writer.names(analysis.readReaching)
        writer.names(analysis.receiverTypes)
        let types = outliningTypes ? skimmedTypes(of: analysis) : nil
        writer.bool(types != nil)
        if let types { writer.typeOutline(types) }
        return fileMagic + writer.finished()
    }

    /// The tree whose types a hit on `analysis`'s entry takes (`TypeOutline`): its own
    /// skimmed tree, or for a file parsed whole (its bodies read for DI facts) the tree the
    /// skimming parse gives; nil when that tree holds more than its types for the passes after.
    static func skimmedTypes(of analysis: FileAnalysis) -> SyntaxFile? {
        let skimmed: SyntaxFile
        if analysis.parsedWhole {
            guard let bytes = analysis.file.analyzedBytes() else { return nil }
            skimmed = FileAnalysis.skimmedSyntax(SourceFile(path: analysis.path, bytes: bytes), leavingMembersDormant: true)
        } else {
            skimmed = analysis.syntax
        }
        return TypeOutline.describes(skimmed) ? skimmed : nil
    }

    /// The entry's facts, with the file's syntax its outlined types or the file parsed again
    /// as its entry says it was.
    static func decodeEntry(_ raw: UnsafeRawBufferPointer, file: SourceFile, contentHash: UInt64, stamp: String,
                            module: String, moduleLibraries: Set<String> = [], leavingMembersDormant: Bool = true) throws -> FileAnalysis {
        guard raw.count > fileMagic.count, raw.prefix(fileMagic.count).elementsEqual(fileMagic) else { throw CacheEntryError() }
        var reader = try ByteReader(raw, at: fileMagic.count)
        guard try reader.string() == stamp, try reader.string() == file.path, try reader.unsigned() == contentHash,
              try reader.unsigned() == UInt64(file.byteCount), try reader.names() == moduleLibraries else { throw CacheEntryError() }
        let parsedWhole = try reader.bool()
        let suppressions = try reader.bool() ? try reader.decoded([SuppressionDirective].self) : []
        let facts = try reader.bool() ? try reader.decoded(ContainerFacts.self) : ContainerFacts()
        let outline = try reader.outline()
        let typeReferences = try reader.typeReferences()
        let scopeResets = try reader.array { (reader: inout ByteReader) throws(CacheEntryError) -> String in try reader.string() }
        let words = try reader.words()
        let readReaching = try reader.names()
        let receiverTypes = try reader.names()
        let types = try reader.bool() ? try reader.typeOutline() : nil
        guard reader.isAtEnd else { throw CacheEntryError() }
        let syntax: SyntaxFile
        var whole = false
        if let types, leavingMembersDormant {
            syntax = SyntaxFile(file: file, imports: outline.imports, declarations: types)
        } else if parsedWhole {
            syntax = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false), marks: ProjectMarks.marks)
            whole = true
        } else {
            syntax = FileAnalysis.skimmedSyntax(file, leavingMembersDormant: leavingMembersDormant)
        }
        var analysis = FileAnalysis(file: file, module: module, syntax: syntax, suppressions: suppressions, facts: facts, outline: outline)
        if whole { analysis.wholeSyntax = syntax }
        analysis.parsedWhole = parsedWhole
        analysis.typeReferences = typeReferences
        analysis.scopeResets = scopeResets
        analysis.words = words
        analysis.moduleLibraries = moduleLibraries
        analysis.readReaching = readReaching
        analysis.receiverTypes = receiverTypes
        return analysis
    }

    /// Leaves the entries of `paths` only (their own and their reading again's), in one pack: files deleted or renamed since go,
    /// and so do entries an earlier version or configuration wrote, and those of the
    /// layout before packs (`files/`). Only names shaped like packs and entries go; what
    /// else is in the folder stays.
    public func prune(keepingEntriesFor paths: [String]) {
        run.prune(keeping: paths.map(Self.entryKey(for:)) + paths.map(Self.readAgainKey(for:)))
        Self.removeAbandonedTemporaries(in: directory + "/" + Self.packFolder)
        Self.removeAbandonedTemporaries(in: directory)
        let legacy = directory + "/files"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: legacy) else { return }
        for name in names where Self.isEntryName(name) { unlink(legacy + "/" + name) }
        rmdir(legacy)
    }

    /// Temporary files (`writeAtomically`'s) that a run stopped mid-write left, and no
    /// other run ever reads: an hour old, no write is still going on in them.
    static func removeAbandonedTemporaries(in folder: String, olderThan age: Int = 3600) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let now = time(nil)
        for name in names where isTemporaryName(name) {
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
                  Int(now) - Int(status.st_mtim.tv_sec) > age else { continue }
            unlink(path)
        }
    }

    /// `NAME.tmp-PID-N`, as `writeAtomically` names its temporary files.
    static func isTemporaryName(_ name: String) -> Bool {
        guard let marker = name.range(of: ".tmp-", options: .backwards), marker.lowerBound > name.startIndex else { return false }
        let numbers = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        return numbers.count == 2 && numbers.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
    }

    /// The names the layout before packs gave entries: sixteen hex digits.
    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 16 && name.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    // MARK: Records

    /// A record the front end keeps under `name`, if it was stored with this `key`.
    public func loadRecord(_ name: String, key: UInt64) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: directory + "/" + name) else { return nil }
        let bytes = [UInt8](data)
        let header = Self.recordMagic + Self.keyBytes(key, stamp: stamp)
        guard bytes.count >= header.count, bytes.prefix(header.count).elementsEqual(header) else { return nil }
        return Array(bytes[header.count...])
    }

    public func storeRecord(_ name: String, key: UInt64, payload: [UInt8]) {
        try? Self.writeAtomically(Self.recordMagic + Self.keyBytes(key, stamp: stamp) + payload, to: directory + "/" + name)
    }

    private static func keyBytes(_ key: UInt64, stamp: String) -> [UInt8] {
        withUnsafeBytes(of: key.littleEndian, Array.init) + withUnsafeBytes(of: ContentHash.of(stamp).littleEndian, Array.init)
    }

    // MARK: Writing

    /// Writes a temporary file beside `path` and renames it over `path`: readers, other
    /// dilint processes included, never see half an entry.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        var fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd < 0 {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        guard fd >= 0 else { throw CacheEntryError() }
        let written = bytes.withUnsafeBytes { raw -> Bool in
            var done = 0
            while done < raw.count {
                let n = write(fd, raw.baseAddress! + done, raw.count - done)
                if n <= 0 { return false }
                done += n
            }
            return true
        }
        close(fd)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CacheEntryError()
        }
    }
}
