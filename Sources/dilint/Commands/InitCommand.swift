import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation

/// `dilint init`: a commented starter `.dilint.yml` for the code in the current
/// directory, naming the rules and the containers found, and proposing the architecture
/// rules' composition root and layers from the code.
enum InitCommand {
    static let spec = CommandSpec(
        name: "init", synopsis: "",
        summary: "Write a commented starter .dilint.yml for the code found in the current directory.",
        details: "An existing .dilint.yml is never overwritten.",
        options: [], maximumPositionals: 0)

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        let parsed = try spec.parser.parse(arguments)
        if parsed.wantsHelp {
            console.out(spec.helpText)
            return .success
        }
        let path = ConfigurationLoader.fileName
        if FileManager.default.fileExists(atPath: path) {
            throw UsageError("'\(path)' already exists; remove it first to write a new one")
        }
        let (files, projectFiles) = try ProjectLoading.walk(["."], configuration: .default, console: console)
        var survey = ContainerSurvey()
        for input in files {
            guard let data = FileManager.default.contents(atPath: input.absolutePath) else { continue }
            survey.survey(SourceFile(path: input.displayPath, bytes: [UInt8](data)))
        }
        let architecture = proposal(files: files, projectFiles: projectFiles)
        let text = starterConfiguration(survey: survey, swiftFileCount: files.count, architecture: architecture)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            throw UsageError("cannot write '\(path)': \(error.localizedDescription)")
        }
        console.note("wrote \(path) for \(TextReporter.count(files.count, "Swift file"))")
        return .success
    }

    /// What the starter file excludes, and so what the proposal does not read.
    static let excluded = ["**/Generated/**", "Pods", "Carthage"]

    /// The architecture read from the files the starter file leaves in, with no rule run.
    static func proposal(files: [InputFile], projectFiles: [InputFile]) -> ArchitectureProposal {
        let excluded = Self.excluded.compactMap { try? Glob($0) }
        let kept = files.filter { file in !excluded.contains { $0.matches(file.displayPath) } }
        var request = Linter.Request(files: kept, configuration: .default, disable: RuleCatalog.ids,
                                     roots: ProjectLoading.displayPaths(["."]))
        request.projectFiles = projectFiles
        return ArchitectureProposal(Linter.run(request).project)
    }

    static func starterConfiguration(survey: ContainerSurvey, swiftFileCount: Int,
                                     architecture: ArchitectureProposal = ArchitectureProposal()) -> String {
        var text = """
            # dilint configuration. Paths are relative to this file.
            # `dilint rules` lists the rules; `dilint explain RULE` explains one.

            # Where to look when no path is named (default: this folder).
            # included: [App, Modules]
            excluded: \(ArchitectureProposal.yamlList(excluded))

            """
        text += "\n# What was found in the \(TextReporter.count(swiftFileCount, "Swift file")) here:\n"
        if survey.isEmpty {
            text += "#   no DI library imports, no …Locator types, no ISingleton-style protocols.\n"
        }
        for (library, file) in survey.libraries.sorted(by: { $0.key < $1.key }) {
            text += "#   import \(library)  (first in \(file)); dilint recognises it without configuration.\n"
        }
        for (locator, file) in survey.locators.sorted(by: { $0.key < $1.key }) {
            text += "#   a service locator type \(locator)  (\(file)); describe it under `containers.locators`.\n"
        }
        for (name, file) in survey.registeringProtocols.sorted(by: { $0.key < $1.key }) {
            text += "#   types conform to \(name)  (first in \(file)); see `containers.conformance`.\n"
        }
        text += "\nrules:\n"
        text += "  # Each rule: off, note, warning, error, or a mapping with `severity` and its options.\n"
        for entry in RuleCatalog.entries {
            text += "  \(entry.id): \(entry.defaultSeverity.rawValue)  # \(entry.summary)\n"
        }
        text += "\n# Home-made containers dilint cannot know by name.\n"
        let locators = survey.locators.keys.sorted()
        if locators.isEmpty && survey.registeringProtocols.isEmpty {
            text += """
                # containers:
                #   locators:
                #     - type: AppLocator     # the type, or its static `shared` instance, that receives the calls
                #       register: [put]
                #       resolve: [get]
                #       resolve_many: [all]
                #   conformance:             # conforming to one of these registers the type, with this lifetime
                #     ISingleton: singleton  # singleton | scoped | transient

                """
        } else {
            // Left commented: the method names are guesses for the user to check.
            text += "# containers:\n"
            if !locators.isEmpty {
                text += "#   locators:\n"
                for locator in locators {
                    text += "#     - type: \(locator)\n#       register: [register]\n#       resolve: [resolve]\n"
                }
            }
            if !survey.registeringProtocols.isEmpty {
                text += "#   conformance:\n"
                for name in survey.registeringProtocols.keys.sorted() {
                    let lifetime = ContainerSurvey.lifetime(suggestedBy: name) ?? .transient
                    text += "#     \(name): \(lifetime.rawValue)\n"
                }
            }
        }
        text += """

            # Types provided outside the analyzed code, e.g. by the app delegate at launch.
            # assume_registered: [URLSession]

            """
        return text + architecture.text
    }
}
