import Foundation

/// The files a measured child reads — the Swift files of the folder it works on — and
/// those it runs from — this executable and the shared libraries it maps — read through
/// before the child starts, so that every phase finds them in the page cache.
///
/// Why: this machine pages out what was not touched for 6 s (DAMON's `pageout` scheme on
/// physical memory), and a phase that found the corpus evicted waited on the disk. A
/// one-thread run 7 s after the corpus was last read took a median 71 ms more wall time
/// than CPU time (6 runs); with the corpus read first, none (6 runs). Its code's 4–21
/// major faults in those runs cost nothing measurable, but are read as well. Every phase,
/// SwiftParser's included, gets the same treatment.
enum PageCacheWarming {
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

    /// Reads `files` and the mapped files through, discarding the bytes.
    static func warm(_ files: [String]) {
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        for path in mappedFiles + files {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { continue }
            while read(descriptor, buffer, chunk) > 0 {}
            close(descriptor)
        }
    }
}
