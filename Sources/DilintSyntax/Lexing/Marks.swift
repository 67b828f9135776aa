/// Shapes of code a reader of the front end's output wants noted in what the tokenizer and
/// the parser skip (function bodies, dormant member blocks): the reader names them, and
/// each skipped region records which of them it may hold, as a `MarkSet` indexed by the
/// reader's list. What the shapes mean to the reader is the reader's: the front end only
/// matches words.
public final class Marks: @unchecked Sendable {
    public enum Shape: Sendable, Equatable {
        /// Anywhere in a skipped region: the token `first` (a word, not a member name after
        /// a `.`, or the punctuation `.`), then `second` (a word, or the start of an
        /// operator); `glued`: with nothing between them.
        case pair(String, String, glued: Bool)
        /// At the top level of a dormant member block: a member introduced by the keyword
        /// `introducer` (`var`, `let`, `func`), after the modifier keyword `modifier` when
        /// given, whose name is `name` when given; `stored`: a variable without accessors.
        case member(introducer: String, modifier: String? = nil, name: String? = nil, stored: Bool = false)
    }

    /// At most eight (`MarkSet`'s width), each word at most eight bytes.
    public let shapes: [Shape]
    /// What the lexer and the parser read, held outside any reference they would retain
    /// and release at every look: they keep a pointer to it while `self` lives.
    let table: UnsafePointer<MarkTable>

    public init(_ shapes: [Shape]) {
        precondition(shapes.count <= 8, "a MarkSet holds eight marks")
        self.shapes = shapes
        let table = UnsafeMutablePointer<MarkTable>.allocate(capacity: 1)
        table.initialize(to: MarkTable(shapes))
        self.table = UnsafePointer(table)
        table.pointee.owner = self
    }

    deinit {
        table.pointee.release()
        UnsafeMutablePointer(mutating: table).deinitialize(count: 1).deallocate()
    }

    /// Nothing noted.
    public static let none = Marks([])
}

/// Which of a `Marks`'s shapes a skipped region may hold: bit `i` for `shapes[i]`.
public struct MarkSet: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The mark of `shapes[index]`.
    public init(index: Int) { rawValue = 1 << UInt8(index) }
}

/// A word of at most eight bytes, first byte lowest.
struct PackedWord: Equatable {
    let bytes: UInt64
    let count: Int

    init(_ word: String) {
        let utf8 = Array(word.utf8)
        precondition(!utf8.isEmpty && utf8.count <= 8, "a marked word is one to eight bytes")
        self = utf8.withUnsafeBufferPointer { PackedWord($0.baseAddress!, $0.count) }
    }

    @inline(__always) init(_ p: UnsafePointer<UInt8>, _ count: Int) {
        var bytes: UInt64 = 0
        for k in 0..<min(count, 8) { bytes |= UInt64(p[k]) << UInt64(8 * k) }
        self.bytes = bytes
        self.count = count
    }

    var first: UInt8 { UInt8(truncatingIfNeeded: bytes) }
    var last: UInt8 { UInt8(truncatingIfNeeded: bytes >> UInt64(8 * (count - 1))) }

    /// Whether the `count` bytes from `p` are this word's.
    @inline(__always) func isSpelled(by p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        // The first byte rules most words out before the rest is packed.
        count == self.count && p[0] == first && PackedWord(p, count).bytes == bytes
    }

    /// Whether the `count` bytes from `p` start with this word.
    @inline(__always) func starts(_ p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        count >= self.count && p[0] == first && PackedWord(p, self.count).bytes == bytes
    }
}

/// A `Marks`'s shapes as the lexer and the parser read them: plain values and pointers,
/// which copy without reference counting.
struct MarkTable {
    struct Pair {
        let mark: MarkSet
        let first: PackedWord
        let second: PackedWord
        let glued: Bool
        /// The first token is the punctuation `.`, not a word.
        let isAfterPeriod: Bool
        let firstLastByte: UInt8

