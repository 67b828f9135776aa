import Foundation
import ShelfKit

// `ShelfCardView` comes from a package dilint does not read: if it is a `UIView`, this
// class and its statics are on the main actor, and nothing here says otherwise.
final class ProductCardView: ShelfCardView {
    static var renderedBadges: [String: Int] = [:]

    func render(_ badge: String) {
        DispatchQueue.main.async { Self.renderedBadges[badge, default: 0] += 1 }
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in Self.renderedBadges[badge] = nil }
    }
}

// Foundation's `Operation` is no actor's: its statics are the rule's.
final class ThumbnailJob: Operation {
    static var finishedCount = 0 // expect-warning: shared-mutable-state "static variable 'ThumbnailJob.finishedCount'"

    override func main() {
        DispatchQueue.global().async { Self.finishedCount += 1 } // expect-note: shared-mutable-state
    }
}
