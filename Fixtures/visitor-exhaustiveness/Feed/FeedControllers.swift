import UIKit

final class PlainCell: UITableViewCell {}
final class ArchivedCell: UITableViewCell {}
final class Analytics {}

final class FeedViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TextCell.self, forCellReuseIdentifier: String(describing: TextCell.self))
        tableView.register(ImageCell.self, forCellReuseIdentifier: "image")
        tableView.register(AdCell.self, forCellReuseIdentifier: "ad")
        tableView.register(PlainCell.self, forCellReuseIdentifier: "plain") // expect-error: visitor-exhaustiveness "'PlainCell' is a 'UITableViewCell' that is registered here but does not conform to 'VisitableCell'"
        print(Analytics.self)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let cell = tableView.cellForRow(at: indexPath) else { return 44 }
        return (cell as! VisitableCell).accept(HeightVisitor()) // expect-note: visitor-exhaustiveness
    }
}

/// Metatypes kept in an array; the forced cast sits in an extension in the same file.
final class ArchiveViewController: UITableViewController {
    let cellTypes: [UITableViewCell.Type] = [TextCell.self, VideoCell.self, ArchivedCell.self] // expect-error: visitor-exhaustiveness "'ArchivedCell' is a 'UITableViewCell' that is used here as a metatype"
}

extension ArchiveViewController {
    func height(of cell: UITableViewCell) -> CGFloat {
        let visitable = cell as! VisitableCell // expect-note: visitor-exhaustiveness
        return visitable.accept(HeightVisitor())
    }
}

/// Casts conditionally: a cell that does not conform is skipped, not a crash.
final class SearchViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PlainCell.self, forCellReuseIdentifier: "plain")
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        (tableView.cellForRow(at: indexPath) as? VisitableCell)?.accept(HeightVisitor()) ?? 44
    }
}

/// Registers a cell that does not conform, but never casts to the element protocol.
final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PlainCell.self, forCellReuseIdentifier: "plain")
    }
}
