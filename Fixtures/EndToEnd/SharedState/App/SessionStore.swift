import Foundation

final class SessionStore {
    static let shared = SessionStore()

    var token: String?
    var retries = 0
    let createdAt = "today"

    public func signIn(token: String) async {
        self.token = token
        retries = 0
    }

    public func retry() {
        DispatchQueue.global().async { self.retries += 1 }
    }
}

// Nur zum Zählen: a global every screen can change.
var screensOpened = 0

public func openScreen() {
    Task { screensOpened += 1 }
}
