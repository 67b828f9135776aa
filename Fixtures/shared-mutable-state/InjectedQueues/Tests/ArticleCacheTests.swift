import Foundation
import Resolver
import XCTest

// A test registers its own queue under the main queue's name: the app's code still gets
// the main queue from the app's registration.
final class ArticleCacheTests: XCTestCase {
    func testPrefetchKeepsTheBody() {
        let test = Resolver(child: .main)
        let queue = DispatchQueue(label: "article-cache-tests")
        test.register(name: "ui") { queue }
        let cache = ArticleCache(uiQueue: queue)
        cache.prefetch("intro")
        queue.sync {}
    }
}
