import Resolver

final class ProfileModel {
    private let session: Session = Resolver.resolve() // expect-warning: locator-outside-composition-root "resolves 'Session'"
    // Property wrappers are the framework's design: not reported by default.
    @Injected var other: Session
}
