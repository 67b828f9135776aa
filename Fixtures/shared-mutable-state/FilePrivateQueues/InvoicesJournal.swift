import Foundation

private final class Journal {
    static let queue = DispatchQueue(label: "invoices.journal", attributes: .concurrent)
    static var lines: [String] = [] // expect-warning: shared-mutable-state "static variable 'Journal.lines'"
}

final class InvoicesRecorder {
    func record(_ line: String) {
        Journal.queue.async { Journal.lines.append(line) }
    }
}
