import Foundation

var launchCount = 0 // expect-warning: shared-mutable-state "global variable 'launchCount'"
var lastOpenedURL: URL? // expect-warning: shared-mutable-state "'lastOpenedURL'"
let appName = "Orders"
var isDebugBuild: Bool { false }
@MainActor var visibleScreens: [String] = []

enum Flags {
    static var verbose = false // expect-warning: shared-mutable-state "static variable 'Flags.verbose'"
    static let build = "1.0"
    static var computed: Int { 1 }
}

struct Theme {
    static var current = Theme() // expect-warning: shared-mutable-state "'Theme.current'"
    @TaskLocal static var traceID: String?
}

@MainActor
final class Appearance {
    static var accent = "blue"
}

actor Counter {
    static var total = 0
    var value = 0
}
