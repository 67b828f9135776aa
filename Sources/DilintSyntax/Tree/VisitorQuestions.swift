/// What the project's visitor pass (`Visitors` in the Analyzer target) reads of a body,
/// asked by `BodyDigest` so that it keeps it: a rule question in the syntax layer, which
/// the per-file facts pass is to answer instead.

/// A call whose `X.self` arguments register that type (`register(A.self)`,
/// `registerCell(B.self)`): read by `metatypeUses` and kept by `BodyDigest`.
package func isMetatypeRegistration(_ method: String) -> Bool {
    method.hasPrefix("register")
}
