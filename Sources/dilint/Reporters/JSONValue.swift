/// A JSON document built in code and written with a fixed layout: keys in the order
/// given, two-space indentation, so output is byte-stable (Foundation's encoder promises
/// neither key order nor spacing).
indirect enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The document, pretty-printed, ending in a newline.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: "")
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .int(let n): out += String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            let inner = indent + "  "
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: inner)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            let inner = indent + "  "
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += inner
                JSONValue.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, indent: inner)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private static let hexDigits = Array("0123456789abcdef")

    /// RFC 8259 escaping. U+2028 and U+2029 are escaped too, so the output is also valid
    /// JavaScript.
    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        // Most strings need no escape: appended whole, not scalar by scalar (a tenth of a
        // lint's time when thousands of findings carry notes).
        if !needsEscaping(s) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}":
                let v = Int(scalar.value)
                out += "\\u"
                for shift in [12, 8, 4, 0] { out.append(hexDigits[(v >> shift) & 0xF]) }
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// A quote, a backslash, a control character, or the first byte of U+2028/U+2029 (E2,
    /// which other characters share: those take the escaping path too, and come out as they are).
    private static func needsEscaping(_ s: String) -> Bool {
        s.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }
    }
}
