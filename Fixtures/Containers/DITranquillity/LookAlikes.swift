import BackgroundTasks
import CoreData
import DITranquillity
import UIKit

// Shapes that look like DITranquillity in a file importing it, and are not.

final class HostResolver {
    func resolve() -> String { "" }
}

final class FeedCell: UITableViewCell {}

final class Lookalikes {
    let persistent = NSPersistentContainer(name: "Model")
    @IBOutlet var collectionView: UICollectionView!

    func run(table: UITableView, resolver: HostResolver, values: [Int]) {
        table.register(FeedCell.self, forCellReuseIdentifier: "cell")
        collectionView.register(FeedCell.self)
        UserDefaults.standard.register(defaults: [:])
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "refresh", using: nil) { _ in }
        UIImageAsset().register(UIImage(), with: UITraitCollection())
        _ = resolver.resolve()
        let hosts = HostResolver()
        _ = hosts.resolve()
        let total = values.reduce(0, +)
        var pointer = total
        let negated = -pointer
        let flipped = !values.isEmpty
        _ = (negated, flipped, *pointer, **pointer, *persistent)
        pointer = 0
        _ = ["a"].map { scope in scope.resolve(url: "x") }
        _ = ["b"].map { container in container.resolve("host") }
        _ = ["c"].map { container in container.register(FeedCell.self, forCellReuseIdentifier: "cell") }
    }
}
