final class CounterScreen {
    let label = CountLabel()
}
