// The app target: listed one by one in the Sources build phase.
final class TallyApp {
    let counter = CounterStore()
}
