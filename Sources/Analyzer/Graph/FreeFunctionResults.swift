import DilintFacts
import DilintSyntax
import Foundation

/// The declared result of each top-level function of the analyzed code, by name: what a
/// factory calling one (`register { makePricing() }`) registers. Listed once, at the
/// first question, by whichever thread asks first.
final class FreeFunctionResults: @unchecked Sendable {
    struct Result {
        var type: TypeSyntax
        var module: String
        var file: String
    }

    private let files: [FileAnalysis]
    private let lock = NSLock()
    private var byName: [String: [Result]]?

    init(files: [FileAnalysis]) { self.files = files }

    /// The results of the functions of that name in `module`, else in any module.
    func results(named name: String, module: String) -> [Result] {
        let all = listed()[name] ?? []
        let own = all.filter { $0.module == module }
        return own.isEmpty ? all : own
    }

    private func listed() -> [String: [Result]] {
        lock.lock()
        defer { lock.unlock() }
        if let byName { return byName }
        var listed: [String: [Result]] = [:]
        for file in files {
            for result in file.outline.functionResults {
                listed[result.name, default: []].append(Result(type: result.type, module: file.module, file: file.path))
            }
        }
        byName = listed
        return listed
    }
}
