import Foundation

/// What dilint keeps between runs: one entry per analyzed file — its syntax tree,
/// suppressions and DI facts — valid while the file's bytes, dilint's version and the
/// configuration stay the same, plus records the front end keeps (the last run's
/// findings). Entries are written to a temporary file and renamed into place, so a reader
/// sees a whole entry or none; an entry that does not decode is ignored and rewritten.
public struct FactCache: Sendable {
    /// Bumped whenever the entry layout or the syntax tree's shape changes.
    public static let formatVersion: UInt8 = 8
    static let fileMagic: [UInt8] = Array("DLFC".utf8) + [formatVersion]
    static let recordMagic: [UInt8] = Array("DLRC".utf8) + [formatVersion]

    public let directory: String
    /// dilint's version and the configuration's fingerprint: what every entry must match.
    let stamp: String

    public init(directory: String, toolVersion: String, configurationFingerprint: String) {
        self.directory = directory
        self.stamp = toolVersion + "\n" + configurationFingerprint
    }

    /// One entry per display path, so a changed file replaces its old entry instead of
    /// adding another; the content hash inside tells whether the entry still holds.
    func entryPath(for path: String) -> String {
        directory + "/files/" + ContentHash.hex(ContentHash.of(stamp + "\n" + path))
    }

    // MARK: Files

    /// The analysis of `file` as cached, or nil when there is no valid entry for exactly
    /// these bytes.
    public func load(_ file: SourceFile, contentHash: UInt64, module: String) -> FileAnalysis? {
        guard let data = FileManager.default.contents(atPath: entryPath(for: file.path)) else { return nil }
        return data.withUnsafeBytes { raw -> FileAnalysis? in
            try? Self.decodeEntry(raw, file: file, contentHash: contentHash, stamp: stamp, module: module)
        }
    }

    public func store(_ analysis: FileAnalysis, contentHash: UInt64) {
        let bytes = Self.encodeEntry(analysis, contentHash: contentHash, stamp: stamp)
        try? Self.writeAtomically(bytes, to: entryPath(for: analysis.path))
    }

    static func encodeEntry(_ analysis: FileAnalysis, contentHash: UInt64, stamp: String) -> [UInt8] {
        var writer = ByteWriter()
        writer.string(stamp)
        writer.string(analysis.path)
        writer.unsigned(contentHash)
        writer.count(analysis.file.byteCount)
        writer.syntaxFile(analysis.syntax)
        // Suppressions and DI facts are few and most files have none: JSON, when present.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        writer.raw(analysis.suppressions.isEmpty ? [] : (try? encoder.encode(analysis.suppressions)).map(Array.init) ?? [])
        let facts = analysis.facts
        let hasFacts = !(facts.registrations.isEmpty && facts.resolutions.isEmpty && facts.containerGroups.isEmpty)
        writer.raw(hasFacts ? (try? encoder.encode(facts)).map(Array.init) ?? [] : [])
        return fileMagic + writer.finished()
    }

    static func decodeEntry(_ raw: UnsafeRawBufferPointer, file: SourceFile, contentHash: UInt64, stamp: String,
                            module: String) throws -> FileAnalysis {
        guard raw.count > fileMagic.count, raw.prefix(fileMagic.count).elementsEqual(fileMagic) else { throw CacheEntryError() }
        var reader = try ByteReader(raw, at: fileMagic.count)
        guard try reader.string() == stamp, try reader.string() == file.path, try reader.unsigned() == contentHash,
              try reader.unsigned() == UInt64(file.byteCount) else { throw CacheEntryError() }
        let syntax = try reader.syntaxFile(file)
        let suppressionData = try reader.raw()
        let factData = try reader.raw()
        guard reader.isAtEnd else { throw CacheEntryError() }
        let suppressions = suppressionData.isEmpty ? [] : try JSONDecoder().decode([SuppressionDirective].self, from: Data(suppressionData))
        let facts = factData.isEmpty ? ContainerFacts() : try JSONDecoder().decode(ContainerFacts.self, from: Data(factData))
        return FileAnalysis(file: file, module: module, syntax: syntax, suppressions: suppressions, facts: facts)
    }

    /// Removes the entries of every file but `paths`: files deleted or renamed since,
    /// and entries an earlier version or configuration wrote (their names mix in that
    /// stamp). Only names shaped like entries go; what else is in the folder stays.
    public func prune(keepingEntriesFor paths: [String]) {
        let folder = directory + "/files"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let kept = Set(paths.map { (entryPath(for: $0) as NSString).lastPathComponent })
        for name in names where Self.isEntryName(name) && !kept.contains(name) {
            unlink(folder + "/" + name)
        }
    }

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
