import DITranquillity

protocol Printer {}
final class InkPrinter: Printer {}
final class LaserPrinter: Printer {}

// Two helpers, each filling a container it is given: nothing shows that one container
// gets both, so the resolution below is not known to find two.
enum PrinterSetup {
    static func registerInk(in container: DIContainer) {
        container.register(InkPrinter.init).as(Printer.self)
    }

    static func registerLaser(in container: DIContainer) {
        container.register(LaserPrinter.init).as(Printer.self)
    }
}

final class PrintQueue {
    func next(from container: DIContainer) -> Printer {
        container.resolve()
    }
}
