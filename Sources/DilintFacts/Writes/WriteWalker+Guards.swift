import DilintSyntax

/// What guards the code a walk is in: locks taken and released around statements,
/// closures a queue, a lock or the main actor runs, and functions that hop to the main
/// thread or return unless tests run.
extension WriteWalker {
    /// `guard Thread.isMainThread else { DispatchQueue.main.async { … }; return }`: the
    /// rest of the function runs on the main thread.
    static func hopsToMain(_ statement: Statement) -> Bool {
        guard case .guard(let clauses, _) = statement.kind, clauses.count == 1, case .expression(let condition) = clauses[0] else { return false }
        return condition.dottedName == "Thread.isMainThread"
    }

    /// `guard isRunningTests() else { return }` and the like, as a function's first
    /// statement: the rest runs only under tests.
    static func returnsUnlessTesting(_ statement: Statement) -> Bool {
        guard case .guard(let clauses, _) = statement.kind, clauses.count == 1, case .expression(let condition) = clauses[0] else { return false }
        return mentionsTests(condition)
    }

    /// `isRunningTests()`, `ProcessInfo.isTesting`, or either side of an `||` naming one.
    private static func mentionsTests(_ condition: Expression) -> Bool {
        switch condition.kind {
        case .infix(let left, "||", let right): return mentionsTests(left) || mentionsTests(right)
        case .call(let callee, let arguments, _) where arguments.isEmpty: return mentionsTests(callee)
        default: return condition.dottedName.map { NameBytes.containsIgnoringCase("test", in: $0) } == true
        }
    }

    /// true for a statement that takes a lock, false for one that releases it, nil
    /// for any other.
    static func lockChange(_ e: Expression) -> Bool? {
        var inner = e
        while case .try(_, let wrapped) = inner.kind { inner = wrapped }
        guard case .call(let callee, _, let trailing) = inner.kind, trailing.isEmpty else { return nil }
        switch callee.kind {
        case .member(let base?, let name, _):
            switch name {
            case "lock", "writeLock", "lockForWriting": return true
            case "unlock": return false
            case "wait", "signal":
                guard let last = base.dottedName.flatMap(NameBytes.lastDottedPart),
                      ["semaphore", "lock", "mutex"].contains(where: { NameBytes.containsIgnoringCase($0, in: last) }) else { return nil }
                return name == "wait"
            default: return nil
            }
        case .identifier(let name):
            switch name {
            case "os_unfair_lock_lock", "pthread_mutex_lock", "pthread_rwlock_wrlock", "objc_sync_enter": return true
            case "os_unfair_lock_unlock", "pthread_mutex_unlock", "pthread_rwlock_unlock", "objc_sync_exit": return false
            default: return nil
            }
        default:
            return nil
        }
    }

    /// What a call does to the closures it is given: `queue.sync { }`,
    /// `queue.async(flags: .barrier) { }`, `lock.withLock { }`, `MainActor.run { }`,
    /// `DispatchQueue.main.async { }`.
    static func guardOfClosures(callee: Expression, method: String?, arguments: [Argument]) -> PropertyWrite.Guard? {
        guard let method else { return nil }
        // The receiver's name, spelled out only for the methods that ask it (most calls do not).
        var base: String? {
            if case .member(let b?, _, _) = callee.kind { return b.dottedName }
            return nil
        }
        if method == "run", base == "MainActor" { return .mainActor }
        // `group.notify(queue: .main) { }`, `addObserver(forName:object:queue: .main) { }`,
        // `UIView.animate(withDuration:) { }`, and a chain that hops to the main queue first:
        // `publisher.receive(on: DispatchQueue.main).sink { }`.
        if arguments.contains(where: { ["queue", "on", "scheduler"].contains($0.label ?? "") && namesMainQueue($0.value) }) { return .mainActor }
        if method.hasPrefix("animate") || method.hasPrefix("transition"), base == "UIView" { return .mainActor }
        if case .member(let receiver?, _, _) = callee.kind, hopsToMainQueue(receiver) { return .mainActor }
        if case .member(let receiver?, _, _) = callee.kind, let queue = receivedQueue(receiver) { return .receivesOn(queue) }
        if ["async", "sync", "asyncAfter", "asyncAndWait"].contains(method), let base,
           base == "DispatchQueue.main" || base == "main" || base.hasSuffix(".main") {
            return .mainActor
        }
        switch method {
        case "sync", "asyncAndWait", "performAndWait", "performBlockAndWait": return .queue
        case "withLock", "withLockUnchecked", "withCriticalRegion", "withCriticalScope", "withMutex", "withWriteLock", "locked", "synchronized":
            return .lock
        case "async", "asyncAfter":
            if arguments.contains(where: { $0.label == "flags" && mentionsBarrier($0.value) }) { return .queue }
            return base.map { .asyncOn($0) }
        default:
            return nil
        }
    }

