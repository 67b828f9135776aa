import DITranquillity

protocol Exporting {}
final class PdfExport: Exporting {}
final class CsvExport: Exporting {}
final class Printer {}
final class Scanner {}

final class OfficePart: DIPart {
    static func load(container: DIContainer) {
        container.register(PdfExport.init).as(Exporting.self)
        container.register(CsvExport.init).as(Exporting.self)
        container.register(Printer.init)
        container.register(Scanner.init) // expect-warning: unused-registration "'Scanner'"
    }
}

final class OfficeFramework: DIFramework {
    static let container = DIContainer()

    static func load(container: DIContainer) {
        container.append(part: OfficePart.self)
    }
}

// The project's own forwarder: each call resolves its caller's type.
enum Office {
    static func resolve<T>() -> T {
        OfficeFramework.container.resolve()
    }
}

final class ExportMenu {
    // Resolving many asks for every registration of the type.
    let exports: [Exporting] = OfficeFramework.container.resolveMany()
    let printer: Printer = Office.resolve()
}
