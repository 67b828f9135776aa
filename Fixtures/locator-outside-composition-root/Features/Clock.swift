import Factory

final class TimerModel {
    @Injected(\.clock) var clock

    func now() -> Clock {
        Container.shared.clock() // expect-warning: locator-outside-composition-root "resolves 'Clock'"
    }
}
