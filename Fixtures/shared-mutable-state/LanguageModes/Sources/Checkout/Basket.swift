import Foundation

// The package's tools version builds this target in the Swift 6 mode: the compiler
// rejects an unisolated mutable static, so the rule leaves it to the compiler.
enum Basket {
    static var itemCount = 0

    static func add() {
        DispatchQueue.global().async { itemCount += 1 }
    }
}
