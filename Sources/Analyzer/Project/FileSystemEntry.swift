import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path is on disk, following symbolic links, as the file walk needs to know it.
enum FileSystemEntry: Equatable {
    case missing
    /// A symbolic link whose target does not exist.
    case brokenLink
    case directory
    case regularFile
    /// A FIFO, socket or device: reading one could block, so it is never read.
    case special

    init(path: String) {
        var target = stat()
        if stat(path, &target) == 0 {
            switch target.st_mode & S_IFMT {
            case S_IFDIR: self = .directory
            case S_IFREG: self = .regularFile
            default: self = .special
            }
            return
        }
        var link = stat()
        self = lstat(path, &link) == 0 ? .brokenLink : .missing
    }

    /// The path with every symbolic link resolved, or nil when that fails (e.g. a loop).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var link = stat()
        return lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
    }

    static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }
}
