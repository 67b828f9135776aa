import DilintSyntax

/// The facts of a file read again knowing the project (`FileAnalysis.reading`: the DI
/// libraries its module reaches, the project's own helpers, wrappers, forwarders, locators
/// and non-container types). They depend on other files, so their entry is keyed by the
/// file's bytes and by `project`, a hash of everything the reading was given besides them
/// (`Linter.readAgainKey`): a change elsewhere that alters what it was given is a miss.
extension FactCache {
    static let readAgainMagic: [UInt8] = Array("DLFA".utf8) + [formatVersion]

    /// One key per display path, apart from the file's own entry.
    static func readAgainKey(for path: String) -> UInt64 {
        ContentHash.of("read again\n" + path)
    }

    /// The DI facts the file's last reading again found, if it read these bytes knowing the same.
    public func loadReadAgain(_ path: String, contentHash: UInt64, project: UInt64) -> ContainerFacts? {
        let key = Self.readAgainKey(for: path)
        for candidate in run.candidates(for: key) {
            if let facts = candidate.withEntry({ try? Self.decodeReadAgain($0, path: path, contentHash: contentHash, project: project, stamp: stamp) }) {
                run.markUsed(candidate, for: key)
                return facts
            }
        }
        return nil
    }

    /// Keeps the entry for `saveStored`.
    public func storeReadAgain(_ facts: ContainerFacts, path: String, contentHash: UInt64, project: UInt64) {
        guard let entry = Self.encodeReadAgain(facts, path: path, contentHash: contentHash, project: project, stamp: stamp) else { return }
        run.store(entry, for: Self.readAgainKey(for: path))
    }

    static func encodeReadAgain(_ facts: ContainerFacts, path: String, contentHash: UInt64, project: UInt64, stamp: String) -> [UInt8]? {
        var writer = ByteWriter()
        writer.string(stamp)
        writer.string(path)
        writer.unsigned(contentHash)
        writer.unsigned(project)
        writer.bool(!facts.isEmpty)
        guard facts.isEmpty || (try? writer.encoded(facts)) != nil else { return nil }
        return readAgainMagic + writer.finished()
    }

    static func decodeReadAgain(_ raw: UnsafeRawBufferPointer, path: String, contentHash: UInt64, project: UInt64,
                                stamp: String) throws -> ContainerFacts {
        guard raw.count > readAgainMagic.count, raw.prefix(readAgainMagic.count).elementsEqual(readAgainMagic) else { throw CacheEntryError() }
        var reader = try ByteReader(raw, at: readAgainMagic.count)
        guard try reader.string() == stamp, try reader.string() == path, try reader.unsigned() == contentHash,
              try reader.unsigned() == project else { throw CacheEntryError() }
        let facts = try reader.bool() ? try reader.decoded(ContainerFacts.self) : ContainerFacts()
        guard reader.isAtEnd else { throw CacheEntryError() }
        return facts
    }
}
