/// Escaping for the XML reporters. XML 1.0 cannot carry most control characters at all,
/// not even as character references, so those become U+FFFD rather than a broken file.
enum XMLEscaping {
    /// For attribute values in double quotes. Line breaks and tabs are written as character
    /// references, because a parser turns literal ones in an attribute into spaces.
    static func attribute(_ s: String) -> String {
        escape(s, inAttribute: true)
    }

    /// For text between tags, where line breaks survive as they are.
    static func text(_ s: String) -> String {
        escape(s, inAttribute: false)
    }

    private static func escape(_ s: String, inAttribute: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += inAttribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            case "\t": out += inAttribute ? "&#9;" : "\t"
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