        init(mark: MarkSet, first: PackedWord, second: PackedWord, glued: Bool) {
            self.mark = mark
            self.first = first
            self.second = second
            self.glued = glued
            isAfterPeriod = first.count == 1 && first.first == UInt8(ascii: ".")
            firstLastByte = first.last
        }
    }

    struct Member {
        let mark: MarkSet
        let introducer: Keyword
        let modifier: Keyword
        let name: PackedWord?
        let stored: Bool
    }

    /// The member shapes an introducer keyword may start, by the keyword's raw value:
    /// all of them, those that also need a modifier, a name, or to be stored.
    struct Introduced {
        var all: MarkSet = []
        var modified: MarkSet = []
        var named: MarkSet = []
        var stored: MarkSet = []
    }

    let pairs: UnsafeBufferPointer<Pair>
    let members: UnsafeBufferPointer<Member>
    let introduced: UnsafeMutablePointer<Introduced>
    /// The member shapes each modifier keyword is asked of, by the keyword's raw value.
    let modifying: UnsafeMutablePointer<MarkSet>
    /// The pairs whose first token is a `.`.
    private(set) var periodPairs: MarkSet = []
    /// Bit `n`: some pair's first word is `n` bytes long (the one test most words take).
    private(set) var pairWordLengths: UInt64 = 0
    /// `quietPairClasses`, with the pairs' bytes classed to be read token by token.
    let quietClasses: UnsafePointer<QuietClass>
    unowned(unsafe) var owner: Marks! = nil

    init(_ shapes: [Marks.Shape]) {
        var pairs: [Pair] = []
        var members: [Member] = []
        for (index, shape) in shapes.enumerated() {
            let mark = MarkSet(index: index)
            switch shape {
            case .pair(let first, let second, let glued):
                pairs.append(Pair(mark: mark, first: PackedWord(first), second: PackedWord(second), glued: glued))
            case .member(let introducer, let modifier, let name, let stored):
                members.append(Member(mark: mark, introducer: Self.keyword(introducer), modifier: modifier.map(Self.keyword) ?? .none,
                                      name: name.map(PackedWord.init), stored: stored))
            }
        }
        self.pairs = Self.copy(pairs)
        self.members = Self.copy(members)
        for pair in pairs {
            if pair.isAfterPeriod { periodPairs.formUnion(pair.mark) } else { pairWordLengths |= 1 << UInt64(pair.first.count) }
        }
        quietClasses = pairs.isEmpty ? quietPairClasses : Self.quietClasses(noting: pairs)
        introduced = .allocate(capacity: 256)
        introduced.initialize(repeating: Introduced(), count: 256)
        modifying = .allocate(capacity: 256)
        modifying.initialize(repeating: [], count: 256)
        for member in members {
            let keyword = Int(member.introducer.rawValue)
            introduced[keyword].all.formUnion(member.mark)
            if member.modifier != .none {
                introduced[keyword].modified.formUnion(member.mark)
                modifying[Int(member.modifier.rawValue)].formUnion(member.mark)
            }
            if member.name != nil { introduced[keyword].named.formUnion(member.mark) }
            if member.stored { introduced[keyword].stored.formUnion(member.mark) }
        }
    }

    func release() {
        pairs.deallocate()
        members.deallocate()
        introduced.deallocate()
        modifying.deallocate()
        if quietClasses != quietPairClasses { quietClasses.deallocate() }
    }

