@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// The writes a file makes, as written, with what surrounds each (`PropertyWrites`).
final class PropertyWritesTests: XCTestCase {
    private func writes(_ source: String, wanted: Set<String>, path: String = "Sources/App/File.swift") -> [PropertyWrite] {
        let file = SourceFile(path: path, text: source)
        return PropertyWrites.collect(from: Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false)), wanted: wanted)
    }

    func testPathsFromTheRootWithSubscriptsAndUnwrappingDropped() {
        let found = writes("""
        final class Store {
            func run() {
                Settings.theme = "dark"
                self.items[0] = 1
                cache?.entries.append(2)
                total += 1
                swap(&counter, &other)
            }
        }
        """, wanted: ["theme", "items", "entries", "total", "counter"])
        XCTAssertEqual(found.map(\.path), [["Settings", "theme"], ["self", "items"], ["cache", "entries"], ["total"], ["counter"]])
        XCTAssertTrue(found.allSatisfy { $0.enclosingType == ["Store"] && !$0.isStaticContext && $0.function == .other("run") })
    }

    func testLocalsParametersAndClosureParametersShadowTheNamesTheyBind() {
        let found = writes("""
        func update(count: Int) {
            var total = 0
            total += count
            if let value = Optional(1) { value.description.count; }
            [1].forEach { total in total.description }
            for index in 0..<3 { index.hashValue; }
            total = 2
            count.advanced(by: 1)
            shared += 1
        }
        """, wanted: ["total", "shared", "count"])
        XCTAssertEqual(found.map(\.path), [["shared"]])
    }

    /// With the file's bytes, statements spelling none of the names are not walked: the
    /// names they bind still shadow what follows, and a lock they open still guards.
    func testStatementsSpellingNoNameAreSkippedKeepingTheNamesTheyBind() {
        let source = """
        final class Session {
            func refresh(from store: Store) {
                let cache = store.makeCache()
                guard let backup = store.backup else { return }
                func helper() -> Int { 1 }
                lock.lock()
                cache.token = "a"
                backup.token = "b"
                token = "c"
                lock.unlock()
                DispatchQueue.global().async { [weak self] in self?.token = "d" }
                helper()
            }
        }
        """
        let file = SourceFile(path: "Sources/App/Session.swift", text: source)
        let tree = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false))
        let walked = PropertyWrites.collect(from: tree, wanted: ["token"], calling: ["helper"])
        let skimmed = PropertyWrites.collect(from: tree, wanted: ["token"], calling: ["helper"], bytes: Array(source.utf8))
        XCTAssertEqual(skimmed.writes.map(\.path), [["token"], ["self", "token"]])
        XCTAssertEqual(skimmed.writes.first?.guardedBy, .lock)
        XCTAssertEqual(skimmed.writes.map(\.guardedBy), walked.writes.map(\.guardedBy))
        XCTAssertEqual(skimmed.writes.map(\.mayRunOffMain), [false, true])
        XCTAssertEqual(skimmed.writes.map(\.path), walked.writes.map(\.path))
        XCTAssertEqual(skimmed.writes.map(\.offset), walked.writes.map(\.offset))
        XCTAssertEqual(skimmed.calls.map(\.context.offset), walked.calls.map(\.context.offset))
        XCTAssertEqual(skimmed.calls.count, 1)
        XCTAssertEqual(skimmed.functions.count, walked.functions.count)
    }

    func testInitializersLaunchCodeAndStaticContexts() {
        let found = writes("""
        @main
        struct ShopApp {
            init() { Config.mode = 1 }
        }
        final class AppDelegate {
            func application(_ app: Any, didFinishLaunchingWithOptions options: Any?) -> Bool {
                Config.mode = 2
                return true
            }
        }
        final class Cart {
            init() { items = [] }
            deinit { items = [] }
            static func reset() { count = 0 }
        }
        """, wanted: ["mode", "items", "count"])
        XCTAssertEqual(found.map(\.function), [.launch, .launch, .initializer, .deinitializer, .other("reset")])
        XCTAssertEqual(found.map(\.isStaticContext), [false, false, false, false, true])
        XCTAssertEqual(found.last?.enclosingType, ["Cart"])
    }

    func testTheTopLevelOfMainSwiftIsLaunchCode() {
        XCTAssertEqual(writes("Config.mode = 1\n", wanted: ["mode"], path: "App/main.swift").map(\.function), [.launch])
        XCTAssertEqual(writes("Config.mode = 1\n", wanted: ["mode"], path: "App/script.swift").map(\.function), [.topLevel])
    }

    func testLocksQueuesAndTheMainActorGuardTheWritesInsideThem() {
        let found = writes("""
        final class Counter {
            func a() {
                lock.lock()
                defer { lock.unlock() }
                value = 1
            }
            func b() {
                lock.lock()
                value = 2
                lock.unlock()
                value = 3
            }
            func c() {
                queue.sync { value = 4 }
                queue.async(flags: .barrier) { value = 5 }
                queue.async { value = 6 }
                lock.withLock { value = 7 }
                DispatchQueue.main.async { value = 8 }
                Task { await MainActor.run { value = 9 } }
                semaphore.wait()
                value = 10
                semaphore.signal()
            }
            @MainActor func d() { value = 11 }
        }
        """, wanted: ["value"])
        XCTAssertEqual(found.map(\.guardedBy), [.lock, .lock, nil, .queue, .queue, .asyncOn("queue"), .lock, .mainActor, .mainActor, .lock, .mainActor])
        XCTAssertEqual(found.map(\.inClosure), [false, false, false, true, true, true, true, true, true, false, false])
    }

    /// UIKit and AppKit post their own notifications, and send target-action messages, on
    /// the main thread: a selector or a block registered for them runs on the main actor.
    func testSelectorsAndBlocksForUIKitNotificationsAndActionsRunOnTheMainActor() {
        let file = SourceFile(path: "Sources/App/Keyboard.swift", text: """
        final class Keyboard {
            init() {
                NotificationCenter.default.addObserver(self, selector: #selector(shown), name: UIResponder.keyboardDidShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(synced), name: .ledgerDidSync, object: nil)
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in
                    visible = true
                }
                NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: worker) { _ in
                    visible = false
                }
            }
        }
        """)
        let found = PropertyWrites.collect(from: Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false)),
                                           wanted: ["visible"], calling: ["shown", "synced", "tapped"])
        XCTAssertEqual(found.calls.map(\.context.path[0]), ["shown", "synced", "tapped"])
        XCTAssertEqual(found.calls.map(\.isReference), [true, true, true])
        XCTAssertEqual(found.calls.map(\.context.guardedBy), [.mainActor, nil, .mainActor], "a notification of the app's own: the poster's thread")
        XCTAssertEqual(found.writes.map(\.guardedBy), [.mainActor, nil], "a block on a queue of the app's own runs there")

        // Every call, and the references asked for, in one walk: the same sites as two walks.
        let tree = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false))
        let both = PropertyWrites.collect(from: tree, wanted: [], calling: nil, referencing: ["shown", "tapped"])
        XCTAssertEqual(both.calls.filter(\.isReference).map(\.context.path[0]), ["shown", "tapped"])
        XCTAssertEqual(both.calls.filter(\.isReference).map(\.context.guardedBy), [.mainActor, .mainActor])
        XCTAssertEqual(both.calls.filter { !$0.isReference }, PropertyWrites.collect(from: tree, wanted: [], calling: nil).calls)
        XCTAssertFalse(PropertyWrites.collect(from: tree, wanted: [], calling: nil).calls.contains(where: \.isReference))
    }

    /// What shows that a write need not run on the main thread.
    func testWritesThatMayRunOffTheMainThread() {
        let found = writes("""
        final class Feed {
            func a() async { items = [] }
            func b() {
                Task { items = [] }
                Task.detached { items = [] }
                DispatchQueue.global().async { items = [] }
                DispatchQueue.main.async { items = [] }
                session.dataTask(with: url) { _, _, _ in items = [] }.resume()
                operations.addOperation { items = [] }
                api.fetch().subscribe(on: DispatchQueue.global()).do(onNext: { _ in items = [] }).subscribe()
                api.fetch().receive(on: DispatchQueue.main).sink { _ in items = [] }
                signal(SIGINT) { _ in items = [] }
                stream.onTermination = { _ in items = [] }
                button.onTap { items = [] }
                items = []
            }
        }
        """, wanted: ["items"])
        XCTAssertEqual(found.map(\.mayRunOffMain), [true, true, true, true, false, true, true, true, false, true, true, false, false])
        XCTAssertEqual(found[8].guardedBy, .mainActor)
    }

    func testAClosureMarkedMainActorRunsThere() {
        let found = writes("""
        final class Importer {
            func drop() {
                Task { @MainActor [weak self] in items = [] }
                Task { items = [] }
            }
        }
        """, wanted: ["items"])
        XCTAssertEqual(found.map(\.guardedBy), [.mainActor, nil])
    }

    func testASetterThatReturnsUnlessTestsRunIsTestOnly() {
        let found = writes("""
        enum Locator {
            static func setStore(_ mock: Store) {
                guard isRunningTests() || ProcessConfiguration.isScreenshotting else { return }
                store = mock
            }
            static func setClock(_ clock: Clock) {
                guard clock.isValid else { return }
                self.clock = clock
            }
        }
        """, wanted: ["store", "clock"])
        XCTAssertEqual(found.map(\.inTestOnlyCode), [true, false])
    }

    func testAnAddressHandedToTheObjectiveCRuntimeIsNoWrite() {
        XCTAssertEqual(writes("""
        private var key: UInt8 = 0
        func tag(_ object: AnyObject) {
            objc_setAssociatedObject(object, &key, 1, .OBJC_ASSOCIATION_RETAIN)
            withUnsafeMutablePointer(to: &key) { _ in }
        }
        """, wanted: ["key"]).count, 1)
    }
}
