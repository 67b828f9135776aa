import Analyzer
import DilintFacts
import DilintSyntax

/// State that many parts of the app share and can change (SPEC §7).
public struct SharedMutableStateRule: Rule {
    public static let description = RuleDescription(
        id: "shared-mutable-state",
        defaultSeverity: .warning,
        summary: "Globals, statics, singletons and shared registrations whose state is written at run time with nothing to protect it",
        rationale: """
            State that every screen reaches through a global, a static, a singleton or a container's \
            shared instance, and that some code writes after it is built, can be changed by any of \
            them, from any thread, in any order: a listener array mutated from async code, a flag a \
            network monitor writes on its own queue. Reported: a global or static `var` the code \
            writes somewhere; a singleton (`static let shared = Self()`) or a class registered with \
            a shared lifetime whose stored `var`s its code writes after construction. A write does \
            not count when it is made in an initializer of the type, in launch code \
            (`application(_:didFinishLaunchingWithOptions:)`, the `@main` type's `init`, \
            `main.swift`), in a test target, a preview, a test double or a setter that returns \
            unless tests run, nor in a function only such code calls, or nothing calls. A property \
            is reported only where the writes show that two threads can meet: some unprotected \
            write (to it, or to any of a shared instance's properties) runs later — in a closure, \
            in `async` code, or in a function a closure calls — and either one need not run on the \
            main thread (in a `Task`, an `async` function, a block handed to a queue other than \
            the main one, a `URLSession` completion handler, a chain that subscribes or receives \
            on a background queue, a signal or stream-termination handler, an actor; or called \
            from such code), or the writes come from more than one file. Writes all in one file, \
            in callbacks whose thread the code does not show, are left alone. Not reported: state \
            nothing writes (an App Intent's `static var title`, a constant spelled `var`); actors; \
            state isolated to a global actor, written or inferred (UIKit and AppKit views and \
            controllers, SwiftUI views, a module whose default isolation is `MainActor`); a class \
            whose superclass comes from a package the analyzed code does not include (it may be a \
            view, and its members on the main actor: not known, so not reported); state every \
            write to which sits under a lock (`lock()`…`unlock()`, `withLock { }`) or a queue \
            (`sync { }`, `async(flags: .barrier) { }`), or all on the main actor (selectors and \
            blocks registered for UIKit's and AppKit's own notifications and target-action \
            selectors included, and blocks handed to a queue the type holds that is the main one: \
            set to `DispatchQueue.main`, or taken by every initializer with a default of `.main` \
            or of the main queue's registration by name, `Resolver.resolve(name: "main")`); storage that protects itself (`Mutex`, `Atomic`, \
            `OSAllocatedUnfairLock`); properties an injection or storage wrapper manages (`@Injected`, `@AppStorage`); subscription bags; globals and statics \
            of a module built in the Swift 6 language mode, which the compiler checks itself \
            (except `@unchecked Sendable` types and `nonisolated(unsafe)`). A \
            `nonisolated(unsafe)` variable is reported as a note: its author has said it is safe. \
            The message names each unprotected property, with notes at up to three of its writes. \
            For a singleton or a shared registration: protect it with a lock, a queue, an actor or \
            `@MainActor`; for a global or a static: make it a `let`, isolate it, or inject it; a \
            shared registration that one place resolves may be better as a factory giving each \
            user its own instance.
            """,
        options: [
            RuleOption(name: "include_tests", type: "boolean", defaultValue: "false",
                       summary: "Also report state in test targets, previews and test doubles, and count their writes.",
                       placement: .underRule),
        ],
        triggeringExamples: [
            """
            var ↓requestCount = 0
            func send(_ request: URLRequest) {
                URLSession.shared.dataTask(with: request) { _, _, _ in requestCount += 1 }.resume()
            }
            """,
            """
            final class Settings {
                static var ↓theme = "light"
            }
            public func followSystemTheme() {
                NotificationCenter.default.addObserver(forName: .themeChanged, object: nil, queue: OperationQueue()) { _ in
                    Settings.theme = "dark"
                }
            }
            """,
            """
            final class MovieLoader {
                static let ↓shared = MovieLoader()
                private var queue: [URL] = []
                public func enqueue(_ url: URL) async { queue.append(url) }
            }
            """,
            """
            final class Cache {
                static let ↓shared = Cache()
                var entries: [String: Data] = [:]
                public func store(_ data: Data, for key: String) {
                    DispatchQueue.global().async { self.entries[key] = data }
                }
            }
            """,
            """
            enum Listeners {
                static var ↓all: [(String) -> Void] = []
                public static func add(_ listener: @escaping (String) -> Void) async { all.append(listener) }
            }
            """,
            """
            final class Counter {
                static let ↓shared = Counter()
                private let lock = NSLock()
                var value = 0
                public func increment() {
                    lock.lock()
                    value += 1
                    lock.unlock()
                }
                public func reset() async { value = 0 }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            var requestCount = 0
            """,
            """
            final class ToastCenter {
                static let shared = ToastCenter()
                private var isShowing = false
                func show(_ toast: ToastView) {
                    isShowing = true
                    toast.present { [weak self] in self?.isShowing = false }
                }
            }
            """,
            """
            import CardKit
            final class ProductCard: CardKitView {
                static var badges: [String] = []
                func show(_ badge: String) { DispatchQueue.main.async { Self.badges.append(badge) } }
                func hide() { Task { Self.badges.removeAll() } }
            }
            """,
            """
            struct OpenSettingsIntent {
                static var title = "Open Settings"
                static var openAppWhenRun = true
            }
            """,
            """
            final class Session {
                static let current = Session(token: nil)
                var token: String?
                init(token: String?) { self.token = token }
            }
            """,
            """
            final class Counter {
                static let shared = Counter()
                private let queue = DispatchQueue(label: "counter")
                private var value = 0
                func increment() { queue.sync { value += 1 } }
                func reset() { queue.async(flags: .barrier) { self.value = 0 } }
            }
            """,
            """
            final class ProfileViewController: UIViewController {
                static var lastShown: String?
                override func viewDidAppear(_ animated: Bool) { Self.lastShown = title }
            }
            """,
            """
            @MainActor
            final class Router {
                static let shared = Router()
                var stack: [String] = []
                func push(_ screen: String) { stack.append(screen) }
            }
            """,
            """
            actor Downloads {
                static let shared = Downloads()
                var urls: [URL] = []
                func add(_ url: URL) { urls.append(url) }
            }
            """,
            """
            enum Session {
                static var userID: String?
                public static func signIn(_ id: String) { userID = id }
            }
            """,
            """
            enum Endpoints {
                static var base = "https://api.example.com"
                static func use(_ environment: String) { base = "https://" + environment + ".example.com" }
            }
            @main
            struct ShopApp {
                init() { Endpoints.use("staging") }
            }
            """,
            """
            final class Feed {
                static let shared = Feed()
                @Injected var api: API
                private var cancellables = Set<AnyCancellable>()
                func start() { api.updates.sink { _ in }.store(in: &cancellables) }
            }
            """,
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let judge = SharedStateJudge(context: context, includeTests: Self.includesTests(context.configuration))
        var found = judge.globals() + judge.statics()
        let singletons = judge.singletons()
        found += singletons.diagnostics
        found += judge.sharedRegistrations(alreadyReported: singletons.types)
        return found.map { finding in
            diagnostic(finding.message, at: finding.location, notes: finding.notes, symbol: finding.symbol, in: context,
                       severity: finding.isDeliberate ? .note : nil)
        }
    }

    /// `include_tests: true` under the rule: test targets, previews and test doubles too.
    static func includesTests(_ configuration: Configuration) -> Bool {
        configuration.rules[id]?.option("include_tests")?.string == "true"
    }
}
