import Knit
import KnitMacros

// Knit's `@Resolvable` generates `make(resolver:)` from the initializer it marks: a factory
// calling it resolves each parameter, but those the caller passes (`@Argument`), those
// that keep their default (`@UseDefault`) and, untyped, a `@Named` one.

protocol Archive {}
final class ShelfArchive: Archive {}
final class Catalogue {}

final class Librarian {
    @Resolvable<Resolver>
    init(catalogue: Catalogue, archive: Archive?, @UseDefault strict: Bool = false, @Named("backup") spare: Archive) {}

    init() {}
}

final class Loan {
    @Resolvable<Resolver>
    init(@Argument days: Int, catalogue: Catalogue) {}
}

final class Reader {
    static func make(resolver: Resolver) -> Reader { Reader() }
}

struct LibraryAssembly: ModuleAssembly {
    typealias TargetResolver = Resolver

    func assemble(container: Container<TargetResolver>) {
        container.register(Catalogue.self) { _ in Catalogue() } // expect-registration: Catalogue
        container.register(Archive.self) { _ in ShelfArchive() } // expect-registration: Archive
        container.register(Librarian.self) { Librarian.make(resolver: $0) } // expect-registration: Librarian // expect-resolution: Catalogue by=Librarian // expect-resolution: Archive optional by=Librarian // expect-resolution: ? by=Librarian
        container.register(Loan.self) { (resolver, days: Int) in Loan.make(resolver: resolver, days: days) } // expect-registration: Loan args=Int // expect-resolution: Catalogue by=Loan
        // A `make` written by hand: what it resolves is not read.
        container.register(Reader.self) { Reader.make(resolver: $0) } // expect-registration: Reader
    }
}
