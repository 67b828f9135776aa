import Foundation

// Swift 5 mode, but every declaration is on the main actor by default.
final class Banner {
    static let shared = Banner()
    var message = ""

    func show(_ text: String) {
        DispatchQueue.main.async { self.message = text }
    }

    static var shownCount = 0

    static func count() {
        Task { shownCount += 1 }
    }
}
