import Foundation
import PackagePlugin

/// `swift package dilint [--target NAME ...] [dilint lint options]`: runs the `dilint`
/// built from this package on the package that uses the plugin. With `--target`, only
/// those targets' Swift files are reported on; the whole package is still analyzed, so a
/// registration in another target still counts.
@main
struct DilintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var lintArguments = ["lint"] + extractor.remainingArguments
        let packageDirectory = context.package.directoryURL
        if !targetNames.isEmpty {
            let targets = try context.package.targets(named: targetNames)
            let files = targets.compactMap { $0 as? SourceModuleTarget }
                .flatMap { $0.sourceFiles(withSuffix: "swift") }
                .map { relativePath(of: $0.url, in: packageDirectory) }
            guard !files.isEmpty else { throw PluginFailure("the named targets have no Swift files") }
            lintArguments += ["--only-files"] + files.sorted()
        }

        let process = Process()
        process.executableURL = try context.tool(named: "dilint").url
        process.arguments = lintArguments
        process.currentDirectoryURL = packageDirectory
        try process.run()
        process.waitUntilExit()

        switch process.terminationStatus {
        case 0: return
        case 1: throw PluginFailure("dilint found problems that fail")
        default: throw PluginFailure("dilint stopped with exit status \(process.terminationStatus)")
        }
    }

    /// dilint reports paths relative to the folder it runs in; targets are named the same way.
    private func relativePath(of url: URL, in base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
