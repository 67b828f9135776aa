import DilintSyntax
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

    /// What stands at `path`, and whether it is reached through a symbolic link there:
    /// one `lstat`, and a `stat` only for a link.
    static func entry(at path: String) -> (entry: FileSystemEntry, isLink: Bool) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return (.missing, false) }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return (FileSystemEntry(path: path), true)
        case S_IFDIR: return (.directory, false)
        case S_IFREG: return (.regularFile, false)
        default: return (.special, false)
        }
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

    /// A name in a folder, with what the folder's listing says it is: a plain file or
    /// folder needs no `lstat` then. Nil where the listing does not tell (a link, or a
    /// file system that leaves the type unknown).
    struct Listed {
        var name: String
        var known: FileSystemEntry?
    }

    /// The names in a folder (without `.` and `..`), or why it cannot be listed.
    static func contents(ofDirectory path: String) -> Result<[Listed], FileReadError> {
        guard let directory = opendir(path) else { return .failure(FileReadError(errno: errno)) }
        defer { closedir(directory) }
        var names: [Listed] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return .failure(FileReadError(errno: errno)) }
                return .success(names)
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(Listed(name: name, known: listedType(entry.pointee.d_type))) }
        }
    }

    private static func listedType(_ type: UInt8) -> FileSystemEntry? {
        switch Int32(type) {
        case Int32(DT_REG): return .regularFile
        case Int32(DT_DIR): return .directory
        case Int32(DT_FIFO), Int32(DT_CHR), Int32(DT_BLK), Int32(DT_SOCK): return .special
        default: return nil
        }
    }
}
