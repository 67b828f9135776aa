/// For each byte, whether it continues an ASCII name (a letter, a digit or `_`): the
/// lexer's loops over names test this table rather than four ranges.
nonisolated(unsafe) let asciiNameBytes: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for b in 0..<256 {
        let byte = UInt8(b)
        table[b] = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
    return UnsafePointer(table)
}()

/// Names, operators and numbers: how far each runs, including the Unicode ranges the
/// Swift grammar allows in identifiers and operators.
extension Lexer {
    // MARK: - Identifiers

    /// An ASCII letter, digit or `_`.
    @inline(__always) func isIdentifierByte(_ b: UInt8) -> Bool {
        nameBytes[Int(b)]
    }

    func isIdentifierHead(at j: Int) -> Bool {
        guard j < n else { return false }
        let b = p[j]
        if (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_") {
            return true
        }
        if b >= 0x80, let (scalar, _) = decodeScalar(at: j) { return isIdentifierScalar(scalar) }
        return false
    }

    mutating func scanIdentifierBody() {
        // ASCII names in a local, which stays in a register; Unicode ones below.
        var j = i
        while j < n, isIdentifierByte(p[j]) { j += 1 }
        i = j
        guard j < n, p[j] >= 0x80 else { return }
        while i < n {
            let b = p[i]
            if isIdentifierByte(b) {
                i += 1
            } else if b >= 0x80, let (scalar, length) = decodeScalar(at: i), isIdentifierScalar(scalar) {
                i += length
            } else {
                return
            }
        }
    }

    func decodeScalar(at j: Int) -> (UInt32, Int)? {
        let b0 = UInt32(p[j])
        if b0 < 0x80 { return (b0, 1) }
        let length: Int
        var value: UInt32
        if b0 & 0xE0 == 0xC0 { length = 2; value = b0 & 0x1F }
        else if b0 & 0xF0 == 0xE0 { length = 3; value = b0 & 0x0F }
        else if b0 & 0xF8 == 0xF0 { length = 4; value = b0 & 0x07 }
        else { return nil }
        guard j + length <= n else { return nil }
        for k in 1..<length {
            let b = UInt32(p[j + k])
            guard b & 0xC0 == 0x80 else { return nil }
            value = (value << 6) | (b & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    func isIdentifierScalar(_ c: UInt32) -> Bool {
        // Separators and invisible formatting characters are not identifier material.
        if c == 0xA0 || c == 0xFEFF || (0x2000...0x200A).contains(c) || c == 0x2028 || c == 0x2029 || c == 0x3000 {
            return false
        }
        return !isOperatorScalar(c)
    }

    /// The Unicode operator-head ranges of the Swift grammar.
    func isOperatorScalar(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    // MARK: - Operators

    @inline(__always) static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Longest run of operator characters. A `.` belongs to an operator only when the
    /// operator starts with one; `//` and `/*` start comments, never operator text.
    mutating func lexOperator() {
        let start = i
        let dotted = p[i] == UInt8(ascii: ".")
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "/"), i > start, at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*") { break }
            if b == UInt8(ascii: ".") {
                if !dotted { break }
                i += 1
            } else if Lexer.isOperatorByte(b) {
                i += 1
            } else if b >= 0x80, let (scalar, length) = decodeScalar(at: i), isOperatorScalar(scalar) || (i > start && (0x0300...0x036F).contains(scalar)) {
                i += length
            } else {
                break
            }
        }
        if i == start { i += 1 }
        emit(.operator, start)
    }

    // MARK: - Numbers

    mutating func lexNumber() {
        let start = i
        var isFloat = false
        if previousKind == .period, pendingFlags.isEmpty {
            // A tuple element (`pair.0`, `nested.0.1`): digits only, never a fraction.
            while i < n, isDigit(p[i]) { i += 1 }
            emit(.integerLiteral, start)
            return
        }
        if p[i] == UInt8(ascii: "0"), at(i + 1) == UInt8(ascii: "x") || at(i + 1) == UInt8(ascii: "X") {
            i += 2
            while i < n, isHexDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            // A hex float needs a `p` exponent with digits; without one, `0xFF.description`
            // and `0x1.fp` are member accesses.
            var exponent = i
            if at(i) == UInt8(ascii: "."), isHexDigit(at(i + 1)) {
                exponent = i + 1
                while exponent < n, isHexDigit(p[exponent]) || p[exponent] == UInt8(ascii: "_") { exponent += 1 }
            }
            if at(exponent) == UInt8(ascii: "p") || at(exponent) == UInt8(ascii: "P") {
                var j = exponent + 1
                if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
                if isDigit(at(j)) {
                    i = j
                    while i < n, isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
                    isFloat = true
                }
            }
        } else if p[i] == UInt8(ascii: "0"), at(i + 1) == UInt8(ascii: "o") || at(i + 1) == UInt8(ascii: "b") {
            let binary = at(i + 1) == UInt8(ascii: "b")
            i += 2
            while i < n {
                let b = p[i]
                let ok = binary ? (b == UInt8(ascii: "0") || b == UInt8(ascii: "1")) : (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "7"))
                if ok || b == UInt8(ascii: "_") { i += 1 } else { break }
            }
        } else {
            while i < n, isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            if at(i) == UInt8(ascii: "."), isDigit(at(i + 1)) {
                i += 1
                while i < n, isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
                isFloat = true
            }
            if at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
                var j = i + 1
                if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
                if isDigit(at(j)) {
                    i = j
                    while i < n, isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
                    isFloat = true
                }
            }
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, start)
    }

    @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    @inline(__always) func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }
}
