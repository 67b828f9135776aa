import Swinject

// Nothing registers ReportPrinter: unregistered-resolution, at error severity.
final class ReportsViewModel {
    private let printer: ReportPrinter

    init(resolver: Resolver) {
        printer = resolver.resolve(ReportPrinter.self)!
    }
}
