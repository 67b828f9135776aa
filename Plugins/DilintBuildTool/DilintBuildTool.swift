import Foundation
import PackagePlugin

/// Runs dilint on every build of a target that names this plugin. The whole package is
/// analyzed, so a registration in another target still counts; only findings in the
/// target's own Swift files are reported, as `path:line:col: severity: message [rule-id]`
/// lines that SwiftPM prints and Xcode shows as issues. Findings at error severity fail the
/// build, as SwiftLint's build plugin does: an error-level finding is a crash waiting on a
/// device. Lower a rule to `warning` in `.dilint.yml` to see it without failing.
@main
struct DilintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let everySwiftFile = context.package.targets
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        return try DilintRun(
            tool: context.tool(named: "dilint").url,
            root: context.package.directoryURL,
            reported: module.sourceFiles(withSuffix: "swift").map(\.url),
            analyzed: everySwiftFile,
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.name
        ).commands()
    }
}

/// One `dilint lint` over `root`, reporting on `reported`; shared by packages and Xcode projects.
struct DilintRun {
    var tool: URL
    var root: URL
    var reported: [URL]
    var analyzed: [URL]
    var workDirectory: URL
    var name: String

    func commands() throws -> [Command] {
        guard !reported.isEmpty else { return [] }
        let configuration = root.appendingPathComponent(".dilint.yml")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        // SwiftPM schedules a build command only for its declared outputs, and sorts them
        // by type: a report file would be copied into the target's resources. A Swift file
        // holding only a comment is compiled to nothing, and makes the target's compile
        // wait for dilint. dilint writes nothing to it: the plugin writes it once, here.
        let stamp = workDirectory.appendingPathComponent("dilint-\(name)-build-tool.swift")
        if !FileManager.default.fileExists(atPath: stamp.path) {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            try "// Declared as the dilint build command's output so that the build runs it.\n"
                .write(to: stamp, atomically: true, encoding: .utf8)
        }
        // The folder a build command runs in is not ours to choose, hence
        // --working-directory; Xcode links an issue to its file only by an absolute path.
        var arguments = [
            "lint", "--working-directory", root.path, "--absolute-paths", "--quiet",
            "--reporter", "xcode",
            "--reporter", "xcode:" + workDirectory.appendingPathComponent("dilint-report.txt").path,
            "--cache-path", workDirectory.appendingPathComponent("dilint-cache").path,
        ]
        if hasConfiguration { arguments += ["--config", ".dilint.yml"] }
        // Relative to the root: dilint resolves them in the folder it works in, where a
        // symbolic link in an absolute path (macOS' /tmp) would no longer match.
        arguments += ["--only-files"] + reported.map(relativeToRoot).sorted()
        return [.buildCommand(
            displayName: "dilint \(name)",
            executable: tool,
            arguments: arguments,
            inputFiles: analyzed + (hasConfiguration ? [configuration] : []),
            outputFiles: [stamp]
        )]
    }

    private func relativeToRoot(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Not compiled on Linux, where XcodeProjectPlugin does not exist: written against Xcode
// 16's API and not run by any test here.
extension DilintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        func swiftSources(_ target: XcodeTarget) -> [URL] {
            target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        }
        return try DilintRun(
            tool: context.tool(named: "dilint").url,
            root: context.xcodeProject.directoryURL,
            reported: swiftSources(target),
            analyzed: context.xcodeProject.targets.flatMap(swiftSources),
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.displayName
        ).commands()
    }
}
#endif
