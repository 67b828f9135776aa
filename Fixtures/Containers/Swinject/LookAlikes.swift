import Swinject
import UIKit
import BackgroundTasks
import RealmSwift

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

/// RealmSwift's `resolve` hands back an object from another thread's reference: a value
/// of a type the file builds, not a container.
final class DraftsLoader {
    func load(_ references: [ThreadSafeReference<Draft>]) {
        let realm = try! Realm()
        for reference in references { _ = realm.resolve(reference) }
        DispatchQueue.global().async {
            if let background = try? Realm() {
                for reference in references { _ = background.resolve(reference) }
            }
        }
    }
}
