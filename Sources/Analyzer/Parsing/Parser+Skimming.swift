/// Bodies skipped instead of parsed. Most of a file is function and accessor bodies, and
/// after a file's own DI facts are read (which a file no container dialect applies to has
/// none of), the project asks of bodies only which properties they write, which `X.self`
/// they name and which `as!` casts they make — and only of a few types. A skimmed body is
/// left empty, its declaration marked (`Declaration.skimmed`); `BodyMaterialization`
/// fills those the project asks about from the file parsed again, whole.
extension Parser {
    /// A function's, initializer's or accessor's block: parsed, or skipped when skimming.
    mutating func parseBody(of declaration: Declaration) -> [Statement] {
        skimmingBodies ? skimBlock(of: declaration) : parseBlock()
    }

    /// Skips the block at the cursor to its matching `}`, noting on `declaration` that it
    /// did and whether the block holds an `as!` or a `.self`.
    mutating func skimBlock(of declaration: Declaration) -> [Statement] {
        if current.kind == .skippedBody { return takeSkippedBody(of: declaration) }
        guard current.kind == .leftBrace else { return [] }
        var noted: SkimmedBodies = .skipped
        var level = 0
        while !atEnd {
            let t = current
            switch t.kind {
            case .leftBrace, .leftParen, .leftBracket, .interpolationStart:
                level += 1
            case .rightBrace, .rightParen, .rightBracket, .interpolationEnd:
                level -= 1
            case .keyword where t.keyword == .as:
                let next = peek()
                if next.kind == .operator, !next.flags.contains(.afterTrivia), firstByte(next) == UInt8(ascii: "!") { noted.insert(.mayForceCast) }
            case .period:
                if peek().keyword == .`self` { noted.insert(.mayNameMetatype) }
            default:
                break
            }
            advance()
            if level == 0 { break }
        }
        declaration.skimmed.formUnion(noted)
        return []
    }

    /// A body the tokenizer folded into one token (`BodySkipper`), noted as `skimBlock`
    /// notes the tokens it skips.
    private mutating func takeSkippedBody(of declaration: Declaration) -> [Statement] {
        var noted: SkimmedBodies = .skipped
        if current.flags.contains(.mayForceCast) { noted.insert(.mayForceCast) }
        if current.flags.contains(.mayNameMetatype) { noted.insert(.mayNameMetatype) }
        declaration.skimmed.formUnion(noted)
        skippedBodiesTaken += 1
        advance()
        return []
    }

    /// The first component of every module the tokens import, and maybe a few more
    /// names: the two names after each `import` (`import Swinject`, `import class A.B`),
    /// so that it holds every module the parser finds in the file's `import`s. Asked
    /// before parsing, to know whether a container dialect may apply to the file.
    public static func importedModuleCandidates(in tokens: [Token], of file: SourceFile) -> Set<String> {
        tokens.withUnsafeBufferPointer { importedModuleCandidates(in: $0, of: file) }
    }

    public static func importedModuleCandidates(in tokens: UnsafeBufferPointer<Token>, of file: SourceFile) -> Set<String> {
        var names = Set<String>()
        file.bytes.withUnsafeBufferPointer { bytes in
            for index in tokens.indices where tokens[index].kind == .keyword && tokens[index].keyword == .import {
                var next = index + 1
                var taken = 0
                while next < tokens.count, taken < 2 {
                    let token = tokens[next]
                    next += 1
                    if token.kind.isTrivia { continue }
                    guard token.kind == .identifier || token.kind == .keyword else { break }
                    taken += 1
                    var range = Int(token.start)..<token.end
                    if range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`") { range = (range.lowerBound + 1)..<(range.upperBound - 1) }
                    names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
                }
            }
        }
        return names
    }
}
