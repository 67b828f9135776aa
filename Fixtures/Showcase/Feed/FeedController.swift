import UIKit

struct RowHeightVisitor: FeedCellVisitor {
    func visit(_ cell: HeadlineCell) -> CGFloat { 44 }
    func visit(_ cell: PhotoCell) -> CGFloat { 220 }
    func visit(_ cell: BannerCell) -> CGFloat { 90 }
}

final class FeedController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(HeadlineCell.self, forCellReuseIdentifier: "headline")
        tableView.register(PhotoCell.self, forCellReuseIdentifier: "photo")
        tableView.register(AdCell.self, forCellReuseIdentifier: "ad") // expect-error: visitor-exhaustiveness "'AdCell'"
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let cell = tableView.cellForRow(at: indexPath) else { return 44 }
        return (cell as! VisitableFeedCell).accept(RowHeightVisitor()) // expect-note: visitor-exhaustiveness
    }
}
