import Analyzer

/// Code that checks the app rather than runs in it: a test target, a test folder
/// (`TestCode.isTestPath`), or a file importing a test framework.
enum TestFiles {
    static let frameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

    /// `imports`: the modules the file imports.
    static func isTestCode(path: String, module: String, imports: [String], in project: Project) -> Bool {
        project.modules.info[module]?.isTest == true || TestCode.isTestPath(path) || imports.contains { frameworks.contains($0) }
    }
}
