import Foundation

// Held to the Swift 5 mode: nothing checks this static but the rule.
enum Receipt {
    static var printedCount = 0 // expect-warning: shared-mutable-state "static variable 'Receipt.printedCount'"

    static func print() {
        DispatchQueue.global().async { printedCount += 1 } // expect-note: shared-mutable-state
    }
}