    private static func copy<T>(_ values: [T]) -> UnsafeBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: values.count)
        _ = buffer.initialize(from: values)
        return UnsafeBufferPointer(buffer)
    }

    private static func keyword(_ word: String) -> Keyword {
        var bytes = Array(word.utf8)
        return bytes.withUnsafeMutableBufferPointer { Keyword.lookup($0.baseAddress!, $0.count) }
    }

    /// The member shapes a declaration introduced by `keyword` may have, given those whose
    /// modifier it showed.
    @inline(__always) func members(introducedBy keyword: Keyword, modified: MarkSet) -> Introduced {
        var shapes = introduced[Int(keyword.rawValue)]
        shapes.all.subtract(shapes.modified.subtracting(modified))
        return shapes
    }

    /// Of the `named` member shapes, those named by the word from `start`.
    func members(_ named: MarkSet, namedBy start: UnsafePointer<UInt8>, _ length: Int) -> MarkSet {
        var found: MarkSet = []
        for member in members where named.contains(member.mark) {
            if let name = member.name, name.isSpelled(by: start, length) { found.formUnion(member.mark) }
        }
        return found
    }

    /// The pairs the word from `start` (`length` bytes) may start.
    @inline(__always) func pairs(startedBy start: UnsafePointer<UInt8>, _ length: Int) -> MarkSet {
        guard length < 64, (pairWordLengths &>> UInt64(truncatingIfNeeded: length)) & 1 != 0 else { return [] }
        return pairs(spelledBy: start, length)
    }

    private func pairs(spelledBy start: UnsafePointer<UInt8>, _ length: Int) -> MarkSet {
        var started: MarkSet = []
        for pair in pairs where pair.first.isSpelled(by: start, length) { started.formUnion(pair.mark) }
        return started
    }

    /// Of the `pending` pairs (whose first token came last), those the token from `start`
    /// (`length` bytes) completes: a word spelling their second, or an operator starting
    /// with it. `afterTrivia`: something stood between, which a glued pair does not allow.
    func pairs(_ pending: MarkSet, completedBy start: UnsafePointer<UInt8>, _ length: Int, isOperator: Bool,
               afterTrivia: Bool) -> MarkSet {
        var completed: MarkSet = []
        for pair in pairs where pending.contains(pair.mark) && !(afterTrivia && pair.glued) {
            let fits = isOperator ? pair.second.starts(start, length) : pair.second.isSpelled(by: start, length)
            if fits { completed.formUnion(pair.mark) }
        }
        return completed
    }

    /// Whether the bytes after `end` may continue one of the pairs whose first token ends
    /// at `end`: the second's bytes, or for a pair that allows it, blanks or a comment
    /// before them. `skipQuietBytes` hands such bytes back to be read token by token.
    func mayContinuePair(endingAt end: Int, in p: UnsafePointer<UInt8>, count n: Int) -> Bool {
        let byte = p[end]
        for pair in pairs where pair.firstLastByte == byte {
            let length = pair.first.count
            guard end + 1 >= length, pair.first.isSpelled(by: p + end + 1 - length, length) else { continue }
            // A `.` after another is an operator's, not a period; a word continued before
            // is another word.
            let before = end - length
            if before >= 0 {
                let b = p[before]
                if pair.isAfterPeriod ? b == UInt8(ascii: ".") : asciiNameBytes[Int(b)] { continue }
            }
            var k = end + 1
            if !pair.glued {
                while k < n, p[k] == 0x20 || p[k] == 0x09 || p[k] == 0x0A || p[k] == 0x0D || p[k] == 0x0B || p[k] == 0x0C { k += 1 }
                if k < n, p[k] == UInt8(ascii: "/") { return true }
            }
            // Cut short by the end of the file, the second still may be what follows.
            let count = min(pair.second.count, n - k)
            guard count > 0, p[k] == pair.second.first else { continue }
            if PackedWord(p + k, count).bytes == pair.second.bytes & (UInt64.max >> UInt64(64 - 8 * count)) { return true }
        }
        return false
    }

    /// The quiet pair classes with, for each pair, its first token's last byte before its
    /// second's first byte (and, unless glued, before a blank or a `/`) classed `.markMay`.
    private static func quietClasses(noting pairs: [Pair]) -> UnsafePointer<QuietClass> {
        let table = UnsafeMutablePointer<QuietClass>.allocate(capacity: 65536)
        table.initialize(from: quietPairClasses, count: 65536)
        for pair in pairs {
            let seconds = pair.glued ? [pair.second.first] : [pair.second.first] + Array(" \t\n\r\u{0B}\u{0C}/".utf8)
            for second in seconds { table[Int(pair.firstLastByte) | Int(second) << 8] = .markMay }
        }
        return UnsafePointer(table)
    }
}
