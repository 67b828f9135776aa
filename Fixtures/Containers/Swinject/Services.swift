protocol Clock {}
protocol Network {}
protocol Storage {}
protocol Analytics {}
protocol Session {}
protocol Logger {}

final class SystemClock: Clock {}
final class URLNetwork: Network {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}
final class DiskStorage: Storage {}
final class MemoryStorage: Storage {}
final class Tracker: Analytics {
    var session: Session?
    let network: Network
    init(network: Network) { self.network = network }
}
final class UserSession: Session {
    let userID: Int
    let storage: Storage
    init(userID: Int, storage: Storage) {
        self.userID = userID
        self.storage = storage
    }
}
final class ConsoleLogger: Logger {}

final class ProfileScreen {
    init(network: Network, analytics: Analytics, title: String) {}
    init(network: Network) {}
}

struct FeedModel {
    let network: Network
    let storage: Storage?
    var pageSize: Int = 20
    let kind = "feed"
}
