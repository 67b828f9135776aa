import Analyzer
import DilintFacts
import DilintSyntax
import Foundation

/// Where `dilint lint` keeps its cache: `--cache-path DIR`; else `.dilint-cache/` beside
/// the configuration file; else a folder per project under `~/.cache/dilint`. None with
/// `--no-cache`, and none on CI (`CI=true`) unless `--cache-path` asks for one: a CI run
/// starts from a clean checkout and would only pay for writing it.
enum CacheLocation {
    static let folderName = ".dilint-cache"

    static func directory(noCache: Bool, cachePath: String?, configuration: Configuration,
                          environment: [String: String]) -> String? {
        if noCache { return nil }
        if let cachePath { return FilePaths.absolute(cachePath) }
        if let ci = environment["CI"], ["true", "1", "yes"].contains(ci.lowercased()) { return nil }
        if configuration.filePath != nil {
            return FilePaths.absolute(configuration.baseDirectory) + "/" + folderName
        }
        let home = environment["XDG_CACHE_HOME"].map { $0 + "/dilint" }
            ?? environment["HOME"].map { $0 + "/.cache/dilint" }
        guard let home else { return nil }
        let project = FileManager.default.currentDirectoryPath
        return home + "/" + ContentHash.hex(ContentHash.of(project))
    }

    static func cache(noCache: Bool, cachePath: String?, configuration: Configuration,
                      environment: [String: String]) -> FactCache? {
        directory(noCache: noCache, cachePath: cachePath, configuration: configuration, environment: environment).map {
            FactCache(directory: $0, toolVersion: CommandLineTool.version + "+" + BuildIdentity.current,
                      configurationFingerprint: configuration.fingerprint)
        }
    }
}
