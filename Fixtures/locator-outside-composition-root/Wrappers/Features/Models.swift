import Resolver

final class ProfileModel {
    @Injected var session: Session // expect-warning: locator-outside-composition-root "'ProfileModel.session' injects 'Session' with a property wrapper outside the composition root"
}
