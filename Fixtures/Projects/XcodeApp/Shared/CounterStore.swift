final class CounterStore {
    var count = 0
}
