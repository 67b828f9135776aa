import DITranquillity

protocol Logger {
    func log(_ message: String)
}

final class ConsoleLogger: Logger {
    func log(_ message: String) {}
}

final class FileLogger: Logger {
    func log(_ message: String) {}
}

final class CatalogService {
    let logger: Logger
    let prices: PriceService

    init(logger: Logger, prices: PriceService) {
        self.logger = logger
        self.prices = prices
    }
}

final class PriceService {
    let catalog: CatalogService

    init(catalog: CatalogService) {
        self.catalog = catalog
    }
}

final class AuditTrail {
    var loggers: [Logger] = []
}

enum CatalogAssembly {
    static func build() throws -> DIScope {
        let builder = DIContainerBuilder()
        builder.register(ConsoleLogger.self) // expect-note: ambiguous-registration
            .asType(Logger.self)
            .initializer { ConsoleLogger() }
        builder.register(FileLogger.self) // expect-note: ambiguous-registration
            .asType(Logger.self)
            .initializer { FileLogger() }
        builder.register(CatalogService.self)
            .initializer { scope in CatalogService(logger: *!scope, prices: *!scope) } // expect-error: ambiguous-registration "'Logger'" // expect-error: dependency-cycle "CatalogService → PriceService → CatalogService"
        builder.register(PriceService.self)
            .initializer { scope in PriceService(catalog: *!scope) }
        builder.register(AuditTrail.self)
            .dependency { scope, trail in trail.loggers = **!scope }
        return try builder.build()
    }
}
