import DilintSyntax

/// Every dialect dilint reads, libraries first: a library's recognizer claims its chains
/// before the home-made shapes look at them. Each recognizer decides from a file's
/// imports (or the configuration) whether the file can use its dialect.
public enum ContainerRecognizers {
    public static let all: [any ContainerRecognizer] = [
        DITranquillityRecognizer(),
        SwinjectRecognizer(),
        FactoryRecognizer(),
        SwiftDependenciesRecognizer(),
        ResolverRecognizer(),
        DipRecognizer(),
        ConfiguredForwardersRecognizer(),
        ServiceLocatorRecognizer(),
        ConformanceContainerRecognizer(),
    ]

    /// Every module a recognizer asks the imports about (`ContainerExtraction.imports(anyOf:)`).
    public static let libraryModules: Set<String> = ConformanceContainerRecognizer.libraries
        .union(DITranquillityRecognizer.modules).union(SwinjectRecognizer.modules).union(FactoryRecognizer.modules)
        .union(SwiftDependenciesRecognizer.modules).union(ResolverRecognizer.modules).union(DipRecognizer.modules)

    /// The libraries whose lookups the compiler checks: their keys are members.
    public static let compilerCheckedModules: Set<String> = FactoryRecognizer.modules.union(SwiftDependenciesRecognizer.modules)

    /// The modules that open the same dialect: importing one of a family reads what any
    /// other would (`Factory` and `FactoryKit`; Swinject's add-ons). Knit is a family of its
    /// own: it adds its accessors and collections to Swinject's dialect.
    static let dialectFamilies: [Set<String>] = [
        DITranquillityRecognizer.modules, SwinjectRecognizer.modules.subtracting(["Knit"]), ["Knit"], FactoryRecognizer.modules,
        SwiftDependenciesRecognizer.modules, ResolverRecognizer.modules, DipRecognizer.modules,
    ]

    /// Whether libraries a file's module reaches open a dialect its own imports do not: a
    /// test file importing `FactoryKit` in a module that also reaches `Factory` reads the same.
    public static func addsADialect(_ reached: Set<String>, to imported: Set<String>) -> Bool {
        reached.contains { library in
            guard let family = dialectFamilies.first(where: { $0.contains(library) }) else { return false }
            return family.isDisjoint(with: imported)
        }
    }

    /// Whether `name` spells one of `libraryModules`, compared as bytes: whether a dialect
    /// may apply to a file reads only those of its imports, found before any is made a string.
    static func isLibraryModule(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        libraryModuleSpellings.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    private static let libraryModuleSpellings: [[UInt8]] = libraryModules.map { Array($0.utf8) }
}

extension ContainerRecognizers {
    /// Words without one of which no library dialect reads a call or a declaration: the
    /// names of their calls, wrappers, keys and containers, and DITranquillity's
    /// operators. A file that imports no library is read for its module's libraries only
    /// when its bytes hold one (what they do not hold, no recognizer could find).
    static let libraryWords = [
        "resolve", "register", "Dependenc", "Factory", "Container", "container",
        "Resolver", "resolver", "Assembl", "~>", "*!", "*?", "**", "many(", "by(",
    ]

    /// Whether the file may use a wrapper named `…Inject…`: as an attribute (`@Injected`,
    /// `@LazyInjected`, `@InjectedObject`, a project's `@Inject`) or as Dip's
    /// `Injected<T>`/`InjectedWeak<T>`. A type merely named so (`InjectedTestProtocol1`,
    /// twenty thousand times in one generated file) is not one.
    static func mayUseAnInjectingWrapper(_ file: SourceFile) -> Bool {
        ByteSearch.occurrences(of: "Inject", in: file) { bytes, start in
            var before = start
            while before > 0, bytes[before - 1] | 0x20 >= UInt8(ascii: "a"), bytes[before - 1] | 0x20 <= UInt8(ascii: "z") { before -= 1 }
            if before > 0, bytes[before - 1] == UInt8(ascii: "@") { return true }
            var after = start + 6
            if after + 2 <= bytes.count, bytes[after] == UInt8(ascii: "e"), bytes[after + 1] == UInt8(ascii: "d") { after += 2 }
            if after + 4 <= bytes.count, bytes[after..<(after + 4)].elementsEqual("Weak".utf8) { after += 4 }
            return after < bytes.count && bytes[after] == UInt8(ascii: "<")
        }
    }

    private static let libraryNeedles = libraryWords.map(ByteSearch.Needle.init)

    /// Whether the file may call a DI library: one of `libraryWords`, or a prefix `*` on a
    /// name where an operand starts (`= *scope`, `(*c`): DITranquillity's resolution.
    /// A `*` after `/`, `*` or a letter (comments, emphasis, products) is none.
    public static func mayCallALibrary(_ file: SourceFile) -> Bool {
        if libraryNeedles.contains(where: file.contains) || mayUseAnInjectingWrapper(file) { return true }
        return operandStars(in: file, first: true).isEmpty == false
    }

    /// Where `mayCallALibrary`'s signs are in the file — each word, `Inject`, a prefix `*`
    /// on an operand — with `Locator` (the home-made locators' word) and every name the
    /// settings give (helpers, wrappers, forwarders, aliases, locator types): a declaration
    /// holding none of them holds no DI fact of any dialect.
    static func libraryPlaces(_ file: SourceFile, settings: ContainerSettings) -> NamePlaces {
        var names = libraryWords + ["Inject", "Locator"] + settings.forwarders + settings.wrappers
        names += settings.registrationHelpers.keys.sorted() + settings.propertyWrappers.keys.sorted() + settings.factoryWrapperAliases.keys.sorted()
        names += settings.projectForwarders.keys.sorted()
        names += settings.locators.map { NameBytes.firstDottedPart($0.type) ?? $0.type }
        // A locator held by a value of another name (`larder.get()`) is known by its methods.
        names += Set(settings.locators.flatMap { $0.register + $0.resolve + $0.resolveMany }).sorted()
        return NamePlaces(names, in: file, adding: operandStars(in: file, first: false))
    }

    /// The offsets of the prefix `*`s on operands; only the first when `first`.
    private static func operandStars(in file: SourceFile, first: Bool) -> [Int] {
        let bytes = file.bytes
        var found: [Int] = []
        var index = bytes.startIndex
        while let star = bytes[index...].firstIndex(of: UInt8(ascii: "*")) {
            let next = bytes.index(after: star)
            guard next < bytes.endIndex else { break }
            index = next
            let byte = bytes[next]
            guard byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) else { continue }
            var before = star
            while before > bytes.startIndex, bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
            if before > bytes.startIndex, "=(,:[".utf8.contains(bytes[before - 1]) {
                found.append(star)
                if first { break }
            }
        }
        return found
    }
}
