final class CounterStoreTests {
    func testStartsAtZero() -> Bool { CounterStore().count == 0 }
}
