import Foundation
import Resolver

// Queues handed out by name: the platform's shared instances are of their own type.
final class ThumbnailCache {
    private let work: DispatchQueue
    private let delivery: DispatchQueue

    init(work: DispatchQueue = Resolver.resolve(name: "work"), // expect-resolution: DispatchQueue name="work"
         delivery: DispatchQueue = Resolver.resolve(name: "delivery")) { // expect-resolution: DispatchQueue name="delivery"
        self.work = work
        self.delivery = delivery
    }
}

extension Resolver {
    static func registerQueues() {
        register(name: "delivery") { DispatchQueue.main } // expect-registration: DispatchQueue name="delivery"
        register(name: "work") { DispatchQueue.global() } // expect-registration: DispatchQueue name="work"
        register { RunLoop.current } // expect-registration: RunLoop
    }
}
