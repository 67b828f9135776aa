import Swinject

protocol Api {}
final class LiveApi: Api {}
final class ImageCache {}
final class CapturedImages {}
final class Feed {
    init(api: Api) {}
}
protocol Exporter {}
final class PdfExporter: Exporter {}
final class CsvExporter: Exporter {}
protocol Widget {}
final class Weather: Widget {}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Api.self) { _ in LiveApi() }
        container.register(Feed.self) { r in Feed(api: r.resolve(Api.self)!) }
        container.register(ImageCache.self) { _ in ImageCache() } // expect-warning: unused-registration "'ImageCache' is registered here but nothing"
        container.register(CapturedImages.self, name: "camera") { _ in CapturedImages() } // expect-warning: unused-registration "'CapturedImages' named"
        // Resolved under a name the code computes: either may be asked for.
        container.register(Exporter.self, name: "pdf") { _ in PdfExporter() }
        container.register(Exporter.self, name: "csv") { _ in CsvExporter() }
        container.register(Widget.self, name: "weather") { _ in Weather() }
    }
}

let assembler = Assembler([AppAssembly()])

final class Home {
    let feed = assembler.resolver.resolve(Feed.self)!

    func export(as format: String) -> Exporter? {
        assembler.resolver.resolve(Exporter.self, name: format)
    }
}

// Resolved under its name.
final class Dashboard {
    let widgets = assembler.resolver.resolve(Widget.self, name: "weather")
}

// An assembly nobody here applies is applied by code dilint does not read.
public final class AnalyticsAssembly: Assembly {
    public init() {}
    public func assemble(container: Container) {
        container.register(ImageCache.self) { _ in ImageCache() }
    }
}