    /// UIKit and AppKit post their own notifications on the main thread and send
    /// target-action messages there: a selector (`action: #selector(tapped)`,
    /// `addObserver(_:selector:name: UIResponder.keyboardDidShowNotification…)`) or a block
    /// registered for one with no queue of its own runs on the main actor. A notification
    /// the app posts itself arrives on the poster's thread.
    static func deliversOnMain(method: String?, arguments: [Argument]) -> Bool {
        if arguments.contains(where: { $0.label == "action" && isSelector($0.value) }) { return true }
        guard method == "addObserver",
              let name = arguments.first(where: { $0.label == "name" || $0.label == "forName" })?.value.dottedName,
              uiFrameworkNotificationOwners.contains(where: { name.hasPrefix($0 + ".") }) else { return false }
        guard let queue = arguments.first(where: { $0.label == "queue" }) else { return true }
        if case .literal(.nil) = queue.value.kind { return true }
        return false
    }

    private static let uiFrameworkNotificationOwners = [
        "UIApplication", "UIResponder", "UIScene", "UIWindow", "UIWindowScene", "UIDevice", "UIScreen", "UIContentSizeCategory",
        "UIAccessibility", "UIPasteboard", "UITextField", "UITextView", "UIMenuController", "UIKeyboard",
        "NSApplication", "NSWindow", "NSWorkspace", "NSView", "NSControl", "NSTextField", "NSTextView", "NSMenu",
        "WKExtension", "WKApplication",
    ]

    private static func isSelector(_ e: Expression) -> Bool {
        if case .call(let callee, _, _) = e.kind, case .identifier(let name) = callee.kind { return name == "#selector" || name == "selector" }
        return false
    }

    /// `.main`, `DispatchQueue.main`, `OperationQueue.main`, `RunLoop.main`,
    /// `MainScheduler.instance`, `DispatchQueue.main.eraseToAnyScheduler()`.
    private static func namesMainQueue(_ e: Expression) -> Bool {
        switch e.kind {
        case .member(nil, "main", _): return true
        case .member(let base?, let name, _):
            if name == "main" || name == "instance" && base.dottedName == "MainScheduler" { return true }
            return namesMainQueue(base)
        case .call(let callee, let arguments, _): return arguments.isEmpty && namesMainQueue(callee)
        case .identifier(let name): return name == "MainScheduler"
        default: return false
        }
    }

    /// A call chain with `receive(on:)`, `observe(on:)` or `observeOn(_:)` to the main
    /// queue in it.
    private static func hopsToMainQueue(_ e: Expression) -> Bool {
        var current = e
        while true {
            switch current.kind {
            case .call(let callee, let arguments, _):
                if case .member(let base, let name, _) = callee.kind {
                    if ["receive", "observe", "observeOn", "subscribe"].contains(name),
                       arguments.contains(where: { ["on", "scheduler", nil].contains($0.label) && namesMainQueue($0.value) }) {
                        return true
                    }
                    guard let base else { return false }
                    current = base
                } else {
                    return false
                }
            case .member(let base?, _, _), .postfix(let base, _): current = base
            default: return false
            }
        }
    }

