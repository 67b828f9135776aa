import Swinject

// `#if targetEnvironment(macCatalyst)` and its `#else` never both compile: one
// registration each. A registration after the `#endif` runs on Catalyst too.

protocol Haptics {}
final class CatalystHaptics: Haptics {}
final class PhoneHaptics: Haptics {}
protocol ShareSheet {}
final class CatalystShareSheet: ShareSheet {}
final class PhoneShareSheet: ShareSheet {}

final class DeviceAssembly: Assembly {
    func assemble(container: Container) {
        #if targetEnvironment(macCatalyst)
        container.register(Haptics.self) { _ in CatalystHaptics() }
        #else
        container.register(Haptics.self) { _ in PhoneHaptics() }
        #endif
        #if targetEnvironment(macCatalyst)
        container.register(ShareSheet.self) { _ in CatalystShareSheet() }
        #endif
        container.register(ShareSheet.self) { _ in PhoneShareSheet() } // expect-error: ambiguous-registration "'ShareSheet' is registered again here and silently replaces"
    }
}

enum DeviceAssembler {
    static let assembler = Assembler([DeviceAssembly()])
}
