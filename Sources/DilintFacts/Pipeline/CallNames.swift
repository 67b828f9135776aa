/// A call whose `X.self` arguments register that type (`register(A.self)`,
/// `registerCell(B.self)`).
package func isMetatypeRegistration(_ method: String) -> Bool {
    method.hasPrefix("register")
}

/// A method that, by its name, changes what it is called on (`items.append(x)`).
package func isMutatingMethod(_ name: String) -> Bool {
    // Called for every method call a write walk meets: the first letter rules most names out.
    guard let first = name.utf8.first, mutatingMethodInitials.contains(first) else { return false }
    return mutatingMethodPrefixes.contains { name.hasPrefix($0) }
}

private let mutatingMethodPrefixes = ["append", "insert", "remove", "update", "merge", "sort", "reverse", "pop", "form", "subtract",
                                      "shuffle", "swapAt", "reserveCapacity", "replace", "toggle"]
private let mutatingMethodInitials = Set(mutatingMethodPrefixes.compactMap(\.utf8.first))
