import Swinject

// Nothing registers ReportPrinter: unregistered-resolution, at error severity.
final class ReportsViewModel {
    private let printer: ReportPrinter

    init(resolver: Resolver) {
        printer = resolver.resolve(ReportPrinter.self)!
    }
}

// Registers something, so the project is seen to configure Swinject here.
final class ReportsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ReportsViewModel.self) { r in ReportsViewModel(resolver: r) }
    }
}
