import Foundation

var launchCount = 0 // expect-warning: shared-mutable-state "global variable 'launchCount'"
var lastOpenedURL: URL? // expect-warning: shared-mutable-state "'lastOpenedURL'"
var defaultTimeout = 30.0
let appName = "Orders"
var isDebugBuild: Bool { false }
@MainActor var visibleScreens: [String] = []

public func recordLaunch() {
    DispatchQueue.global().async { launchCount += 1 } // expect-note: shared-mutable-state "'launchCount' is written here in 'recordLaunch'"
}

public func open(_ url: URL) async {
    lastOpenedURL = url // expect-note: shared-mutable-state
    visibleScreens.append(url.path)
}

/// A local of the same name is the function's own.
public func measure() -> Double {
    var defaultTimeout = 5.0
    defaultTimeout *= 2
    return defaultTimeout
}

enum Flags {
    static var verbose = false // expect-warning: shared-mutable-state "static variable 'Flags.verbose'"
    static var logLevel = 1
    static let build = "1.0"
    static var computed: Int { 1 }

    public static func enableVerbose() async {
        verbose = true // expect-note: shared-mutable-state
    }
}

struct Theme {
    static var current = Theme() // expect-warning: shared-mutable-state "'Theme.current'"
    @TaskLocal static var traceID: String?
    var accent = "blue"
}

final class ThemeSwitcher {
    public func useHighContrast() async {
        Theme.current.accent = "black" // expect-note: shared-mutable-state "'current' is written here in 'useHighContrast'"
    }
}

@MainActor
final class Appearance {
    static var accent = "blue"
    public static func reset() { accent = "blue" }
}

actor Counter {
    static var total = 0
    var value = 0
    public func bump() { Counter.total += 1 }
}

/// Written only where the app launches.
enum LaunchOptions {
    static var isUITesting = false
}

final class AppDelegate {
    public func application(_ application: Any, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        LaunchOptions.isUITesting = options?["uitest"] != nil
        return true
    }
}

/// A key whose address is handed to the Objective-C runtime, never written.
private var badgeKey: UInt8 = 0

public func badge(of object: AnyObject) -> Any? {
    objc_getAssociatedObject(object, &badgeKey)
}

/// Written only by a setter that does nothing unless tests run.
enum Clock {
    static var override: Date?

    public static func setOverride(_ date: Date) {
        guard ProcessInfo.isRunningTests else { return }
        override = date
    }
}

/// Written under a lock each time.
enum RequestIDs {
    private static let lock = NSLock()
    static var next = 0

    public static func make() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next
    }
}

/// Storage that protects itself, and a wrapper that stores elsewhere.
enum StoredSettings {
    static var hits = OSAllocatedUnfairLock(initialState: 0)
    @UserDefault("onboarded") static var onboarded = false

    public static func markOnboarded() {
        hits = OSAllocatedUnfairLock(initialState: 1)
        onboarded = true
    }
}

/// The author says it is safe: a note.
nonisolated(unsafe) var sharedFormatterLocale = "en" // expect-note: shared-mutable-state "global variable 'sharedFormatterLocale'"

public func useGerman() async {
    sharedFormatterLocale = "de" // expect-note: shared-mutable-state
}
