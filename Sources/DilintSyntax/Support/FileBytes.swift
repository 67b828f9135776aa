#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes read straight into the array the analysis keeps. `FileManager`'s
/// `contents(atPath:)` reads into a `Data` that is then copied: twice the memory touched
/// for every file, which on the corpus was a tenth of a run's time in page faults.
public enum FileBytes {
    /// The whole file, or nil when it cannot be opened or read, or is not a regular file.
    public static func contents(of path: String) -> [UInt8]? {
        try? reading(path).get()
    }

    /// The whole file, or why it could not be read, in the system's words.
    public static func reading(_ path: String) -> Result<[UInt8], FileReadError> {
        // Not blocking: a pipe put where the walk saw a file would wait for a writer.
        // Reads of a regular file ignore the flag.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(FileReadError(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(FileReadError(errno: errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(FileReadError(reason: "not a regular file")) }
        let size = Int(status.st_size)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size, let base = buffer.baseAddress {
                let got = read(descriptor, base + count, size - count)
                if got > 0 {
                    count += got
                } else if got < 0, errno == EINTR {
                    continue
                } else {
                    if got < 0 { failure = errno }
                    return
                }
            }
        }
        guard failure == 0 else { return .failure(FileReadError(errno: failure)) }
        // A file that grew since `fstat` (or whose size it does not tell) is read to its end.
        switch remainder(descriptor) {
        case .success(let rest):
            bytes += rest
            return .success(bytes)
        case .failure(let error):
            return .failure(error)
        }
    }

    private static func remainder(_ descriptor: Int32) -> Result<[UInt8], FileReadError> {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16_384) { chunk -> Result<[UInt8], FileReadError> in
            var result: [UInt8] = []
            while true {
                let got = read(descriptor, chunk.baseAddress, chunk.count)
                if got < 0, errno == EINTR { continue }
                if got < 0 { return .failure(FileReadError(errno: errno)) }
                if got == 0 { return .success(result) }
                result += chunk[0..<got]
            }
        }
    }
}

/// Why a file or folder could not be read: the system's words (`strerror`), e.g. "permission denied".
public struct FileReadError: Error, Sendable {
    public var reason: String

    init(reason: String) {
        self.reason = reason
    }

    package init(errno code: Int32) {
        reason = strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
    }
}
