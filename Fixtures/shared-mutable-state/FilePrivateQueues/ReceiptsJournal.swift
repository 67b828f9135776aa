import Foundation

// Two files each keep a `private` journal of the same name: each file's `Journal` is its
// own type, so whether its queue is serial is read from that file's declaration.

private final class Journal {
    static let queue = DispatchQueue(label: "receipts.journal")
    static var lines: [String] = []
}

final class ReceiptsRecorder {
    func record(_ line: String) {
        Journal.queue.async { Journal.lines.append(line) }
    }
}
