import Factory

final class Router {}
final class Tracker {}
final class Legacy {}
final class Exporter {}
final class Printer {}
final class BarcodeReader {}
final class Archiver {}

extension Container {
    var router: Factory<Router> { self { Router() } }
    var tracker: Factory<Tracker> { self { Tracker() }.singleton }
    var legacy: Factory<Legacy> { self { Legacy() } } // expect-warning: unused-registration "'Legacy'"
    // Handed as a key path to the project's own function: used, though not as a resolution.
    var exporter: Factory<Exporter> { self { Exporter() } }
    var archiver: Factory<Archiver> { self { Archiver() } }
    // Spelled elsewhere only in a comment: not used.
    var barcodeReader: Factory<BarcodeReader> { self { BarcodeReader() } } // expect-warning: unused-registration "'BarcodeReader'"
}

final class PrintContainer: SharedContainer {
    static let shared = PrintContainer()
    let manager = ContainerManager()
    var printer: Factory<Printer> { self { Printer() } }
    // Resolved on `Self`, inside the container.
    static func warmUp() { _ = Self.shared.printer() }
}

struct Stage<T> {
    init(_ key: KeyPath<Container, Factory<T>>) {}
}

final class Coordinator {
    @Injected(\.router) var router
    let tracker = Container.shared.tracker()
    let stages = [Stage(\.exporter)]
    // let reader = Container.shared.barcodeReader()
    // A string may name a key for code dilint does not read; `//` in it opens no comment.
    let route = "https://example.org/keys // archiver"
}
