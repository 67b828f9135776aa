import Swinject

final class PluginHost {}
final class Toolbar {}

func assemblePlugins(_ container: Container) {
    // Resolved by plug-ins loaded at run time, which dilint does not read.
    container.register(PluginHost.self) { _ in PluginHost() }
    container.register(Toolbar.self) { _ in Toolbar() } // expect-warning: unused-registration "'Toolbar'"
}
