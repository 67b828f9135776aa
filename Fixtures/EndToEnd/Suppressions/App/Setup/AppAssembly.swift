import Swinject

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Analytics.self) { _ in ConsoleAnalytics() }
        // "// dilint:disable:next in-a-string" is not a comment, so it is no finding.
        let note = "// dilint:disable:next in-a-string"
        _ = note
    }
}
