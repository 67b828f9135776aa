import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells this build of dilint from another of the same version: its executable's
/// size and modification time. A cache entry is only as right as the extraction that wrote
/// it, and two builds from source between releases share a version string.
enum BuildIdentity {
    static let current: String = {
        #if os(Linux)
        let path = "/proc/self/exe"
        #else
        guard let path = Bundle.main.executablePath else { return "" }
        #endif
        var info = stat()
        guard stat(path, &info) == 0 else { return "" }
        #if os(Linux)
        return "\(info.st_size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)"
        #else
        return "\(info.st_size)-\(info.st_mtimespec.tv_sec)-\(info.st_mtimespec.tv_nsec)"
        #endif
    }()
}
