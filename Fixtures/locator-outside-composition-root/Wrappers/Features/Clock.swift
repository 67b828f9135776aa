import Factory

final class TimerModel {
    @Injected(\.clock) var clock // expect-warning: locator-outside-composition-root "injects 'Clock'"
}
