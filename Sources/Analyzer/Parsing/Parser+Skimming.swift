/// Bodies skipped instead of parsed. Most of a file is function and accessor bodies, and
/// after a file's own DI facts are read (which a file no container dialect applies to has
/// none of), the project asks of bodies only which properties they write, which `X.self`
/// they name and which `as!` casts they make — and only of a few types. A skimmed body is
/// kept as where its braces are; `BodyMaterialization` parses those the project asks about.
extension Parser {
    /// A function's, initializer's or accessor's block: parsed, or skipped when skimming.
    mutating func parseBody() -> [Statement] {
        skimmingBodies ? skimBlock() : parseBlock()
    }

    /// Skips the block at the cursor to its matching `}`, noting whether it holds an
    /// `as!` or a `.self`.
    mutating func skimBlock() -> [Statement] {
        guard current.kind == .leftBrace else { return [] }
        let start = Int(current.start)
        var level = 0
        var mayForceCast = false
        var mayNameMetatype = false
        while !atEnd {
            let t = current
            switch t.kind {
            case .leftBrace, .leftParen, .leftBracket, .interpolationStart:
                level += 1
            case .rightBrace, .rightParen, .rightBracket, .interpolationEnd:
                level -= 1
            case .keyword where t.keyword == .as:
                let next = peek()
                if next.kind == .operator, !next.flags.contains(.afterTrivia), firstByte(next) == UInt8(ascii: "!") { mayForceCast = true }
            case .period:
                if peek().keyword == .`self` { mayNameMetatype = true }
            default:
                break
            }
            advance()
            if level == 0 { break }
        }
        let body = UnparsedBody(end: previousEnd, mayForceCast: mayForceCast, mayNameMetatype: mayNameMetatype)
        return [Statement(offset: start, kind: .unparsed(body))]
    }

    /// The first component of every module the tokens import, and maybe a few more
    /// names: the two names after each `import` (`import Swinject`, `import class A.B`),
    /// so that it holds every module the parser finds in the file's `import`s. Asked
    /// before parsing, to know whether a container dialect may apply to the file.
    public static func importedModuleCandidates(in tokens: [Token], of file: SourceFile) -> Set<String> {
        var names = Set<String>()
        file.bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in
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
        }
        return names
    }

    /// The blocks whose `{` starts at each of `offsets`, parsed, by offset; `file` holds
    /// the bytes the offsets were taken from.
    public static func parseBlocks(of file: SourceFile, at offsets: [Int]) -> [Int: [Statement]] {
        var significant = Tokenizer.tokenize(file, keepingTrivia: false)
        dropTrivia(&significant, byteCount: file.bytes.count)
        return file.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(file: file, bytes: bytes, significantTokens: significant)
            significant = []
            var blocks: [Int: [Statement]] = [:]
            for offset in offsets { blocks[offset] = parser.parseBlock(at: offset) }
            return blocks
        }
    }

    /// Parses the block whose `{` starts at byte `offset` (a body this parser's tokens skimmed
    /// before); empty when no `{` starts there.
    mutating func parseBlock(at offset: Int) -> [Statement] {
        var low = 0
        var high = endIndex
        while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].start) < offset { low = mid + 1 } else { high = mid }
        }
        guard low < endIndex, Int(tokens[low].start) == offset, tokens[low].kind == .leftBrace else { return [] }
        index = low
        previousEnd = low > 0 ? tokens[low - 1].end : 0
        depth = 0
        conditions = []
        return parseBlock()
    }
}
