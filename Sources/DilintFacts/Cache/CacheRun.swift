import DilintSyntax
import Foundation

/// What one run reads from the cache's packs and adds to them, shared by the copies of a
/// `FactCache`: every analyzing thread loads and stores through it. The packs are read
/// when the first entry is asked for (a run the last run's record answers reads none);
/// entries stored are kept in memory until `saveStored` writes them as one pack.
final class CacheRun: @unchecked Sendable {
    /// An entry's bytes: stored by this run, or in a pack read.
    enum Candidate {
        case stored([UInt8])
        case packed(pack: Int, bytes: [UInt8], range: Range<Int>)

        func withEntry<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            switch self {
            case .stored(let bytes): return bytes.withUnsafeBytes(body)
            case .packed(_, let bytes, let range): return bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) }
            }
        }
    }

    private let lock = NSLock()
    private let folder: String
    private let stamp: String
    private var packs: [CachePack] = []
    /// Each key's entries in the packs read, oldest first.
    private var packed: [UInt64: [(pack: Int, range: Range<Int>)]] = [:]
    private var hasRead = false
    private var stored: [UInt64: [UInt8]] = [:]
    /// Keys stored and not yet saved, in the order stored.
    private var unsaved: [UInt64] = []
    /// The pack this run saved each stored key in, and how many entries each such pack holds.
    private var savedIn: [UInt64: String] = [:]
    private var savedCounts: [String: Int] = [:]
    /// The entry each load took from the packs.
    private var used: [UInt64: (pack: Int, range: Range<Int>)] = [:]

    init(folder: String, stamp: String) {
        self.folder = folder
        self.stamp = stamp
    }

    /// The entries that may hold `key`'s analysis, the likeliest first: what this run
    /// stored, then the packs' entries, newest first.
    func candidates(for key: UInt64) -> [Candidate] {
        lock.lock()
        defer { lock.unlock() }
        readPacksOnce()
        var found: [Candidate] = stored[key].map { [.stored($0)] } ?? []
        for location in (packed[key] ?? []).reversed() {
            found.append(.packed(pack: location.pack, bytes: packs[location.pack].bytes, range: location.range))
        }
        return found
    }

    /// The candidate that decoded: the one a prune keeps for its key.
    func markUsed(_ candidate: Candidate, for key: UInt64) {
        guard case .packed(let pack, _, let range) = candidate else { return }
        lock.lock()
        used[key] = (pack, range)
        lock.unlock()
    }

    func store(_ entry: [UInt8], for key: UInt64) {
        lock.lock()
        if stored.updateValue(entry, forKey: key) == nil || savedIn[key] != nil { unsaved.append(key) }
        savedIn[key] = nil
        lock.unlock()
    }

    /// Writes the entries stored since the last save as one new pack; or, when the
    /// folder already holds `maximumPacks` (runs over a part of the project do not
    /// prune), all of their newest entries and those stored as one pack instead of them.
    func saveStored() {
        lock.lock()
        defer { lock.unlock() }
        let keys = unsaved
        unsaved = []
        guard !keys.isEmpty else { return }
        readPacksOnce()
        guard packs.count + savedCounts.count < Self.maximumPacks else {
            var all = keys
            for pack in packs { all += pack.entries.map(\.key) }
            return replacePacks(keeping: all)
        }
        let name = CachePack.newName()
        let pack = CachePack.encode(keys.map { ($0, stored[$0]![...]) }, stamp: stamp)
        guard (try? FactCache.writeAtomically(pack, to: folder + "/" + name)) != nil else { return }
        for key in keys { savedIn[key] = name }
        savedCounts[name] = keys.count
    }

    static let maximumPacks = 8

    /// Leaves one pack holding an entry for each of `keys` only: the entry this run stored
    /// or loaded for it, else its newest in the packs. Every other pack goes, those of
    /// other stamps too. Nothing is written when the folder already holds just that.
    /// Afterwards the run starts over from the folder, as a new run would.
    func prune(keeping keys: [UInt64]) {
        lock.lock()
        defer { lock.unlock() }
        readPacksOnce()
        replacePacks(keeping: keys)
    }

    private func replacePacks(keeping keys: [UInt64]) {
        var kept: [(key: UInt64, bytes: ArraySlice<UInt8>)] = []
        var sources = Set<String>()
        var seen = Set<UInt64>()
        for key in keys where seen.insert(key).inserted {
            if let entry = stored[key] {
                kept.append((key, entry[...]))
                sources.insert(savedIn[key] ?? "")
            } else if let location = used[key] ?? packed[key]?.last {
                kept.append((key, packs[location.pack].bytes[location.range]))
                sources.insert(packs[location.pack].name)
            }
        }
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(CachePack.isPackName)
        if sources.count == 1, present == Array(sources), kept.count == entryCount(of: present[0]) { return }
        var written: String?
        if !kept.isEmpty {
            let name = CachePack.newName()
            guard (try? FactCache.writeAtomically(CachePack.encode(kept, stamp: stamp), to: folder + "/" + name)) != nil else { return }
            written = name
        }
        for name in present where name != written { unlink(folder + "/" + name) }
        (packs, packed, hasRead, stored, unsaved, savedIn, savedCounts, used) = ([], [:], false, [:], [], [:], [:], [:])
    }

    private func entryCount(of packName: String) -> Int {
        savedCounts[packName] ?? packs.first { $0.name == packName }?.entries.count ?? -1
    }

    /// Reads every pack of this stamp in the folder, oldest first; packs this run saved
    /// are not read again (their entries are in `stored`).
    private func readPacksOnce() {
        guard !hasRead else { return }
        hasRead = true
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(CachePack.isPackName).sorted()
        for name in names where savedCounts[name] == nil {
            guard case .success(let bytes) = FileBytes.reading(folder + "/" + name),
                  let pack = CachePack(name: name, bytes: bytes), pack.stamp == stamp else { continue }
            for entry in pack.entries { packed[entry.key, default: []].append((packs.count, entry.range)) }
            packs.append(pack)
        }
    }
}
