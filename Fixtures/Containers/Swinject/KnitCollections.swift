import Knit

// Knit, imported alone (it re-exports Swinject): entries registered into a collection, each
// under a name Knit makes unique, and the collection resolved, empty when nothing was added.

protocol Exporter {}
struct CSVExporter: Exporter {}
struct PDFExporter: Exporter {}

struct ExportAssembly: AutoInitModuleAssembly {
    typealias TargetResolver = Resolver

    func assemble(container: Container<TargetResolver>) {
        container.registerIntoCollection(Exporter.self) { _ in CSVExporter() } // expect-registration: Exporter name="<known at run time>"
        container.registerIntoCollection(Exporter.self, factory: { _ in PDFExporter() }) // expect-registration: Exporter name="<known at run time>"
        container.registerAbstract(Reporting.self) // expect-registration: Reporting
    }
}

protocol Reporting {}

enum ExportScreen {
    static func exporters(_ resolver: Resolver) -> Int {
        resolver.resolveCollection(Exporter.self).entries.count // expect-resolution: Exporter many
    }
}
