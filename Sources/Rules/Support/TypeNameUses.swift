import DilintSyntax

/// The type names a file's code spells, each at its first use, read from its tokens: the
/// bodies the parse skimmed included, comments and string literals not. What `layer-violation`
/// asks of every file in a layer. A name is taken where Swift reads a type: an annotation,
/// an inheritance list, an initializer call, `X.self`, `X.member`, an extension, a generic
/// argument. Not: a member after a dot (`order.Status`, unless the base is a module the
/// caller names), a label before a colon, a name the file declares itself (a nested or
/// local type, a generic parameter), an enum case.
struct TypeNameUses {
    enum Kind: String {
        case extensionOf = "an extension"
        case initializerCall = "an initializer call"
        case metatype = "a metatype"
        case staticMember = "a static member"
        case reference = "a type reference"
    }

    struct Use {
        var name: String
        var offset: Int
        var kind: Kind
    }

    /// First use of each name, in source order.
    private(set) var uses: [Use] = []
    /// The types the file declares or extends: inside them, their nested types' names are
    /// theirs.
    private(set) var scopes = Set<String>()

    /// `candidates`: the names worth recording (those some other layer declares).
    /// `modules`: module names that may qualify a type (`Data.RemoteAPI`).
    init(_ file: SourceFile, candidates: Set<String>, modules: Set<String>) {
        let tokens = Tokenizer.tokenize(file, keepingTrivia: false)
        let bytes = file.bytes
        var firstUse: [String: Use] = [:]
        var declaredHere = Set<String>()
        var index = 0
        func text(_ i: Int) -> String { file.text(of: tokens[i]) }
        func isOperator(_ i: Int, _ spelling: String) -> Bool {
            i >= 0 && i < tokens.count && tokens[i].kind == .operator && text(i) == spelling
        }
        while index < tokens.count {
            defer { index += 1 }
            // `import Networking`, `import struct Networking.Endpoint`: a module, not a use of a type.
            if tokens[index].keyword == .`import` {
                while index + 1 < tokens.count, !tokens[index + 1].flags.contains(.afterNewline) { index += 1 }
                continue
            }
            guard tokens[index].kind == .identifier || tokens[index].keyword == .`init` else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            let declared = previous.map { Self.declaringWords.contains($0.keyword) } ?? false
            // `struct Box<Element: Sendable>`, `func first<Item>`, `init<Source>`: the generic parameters are the file's own.
            if declared || tokens[index].kind != .identifier, isOperator(index + 1, "<") {
                declaredHere.formUnion(genericParameters(after: index + 1, tokens, file))
            }
            // Types are capitalized: a name is made only of a word that may be one.
            let start = Int(tokens[index].start)
            guard tokens[index].kind == .identifier, start < bytes.count else { continue }
            if previous?.keyword == .extension { scopes.insert(text(index)) }
            var firstByte = bytes[start]
            if firstByte == UInt8(ascii: "`"), start + 1 < bytes.count { firstByte = bytes[start + 1] }
            guard firstByte >= UInt8(ascii: "A"), firstByte <= UInt8(ascii: "Z") else { continue }
            var name = text(index)
            if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
            if declared {
                declaredHere.insert(name)
                continue
            }
            guard candidates.contains(name) else { continue }
            if previous?.kind == .period {
                guard index >= 2, tokens[index - 2].kind == .identifier, modules.contains(text(index - 2)),
                      index < 3 || tokens[index - 3].kind != .period else { continue }
            }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if next?.kind == .colon, previous?.kind == .leftParen || previous?.kind == .comma { continue }
            guard firstUse[name] == nil else { continue }
            let kind: Kind
            if previous?.keyword == .extension {
                kind = .extensionOf
            } else if next?.kind == .leftParen {
                kind = .initializerCall
            } else if next?.kind == .period, index + 2 < tokens.count {
                kind = text(index + 2) == "self" ? .metatype : .staticMember
            } else {
                kind = .reference
            }
            firstUse[name] = Use(name: name, offset: Int(tokens[index].start), kind: kind)
        }
        uses = firstUse.values.filter { !declaredHere.contains($0.name) }.sorted { $0.offset < $1.offset }
        scopes.formUnion(declaredHere)
    }

    /// Words after which a capitalized name is declared, not used.
    private static let declaringWords: Set<Keyword> = [
        .class, .struct, .enum, .protocol, .actor, .typealias, .associatedtype, .case, .func, .var, .let,
    ]

    /// The names opening each entry of the generic parameter clause starting at `open` (`<`).
    private func genericParameters(after open: Int, _ tokens: [Token], _ file: SourceFile) -> [String] {
        var names: [String] = []
        var depth = 0
        var index = open
        var expectingName = true
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .operator {
                let spelling = file.text(of: token)
                depth += spelling.filter { $0 == "<" }.count - spelling.filter { $0 == ">" }.count
                if depth <= 0 { break }
                expectingName = spelling == "<" && depth == 1
            } else if token.kind == .comma, depth == 1 {
                expectingName = true
            } else if token.kind == .identifier, expectingName, depth == 1 {
                names.append(file.text(of: token))
                expectingName = false
            } else if token.kind == .leftBrace || token.kind == .leftParen {
                break
            } else {
                expectingName = false
            }
            index += 1
        }
        return names
    }
}
