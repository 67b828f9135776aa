import DilintFacts
import DilintSyntax

/// A registration or resolution, as far as which container it talks to.
public protocol ContainerSite {
    var dialect: Dialect { get }
    var container: ContainerHint { get }
    /// The enclosing declaration (`Type.method(a:)`).
    var symbol: String? { get }
}

extension Registration: ContainerSite {}
extension Resolution: ContainerSite {}
extension ContainerReset: ContainerSite {}

/// What `shareContainer` reads of a site, taken from a provider or request in place (a
/// copy of a whole registration or resolution retains every part of it); with its test
/// method worked out once (`workingOutTestMethod`), for the passes that compare one site
/// with many.
public struct ContainerPlace: ContainerSite {
    public var dialect: Dialect
    public var container: ContainerHint
    public var symbol: String?
    /// nil when not worked out; a `String`, compared at memory speed.
    let testMethod: String??

    init(dialect: Dialect, container: ContainerHint, symbol: String?, workingOutTestMethod: Bool) {
        self.dialect = dialect
        self.container = container
        self.symbol = symbol
        testMethod = workingOutTestMethod ? .some(symbol.flatMap(DIGraph.testMethod(in:)).map { String(Substring($0)) }) : nil
    }
}

extension DIGraph {
    /// Whether two sites talk to one container (SPEC §6a, "Which container"): true when
    /// they do, false when they cannot, nil when the project does not tell — a rule that
    /// needs two sites in one container treats nil as "maybe", never as "yes".
    public func shareContainer(_ a: some ContainerSite, _ b: some ContainerSite) -> Bool? {
        shareContainer(a, b) { x, y in
            guard let testX = Self.testMethod(in: x), let testY = Self.testMethod(in: y) else { return nil }
            return testX.elementsEqual(testY)
        }
    }

    /// The same, for two places, reading the test methods worked out.
    public func shareContainer(_ a: ContainerPlace, _ b: ContainerPlace) -> Bool? {
        shareContainer(a, b) { x, y in
            guard let testX = a.testMethod ?? Self.testMethod(in: x).map({ String(Substring($0)) }),
                  let testY = b.testMethod ?? Self.testMethod(in: y).map({ String(Substring($0)) }) else { return nil }
            return testX == testY
        }
    }

    /// The same, for provider `id`'s registration.
    public func shareContainer(_ a: some ContainerSite, provider id: Int) -> Bool? {
        shareContainer(a, place(ofProvider: id))
    }

    /// Where request `id`'s resolution is, read in place. (A method, not an initializer
    /// taking the graph: that would copy the graph, retaining each of its arrays.)
    public func place(ofRequest id: Int, workingOutTestMethod: Bool = false) -> ContainerPlace {
        ContainerPlace(dialect: requests[id].resolution.dialect, container: requests[id].resolution.container,
                       symbol: requests[id].resolution.symbol, workingOutTestMethod: workingOutTestMethod)
    }

    /// Where provider `id`'s registration is, read in place.
    public func place(ofProvider id: Int, workingOutTestMethod: Bool = false) -> ContainerPlace {
        ContainerPlace(dialect: providers[id].registration.dialect, container: providers[id].registration.container,
                       symbol: providers[id].registration.symbol, workingOutTestMethod: workingOutTestMethod)
    }

    @inline(__always)
    /// `sameTestMethod`: whether two symbols are in one test method; nil when either is in none.
    private func shareContainer(_ a: some ContainerSite, _ b: some ContainerSite,
                                sameTestMethod: (String, String) -> Bool?) -> Bool? {
        guard a.dialect == b.dialect else { return false }
        let byContainer = shareContainer(a.container, b.container, dialect: a.dialect)
        guard byContainer != false, !a.container.isModule, !b.container.isModule,
              let x = a.symbol, let y = b.symbol, x != y, let same = sameTestMethod(x, y) else { return byContainer }
        // Two test methods are two runs: what one registers, the other never sees,
        // whichever container they name (a property set up anew for each test).
        return same ? byContainer : false
    }

    private func shareContainer(_ a: ContainerHint, _ b: ContainerHint, dialect: Dialect) -> Bool? {
        switch (a, b) {
        case (.unknown, _), (_, .unknown):
            return nil
        case let (.helper(x), .helper(y)) where x == y:
            return true
        case (.helper(let function), _):
            // It registers on every container it is called on: in one of them, the same
            // container; else not known (a call dilint does not follow may reach it).
            return helperCalls[function, default: []].contains { shareContainer($0.container, b, dialect: dialect) == true } ? true : nil
        case (_, .helper):
            return shareContainer(b, a, dialect: dialect)
        case let (.local(file, function, name), .local(otherFile, otherFunction, otherName)):
            return name == otherName && function == otherFunction && file == otherFile
        case (.local, .variable(let name)), (.variable(let name), .local):
            // A container made in a function is not a property or global, unless the
            // other is a local known only by name (`f#c`), which may be another name for it.
            return name.utf8.contains(UInt8(ascii: "#")) ? nil : false
        case (.local, .shared), (.shared, .local):
            return false
        case (.local, .module), (.module, .local):
            // An assembler or `append(part:)` may apply the module to it.
            return nil
        case let (.module(x), .module(y)):
            if x == y || assemblyGroups.contains(where: { $0.contains(x) && $0.contains(y) }) { return true }
            // Two modules assembled, each into its own container; one never seen assembled
            // may be applied in a way dilint does not read (a `forEach` over a list of parts).
            return assembledModules.contains(x) && assembledModules.contains(y) ? false : nil
        case (.module, _), (_, .module):
            return nil
        case (.shared, .shared):
            return true
        case let (.variable(x), .variable(y)):
            if x == y { return true }
            return dialect == .factory && isFactoryContainerClass(x) && isFactoryContainerClass(y) ? false : nil
        case (.shared, .variable(let name)), (.variable(let name), .shared):
            return dialect == .factory && isFactoryContainerClass(name) ? false : nil
        }
    }

    /// A Factory container is a class: `Container` (the shared one) or a project's
    /// `final class Custom: SharedContainer`; a key declared in an extension of a protocol
    /// (`SharedContainer`) belongs to every container.
    func isFactoryContainerClass(_ name: String) -> Bool {
        !factoryContainerProtocols.contains(name) && !name.contains("#") && !name.contains(".")
    }

    /// The XCTest test method a site is in: `Suite.testLogin()` of
    /// `Suite.testLogin().session`. Read in the string's own bytes: it is asked of pairs
    /// of sites, a key registered in hundreds of tests makes many pairs, and walking
    /// `String.UTF8View` indices cost a few thousand instructions a symbol.
    public static func testMethod(in symbol: String) -> Substring.UTF8View? {
        var storage = symbol
        let end = storage.withUTF8 { bytes -> Int? in
            guard let open = bytes.firstIndex(of: UInt8(ascii: "(")),
                  let close = bytes[open...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
            let start = bytes[..<open].lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
            guard bytes[start..<open].starts(with: "test".utf8) else { return nil }
            return close + 1
        }
        return end.map { symbol.utf8.prefix($0) }
    }
}

extension ContainerHint {
    var isModule: Bool {
        if case .module = self { return true }
        return false
    }

    /// `self` in a function of an `extension Container`.
    public var isHelper: Bool {
        if case .helper = self { return true }
        return false
    }
}
