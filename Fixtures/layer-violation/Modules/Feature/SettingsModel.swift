import Core

// Its module declares an Endpoint of its own and does not import Networking: this is that one.
struct Endpoint {
    let path: String
}

final class SettingsModel {
    let endpoint = Endpoint(path: "/settings")
    let profile: Profile? = nil
}
