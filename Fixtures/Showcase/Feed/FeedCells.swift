import UIKit

protocol FeedCellVisitor {
    associatedtype Result
    func visit(_ cell: HeadlineCell) -> Result
    func visit(_ cell: PhotoCell) -> Result
    func visit(_ cell: BannerCell) -> Result // expect-warning: visitor-exhaustiveness "'BannerCell'"
}

protocol VisitableFeedCell where Self: UITableViewCell {
    func accept<V: FeedCellVisitor>(_ visitor: V) -> V.Result
}

final class HeadlineCell: UITableViewCell {}
final class PhotoCell: UITableViewCell {}
final class VideoCell: UITableViewCell {}
final class BannerCell: UITableViewCell {}
final class AdCell: UITableViewCell {}

extension HeadlineCell: VisitableFeedCell {
    func accept<V: FeedCellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

extension PhotoCell: VisitableFeedCell {
    func accept<V: FeedCellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

extension VideoCell: VisitableFeedCell { // expect-error: visitor-exhaustiveness "'VideoCell'"
    func accept<V: FeedCellVisitor>(_ visitor: V) -> V.Result { fatalError("no visit for videos yet") }
}
