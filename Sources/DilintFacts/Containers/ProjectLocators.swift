import DilintSyntax

/// A project's own service locators found in the code, whatever their names (`Services`,
/// `Dependencies`, `AppEnvironment`): a type storing what it is given in a dictionary, with
/// a generic method that registers (`register<T>`, `add<T>`…) and a generic one that hands
/// back T (`resolve<T>() -> T`, `get<T>() -> T?`…). Read as the locators `.dilint.yml`
/// names (`containers.locators`), with the methods found.
public enum ProjectLocators {
    static let resolveNames: Set<String> = ServiceLocatorRecognizer.defaultResolve
    static let registerNames: Set<String> = ServiceLocatorRecognizer.defaultRegister

    /// Whether the bytes may declare one: a generic method of each kind (`func get<`), in
    /// one pass over the file's `<`s, this being asked of every file.
    public static func mayDeclare(_ source: SourceFile) -> Bool {
        var registers = false
        var resolves = false
        // From each `<`, back over a name to `func `: `<` is rare, `f` and `u` are not.
        return ByteSearch.occurrences(of: "<", in: source) { bytes, end in
            var start = end
            while start > 0, ImportScan.isASCIIWordByte(bytes[start - 1]) { start -= 1 }
            guard start < end, start >= 5, bytes[start - 1] == UInt8(ascii: " "), bytes[start - 5] == UInt8(ascii: "f"),
                  bytes[start - 4] == UInt8(ascii: "u"), bytes[start - 3] == UInt8(ascii: "n"), bytes[start - 2] == UInt8(ascii: "c") else { return false }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            if registerNames.contains(name) { registers = true }
            if resolveNames.contains(name) { resolves = true }
            return registers && resolves
        }
    }

    /// Whether a file's words may declare one: `func` and a method name of each kind. Asked
    /// first, of every file: only a file they let through is read again for `mayDeclare`.
    public static func mayDeclare(spelling words: WordIndex) -> Bool {
        var (function, registers, resolves) = (false, false, false)
        wordLookup.forEach(in: words) { word, _ in
            if word == "func" { function = true }
            if registerNames.contains(word) { registers = true }
            if resolveNames.contains(word) { resolves = true }
        }
        return function && registers && resolves
    }

    private static let wordLookup = WordLookup(["func"] + registerNames + resolveNames)

    /// The locators a whole parse declares at its top level, by type name.
    public static func declared(in syntax: SyntaxFile) -> [String: LocatorSettings] {
        var found: [String: LocatorSettings] = [:]
        for type in syntax.declarations where type.isTypeDeclaration && type.kind != .protocol && storesDictionary(type) {
            let generic = type.members.filter { $0.kind == .function && !$0.genericParameters.isEmpty }
            let register = generic.filter { registerNames.contains($0.name) && takesOnlyTheService($0) }.map(\.name)
            let resolve = generic.filter { resolveNames.contains($0.name) && ProjectForwarders.handsBackItsParameter($0) }.map(\.name)
            guard !register.isEmpty, !resolve.isEmpty else { continue }
            found[type.name] = LocatorSettings(type: type.name, register: Array(Set(register)).sorted(), resolve: Array(Set(resolve)).sorted())
        }
        return found
    }

    /// Every parameter is about one generic parameter S: S's metatype, an S, or a closure
    /// making one (`register<S>(_ type: S.Type, _ make: @escaping () -> S)`). A method also
    /// taking a key (`set<T>(_ value: T, forKey: String)`) is a store's, not a locator's.
    private static func takesOnlyTheService(_ function: Declaration) -> Bool {
        let generics = Set(function.genericParameters.map(\.name))
        guard !function.parameters.isEmpty else { return false }
        return function.parameters.allSatisfy { parameter in
            var type = parameter.type
            while true {
                switch type {
                case .attributed(_, let inner), .metatype(let inner, false): type = inner; continue
                case .function(_, _, _, let result): type = result; continue
                default: break
                }
                break
            }
            return type.nominalName.map(generics.contains) ?? false
        }
    }

    /// A stored property of a dictionary type, or holding a dictionary literal.
    private static func storesDictionary(_ type: Declaration) -> Bool {
        type.members.contains { member in
            member.kind == .variable && member.bindings.contains { binding in
                if case .dictionary? = binding.type { return true }
                if case .named(let components)? = binding.type, components.first?.name == "Dictionary" { return true }
                if case .dictionary? = binding.initializer?.unwrapped.kind { return true }
                return false
            }
        }
    }
}