    /// The queue a chain delivers on when its nearest `receive(on:)` or `observe(on:)` names
    /// one held by a name (`.receive(on: mainQueue)`, `.receive(on: self.queue)`).
    private static func receivedQueue(_ e: Expression) -> String? {
        var current = e
        while true {
            switch current.kind {
            case .call(let callee, let arguments, _):
                guard case .member(let base, let name, _) = callee.kind else { return nil }
                if ["receive", "observe", "observeOn"].contains(name),
                   let queue = arguments.first(where: { ["on", "scheduler", nil].contains($0.label) })?.value {
                    switch queue.kind {
                    case .identifier: return queue.dottedName
                    case .member(let owner?, _, _): return owner.dottedName == "self" ? queue.dottedName : nil
                    default: return nil
                    }
                }
                guard let base else { return nil }
                current = base
            case .member(let base?, _, _), .postfix(let base, _): current = base
            default: return nil
            }
        }
    }

    /// `Task { }`, `Task(priority:) { }`, `Task.detached { }`: outside an actor, its body
    /// runs on the concurrent pool; a signal handler runs on the thread the signal lands on.
    static func startsATask(_ callee: Expression) -> Bool {
        switch callee.kind {
        // A signal handler (`signal(SIGINT) { _ in … }`) interrupts whatever thread gets the signal.
        case .identifier("Task"), .identifier("signal"): return true
        case .member(let base?, "detached", _): return base.dottedName == "Task"
        case .specialization(let base, _): return base.dottedName == "Task"
        default: return false
        }
    }

    /// Work handed to a queue that is not the main one (`DispatchQueue.global().async { }`,
    /// `queue.async { }`, `operations.addOperation { }`, a `URLSession` task's completion
    /// handler) or to a thread of its own.
    static func dispatchesOffMain(_ callee: Expression, method: String?, arguments: [Argument], guard guardKind: PropertyWrite.Guard?) -> Bool {
        // `Thread { }`, `Thread.detachNewThread { }` (matched by kind: spelling every callee's
        // dotted name out costs a string a call).
        switch callee.kind {
        case .identifier("Thread"): return true
        case .member(let base?, "detachNewThread", _) where base.dottedName == "Thread": return true
        default: break
        }
        guard let method, case .member(let base?, _, _) = callee.kind else { return false }
        switch method {
        // A session's completion handlers run on its delegate queue: a background one unless
        // the session was made with the main queue, which the call does not show.
        case "dataTask", "downloadTask", "uploadTask":
            return true
        // `addObserver(forName:object:queue: OperationQueue())`: the block runs on that queue
        // (the main one is a guard of its own; `nil`, the poster's thread, says nothing).
        case "addObserver":
            return guardKind == nil && arguments.contains { argument in
                guard argument.label == "queue" else { return false }
                if case .literal(.nil) = argument.value.kind { return false }
                return true
            }
        case "async", "asyncAfter", "concurrentPerform":
            switch guardKind {
            case nil, .asyncOn?: return true
            default: return false
            }
        case "addOperation", "addOperations", "addBarrierBlock":
            let name = base.dottedName ?? ""
            return name != "OperationQueue.main" && !name.hasSuffix(".main") && name != "main"
        default:
            return false
        }
    }

    /// A chain that subscribes, receives or observes on a background queue
    /// (`.subscribe(on: DispatchQueue.global())`, `.observeOn(ConcurrentDispatchQueueScheduler(qos: .utility))`):
    /// its closures may run off the main thread.
    static func hopsOffMain(_ e: Expression) -> Bool {
        var current = e
        while true {
            switch current.kind {
            case .call(let callee, let arguments, _):
                guard case .member(let base, let name, _) = callee.kind else { return false }
                if ["receive", "observe", "observeOn", "subscribe", "subscribeOn"].contains(name),
                   arguments.contains(where: { ["on", "scheduler", nil].contains($0.label) && namesBackgroundQueue($0.value) }) {
                    return true
                }
                guard let base else { return false }
                current = base
            case .member(let base?, _, _), .postfix(let base, _): current = base
            default: return false
            }
        }
    }

    private static func namesBackgroundQueue(_ e: Expression) -> Bool {
        let text = e.description
        return ["global", "background", "Concurrent", "SerialDispatchQueueScheduler", "DispatchQueue(label"].contains { text.contains($0) }
    }

    private static func mentionsBarrier(_ e: Expression) -> Bool {
        switch e.kind {
        case .member(_, "barrier", _): return true
        case .array(let elements): return elements.contains(where: mentionsBarrier)
        default: return false
        }
    }
}
