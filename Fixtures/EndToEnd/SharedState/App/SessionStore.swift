final class SessionStore {
    static let shared = SessionStore()

    var token: String?
    var retries = 0
    let createdAt = "today"

    func signIn(token: String) {
        self.token = token
        retries = 0
    }

    func retry() {
        retries += 1
    }
}

// Nur zum Zählen: a global every screen can change.
var screensOpened = 0

func openScreen() {
    screensOpened += 1
}
