import Swinject
import UIKit
import BackgroundTasks

/// Swinject is imported here, but none of these calls is a container's.
final class FeedViewController: UIViewController {
    let tableView = UITableView()
    let decoder = Decoder()

    func configure() {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "nib")
        UserDefaults.standard.register(defaults: ["launched": false])
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "refresh", using: nil) { task in task.setTaskCompleted(success: true) }
        UIImageAsset().register(UIImage(), with: UITraitCollection())
        _ = decoder.resolve(url: "https://example.com")
        _ = decoder.resolve()
        let url = URL(fileURLWithPath: "/tmp").resolvingSymlinksInPath()
        _ = url
    }
}

final class Decoder {
    func resolve(url: String) -> String { url }
    func resolve() -> Int { 0 }
}
