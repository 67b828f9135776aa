/// What the project's visitor pass (`Visitors` in the Analyzer target) reads of a body,
/// asked by the parser and `BodyDigest` so that they keep it. These are rule questions
/// in the syntax layer: the per-file facts pass is to answer them instead.

/// Methods whose parameters `Visitors` reads (`visit(_:)` overloads, `accept(_:)`): the
/// only methods `BodyDigest` keeps parameter lists of.
package func readsParameters(ofMethodNamed name: String) -> Bool {
    name == "visit" || name == "accept"
}

/// A call whose `X.self` arguments register that type (`register(A.self)`,
/// `registerCell(B.self)`): read by `metatypeUses` and kept by `BodyDigest`.
package func isMetatypeRegistration(_ method: String) -> Bool {
    method.hasPrefix("register")
}
