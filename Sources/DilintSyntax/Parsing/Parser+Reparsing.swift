/// One type or extension declaration parsed again from its own bytes, as the whole file's
/// parse would have read it, with its member block read: `MemberMaterialization` wants a
/// few declarations of a file, and tokenizing and parsing the whole file again for them
/// cost several times what they hold.
extension Parser {
    /// The declaration that spans `declaration.range` of `file`, skimming bodies and with
    /// every member block read; nil when its bytes do not parse to one declaration of the
    /// same kind at the same offset, or when the tokenizer's guess of where a body is was
    /// not the parser's (the caller then parses the whole file).
    package static func parseAgain(_ declaration: Declaration, in file: SourceFile, marks: Marks) -> Declaration? {
        let range = declaration.range
        guard !range.isEmpty, range.upperBound <= file.bytes.count else { return nil }
        return file.bytes.withUnsafeBufferPointer { bytes -> Declaration? in
            var (tokens, skipped, _, _) = Tokenizer.tokenize(UnsafeBufferPointer(rebasing: bytes[range]), keepingTrivia: false,
                                                             skippingBodies: true, leavingMembersDormant: false, marks: marks)
            // Lexed from the declaration's first byte: its offsets are the file's less that.
            let shift = UInt32(range.lowerBound)
            tokens.withUnsafeMutableBufferPointer { buffer in
                for index in buffer.indices { buffer[index].start += shift }
            }
            tokens.append(Token(kind: .error, start: range.upperBound, length: 0, flags: [.afterTrivia, .afterNewline]))
            let scratch = ParserScratch.take()
            defer { scratch.giveBack() }
            var parser = Parser(file: file, bytes: bytes, significantTokens: tokens, scratch: scratch)
            tokens = []
            parser.skimmingBodies = true
            parser.marks = marks.table
            parser.conditions = declaration.conditions
            guard let parsed = withExtendedLifetime(marks, { parser.parseDeclaration(inTypeBody: false) }), parser.atEnd, parser.skippedBodiesTaken == skipped,
                  parsed.kind == declaration.kind, parsed.offset == declaration.offset, parsed.range == range else { return nil }
            return parsed
        }
    }
}
