@Sync.Worker final class Mixer {
    @Clamped<Int>(0...10) var volume = 5
    @Stored<Array<String>> public var names: [String]
    @Lookup<Int,0 (String) -> Void> static var table = [:]
    @Erased<A-ny>
    var payload: Any
    var level: Int {
        @Tracing.Logged get { 0 }
        @Tracing.Logged(level: 2) set { }
    }
    @Broken<Int0b1_0 var dangling = 0
class Formatters 679 0    @Deep<A<B<C>>>, @Shift<D>> func f() {}
}
