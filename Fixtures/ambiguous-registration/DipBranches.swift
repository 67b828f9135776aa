import Dip

protocol Catalog {}
final class RemoteCatalog: Catalog {}
final class BundledCatalog: Catalog {}

enum CatalogSource { case remote, bundled, preview }

// One arm of an `if`/`else` or one `switch` case runs, never two: the same key in each
// arm is a choice, not a replacement. Registering after the branch replaces either.
enum CatalogSetup {
    private static let useRemote = ProcessInfo.processInfo.arguments.contains("-remote")

    static func configure(_ container: DependencyContainer) {
        if useRemote {
            container.register { RemoteCatalog() as Catalog } // expect-note: ambiguous-registration
        } else if ProcessInfo.processInfo.environment["PREVIEW"] != nil {
            container.register { BundledCatalog() as Catalog } // expect-note: ambiguous-registration
        } else {
            container.register { BundledCatalog() as Catalog } // expect-note: ambiguous-registration
        }
        container.register { RemoteCatalog() as Catalog } // expect-error: ambiguous-registration "registered again"
    }

    static func configure(_ container: DependencyContainer, source: CatalogSource) {
        switch source {
        case .remote:
            container.register { RemoteCatalog() as Catalog }
        case .bundled, .preview:
            container.register { BundledCatalog() as Catalog }
        }
    }

    static func configureTwice(_ container: DependencyContainer, flag: Bool) {
        if flag {
            container.register { RemoteCatalog() as Catalog } // expect-note: ambiguous-registration
            container.register { BundledCatalog() as Catalog } // expect-error: ambiguous-registration "registered again"
        }
    }
}

// `validate()` builds every registration: the first is used before the second replaces it.
enum CatalogChecks {
    static func check(_ container: DependencyContainer) throws {
        container.register { RemoteCatalog() as Catalog }
        try container.validate()
        container.register { BundledCatalog() as Catalog }
        try container.validate()
    }
}
