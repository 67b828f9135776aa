import DilintSyntax

/// A write the code makes to a variable or a property, as written: the names it lands on
/// and what surrounds it — the type, the function, closures, locks and queues. Which
/// declaration it writes is the project's to say (`SharedState`): a file alone cannot
/// know what `Settings` or a bare `count` names.
public struct PropertyWrite: Sendable, Equatable {
    /// The target's names from its root, subscripts and unwrapping dropped:
    /// `Settings.theme = …` → `Settings`, `theme`; `self.items[0] = …` → `self`, `items`;
    /// `cache.entries.append(…)` → `cache`, `entries`.
    public var path: [String]
    public var offset: Int
    /// The nested names of the type or extended type whose body holds the write,
    /// outermost first; empty outside any type.
    public var enclosingType: [String]
    /// In a `static` or `class` member, where `self` is the type.
    public var isStaticContext: Bool
    public var function: Function
    /// Inside a closure or a local function: code that may run later, elsewhere.
    public var inClosure: Bool
    /// In an `async` function: it runs on whatever executor its caller's task is on.
    public var inAsyncCode: Bool = false
    /// The parameters of the named function the write (or call) is in, when `function` is
    /// one with a parameter list.
    public var functionShape: CallShape?
    /// Code that need not run on the main thread, by what is written around it: an
    /// `async` function, a `Task`, a closure of a chain that subscribes or receives on a
    /// background queue, an `AsyncStream`'s termination handler.
    public var mayRunOffMain: Bool = false
    /// What the nearest guard around the write is, if any.
    public var guardedBy: Guard?
    /// Changes what the path holds in place — a mutating call (`items.append(x)`), a
    /// subscript or member set (`items[0] = x`, `config.url = x`) — rather than putting
    /// a new value there: a write to the variable only when it holds a value type.
    public var mutatesInPlace: Bool
    /// In a function that returns at once unless tests are running
    /// (`guard isRunningTests() else { return }`): a test seam.
    public var inTestOnlyCode: Bool

    public enum Function: Sendable, Equatable {
        case initializer
        case deinitializer
        /// Code that runs once at launch: `application(_:didFinishLaunchingWithOptions:)`
        /// and its `willFinish…` twin, `applicationDidFinishLaunching(_:)`, the `init` of
        /// an `@main` type, the top level of `main.swift`.
        case launch
        /// The top level of a script.
        case topLevel
        case other(String)
    }

    public enum Guard: Sendable, Equatable {
        /// Between `lock()` and `unlock()`, inside `withLock { }` and the like.
        case lock
        /// Inside `queue.sync { }` or `queue.async(flags: .barrier) { }`.
        case queue
        /// Inside `queue.async { }` on the queue written here: protection when that queue
        /// is serial, which the project tells from its declaration.
        case asyncOn(String)
        /// In a closure of a chain that receives on the queue written here
        /// (`.receive(on: mainQueue).sink { }`): on the main actor when the project tells
        /// that queue is the main one.
        case receivesOn(String)
        /// On the main actor: a `@MainActor` function, `MainActor.run { }`,
        /// `DispatchQueue.main.async { }`.
        case mainActor
    }

    public init(path: [String], offset: Int, enclosingType: [String], isStaticContext: Bool, function: Function,
                inClosure: Bool, guardedBy: Guard?, mutatesInPlace: Bool = false, inTestOnlyCode: Bool = false) {
        self.path = path
        self.offset = offset
        self.enclosingType = enclosingType
        self.isStaticContext = isStaticContext
        self.function = function
        self.inClosure = inClosure
        self.guardedBy = guardedBy
        self.mutatesInPlace = mutatesInPlace
        self.inTestOnlyCode = inTestOnlyCode
    }
}

/// A call of a function by name (`setup()`, `Cache.shared.reset()`), or a reference to it
/// that is not a call (`action: reload`), with what surrounds it; `context.path` is the
/// function's name.
public struct CallSite: Sendable, Equatable {
    public var context: PropertyWrite
    public var isReference: Bool
    /// What the function is called on, as written (`ScaleFactorMutator`, `self`,
    /// `Cache.shared`, `manager`); nil for a bare call, `?` for a receiver that is not a
    /// plain name (a call's result).
    public var receiver: String?
    /// The type of the receiver as written where it is a stored property of the type
    /// declaration around the call (`let player: AudioPlayer?`); nil when not known.
    public var receiverType: TypeSyntax?
    /// The call's argument labels before any trailing closure, and how many trailing
    /// closures it has (a reference has neither).
    public var argumentLabels: [String?] = []
    public var trailingClosures = 0

    /// Whether the call may be of a function with this shape (a reference may be of any).
    public func mayCall(_ shape: CallShape?) -> Bool {
        guard let shape, !isReference else { return true }
        return shape.accepts(labels: argumentLabels, trailingClosures: trailingClosures)
    }
}
