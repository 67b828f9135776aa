let a = "plain \"quoted\" \u{1F600} \(value) and \(f("nested \(deep) ", { ")" }))"
let b = #"raw \(not) \#(yes) "# + ##"two "# hashes"##
let c = """
    multi \(line)
    \"""
    """
let d = #"""
    raw multi \#(x)
    """#
let e = "unterminated
