import DilintSyntax

/// What the project's passes read of a body once its file's own facts are read, which a
/// body's digest (`BodyDigest`) keeps: the `X.self` handed to a registration (the visitor
/// pass, `Visitors` in the Analyzer target) and the properties written through a
/// mutating method (the mutable-state pass, `MutableState`).
package enum ProjectDigest {
    package static let questions = DigestQuestions(keepsMetatypeArguments: isMetatypeRegistration, writesToBase: isMutatingMethod)
}

/// A call whose `X.self` arguments register that type (`register(A.self)`,
/// `registerCell(B.self)`).
package func isMetatypeRegistration(_ method: String) -> Bool {
    method.hasPrefix("register")
}

/// A method that, by its name, changes what it is called on (`items.append(x)`).
package func isMutatingMethod(_ name: String) -> Bool {
    // Called for every method call a digest meets: the first letter rules most names out.
    guard let first = name.utf8.first, mutatingMethodInitials.contains(first) else { return false }
    return mutatingMethodPrefixes.contains { name.hasPrefix($0) }
}

private let mutatingMethodPrefixes = ["append", "insert", "remove", "update", "merge", "sort", "reverse", "pop", "form", "subtract",
                                      "shuffle", "swapAt", "reserveCapacity", "replace", "toggle"]
private let mutatingMethodInitials = Set(mutatingMethodPrefixes.compactMap(\.utf8.first))
