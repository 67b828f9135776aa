final class SessionStore {
    static let shared = SessionStore()

    var token: String?
    var retries = 0
    let createdAt = "today"
}

// Nur zum Zählen: a global every screen can change.
var screensOpened = 0
