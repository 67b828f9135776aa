import Foundation

/// The files this executable runs from — itself and the shared libraries it maps — read
/// once more before each measured child, so that their pages are in the page cache when
/// the child starts.
///
/// Why: a machine that pages out what was not touched for a few seconds (this one runs
/// DAMON's `pageout` scheme: physical pages idle for 6 s are reclaimed) makes whichever
/// phase follows a long one fault its code back in from disk. In the turns the phases
/// take, dilint's one-thread run comes right after SwiftParser's five seconds: after 8 s
/// idle, a one-thread run paid 10–19 major faults and 10–90 ms more than the next one
/// (three tries), and the all-cores run right after it paid 0–3.
/// Both peers get the same treatment; the corpus itself is read by the phases.
enum CodeWarming {
    /// The file-backed mappings of this process, from `/proc/self/maps` (none elsewhere).
    static let mappedFiles: [String] = {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return [] }
        var seen = Set<String>()
        var files: [String] = []
        for line in maps.split(separator: "\n") {
            // address perms offset device inode path
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            guard path.hasPrefix("/"), seen.insert(path).inserted else { continue }
            files.append(path)
        }
        return files
    }()

    /// Reads every mapped file through, discarding the bytes.
    static func warm() {
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        for path in mappedFiles {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { continue }
            while read(descriptor, buffer, chunk) > 0 {}
            close(descriptor)
        }
    }
}
