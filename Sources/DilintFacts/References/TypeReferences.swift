import DilintSyntax

/// The type names a file's code spells, read from all its tokens (every body included;
/// comments and string literals not), for the rules that ask which types a file depends
/// on (`layer-violation`). A name is taken where Swift reads a type: an annotation, an
/// inheritance list, an initializer call, `X.self`, `X.member`, an extension, a generic
/// argument. Not: a label before a colon, a name the file declares itself (a nested or
/// local type, a generic parameter), an enum case. A capitalized member after a dot is
/// kept with what stands before the dot (`Data.RemoteAPI`), which only the project can
/// tell a module from a type: `firstUses(qualifiedBy:)`.
public struct TypeReferences: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case extensionOf, initializerCall, metatype, staticMember, reference
    }

    public struct Use: Sendable, Equatable {
        public var name: String
        public var offset: Int
        public var kind: Kind
        /// The word before the dot of `Qualifier.Name`; nil for a name standing alone.
        public var qualifier: String?

        public init(name: String, offset: Int, kind: Kind, qualifier: String? = nil) {
            self.name = name
            self.offset = offset
            self.kind = kind
            self.qualifier = qualifier
        }
    }

    /// In source order: each name's first use standing alone, and its first use after each
    /// qualifier.
    public var uses: [Use] = []
    /// The types the file declares or extends: inside them, their nested types' names are
    /// theirs.
    public var scopes = Set<String>()

    public init(uses: [Use] = [], scopes: Set<String> = []) {
        self.uses = uses
        self.scopes = scopes
    }

    /// Each name's first use, standing alone or after one of `modules`, in source order.
    public func firstUses(qualifiedBy modules: Set<String>) -> [Use] {
        var seen = Set<String>()
        return uses.filter { use in
            guard use.qualifier.map(modules.contains) ?? true else { return false }
            return seen.insert(use.name).inserted
        }
    }

    /// `tokens`: the file's significant tokens, every body read (trivia is passed over).
    public init(_ file: SourceFile, tokens all: [Token]) {
        let tokens = all.contains(where: \.kind.isTrivia) ? all.filter { !$0.kind.isTrivia } : all
        var found: [Use] = []
        var declaredHere = Set<String>()
        file.bytes.withUnsafeBufferPointer { bytes in
            found = readUses(file, tokens, bytes, declaredHere: &declaredHere)
        }
        // Found in source order, one use a token.
        uses = found.filter { !declaredHere.contains($0.name) }
        scopes.formUnion(declaredHere)
    }

    private mutating func readUses(_ file: SourceFile, _ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>,
                                   declaredHere: inout Set<String>) -> [Use] {
        var found: [Use] = []
        var seen = SpellingSet()
        var index = 0
        func text(_ i: Int) -> String { file.text(of: tokens[i]) }
        // Asked of every word: bytes, not a `String` made each time.
        func isOpeningAngle(_ i: Int) -> Bool {
            i < tokens.count && tokens[i].kind == .operator && tokens[i].length == 1 && bytes[Int(tokens[i].start)] == UInt8(ascii: "<")
        }
        /// A word's bytes without the backticks around it.
        func spelling(_ i: Int) -> Range<Int> {
            let start = Int(tokens[i].start), end = start + Int(tokens[i].length)
            return bytes[start] == UInt8(ascii: "`") && end - start >= 2 ? (start + 1)..<(end - 1) : start..<end
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
            let declared = previous.map { Self.declares($0.keyword) } ?? false
            // `struct Box<Element: Sendable>`, `func first<Item>`, `init<Source>`: the generic parameters are the file's own.
            if declared || tokens[index].kind != .identifier, isOpeningAngle(index + 1) {
                declaredHere.formUnion(Self.genericParameters(after: index + 1, tokens, file))
            }
            // Types are capitalized: a name is made only of a word that may be one.
            let start = Int(tokens[index].start)
            guard tokens[index].kind == .identifier, start < bytes.count else { continue }
            if previous?.keyword == .extension { scopes.insert(text(index)) }
            var firstByte = bytes[start]
            if firstByte == UInt8(ascii: "`"), start + 1 < bytes.count { firstByte = bytes[start + 1] }
            guard firstByte >= UInt8(ascii: "A"), firstByte <= UInt8(ascii: "Z") else { continue }
            if declared {
                declaredHere.insert(file.text(spelling(index)))
                continue
            }
            // A member after a dot is a type only after a module's name, itself not a member.
            var qualifier: Int?
            if previous?.kind == .period {
                guard index >= 2, tokens[index - 2].kind == .identifier,
                      index < 3 || tokens[index - 3].kind != .period else { continue }
                qualifier = index - 2
            }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if next?.kind == .colon, previous?.kind == .leftParen || previous?.kind == .comma { continue }
            // Each name's first use standing alone, and its first after each qualifier.
            guard seen.insert(name: spelling(index), qualifier: qualifier.map { Int(tokens[$0].start)..<Int(tokens[$0].start + tokens[$0].length) },
                              in: bytes) else { continue }
            let kind: Kind
            if previous?.keyword == .extension {
                kind = .extensionOf
            } else if next?.kind == .leftParen {
                kind = .initializerCall
            } else if next?.kind == .period, index + 2 < tokens.count {
                kind = file.token(tokens[index + 2], is: "self") ? .metatype : .staticMember
            } else {
                kind = .reference
            }
            found.append(Use(name: file.text(spelling(index)), offset: start, kind: kind, qualifier: qualifier.map(text)))
        }
        return found
    }

    /// Whether a capitalized name after this word is declared, not used.
    private static func declares(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .class, .struct, .enum, .protocol, .actor, .typealias, .associatedtype, .case, .func, .var, .let: true
        default: false
        }
    }

    /// The names opening each entry of the generic parameter clause starting at `open` (`<`).
    private static func genericParameters(after open: Int, _ tokens: [Token], _ file: SourceFile) -> [String] {
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
