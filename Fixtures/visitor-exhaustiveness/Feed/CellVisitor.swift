import UIKit

protocol CellVisitor {
    associatedtype Result
    func visit(_ cell: TextCell) -> Result
    func visit(_ cell: ImageCell) -> Result
    func visit(_ cell: VideoCell) -> Result
    func visit(_ cell: any SponsoredCell) -> Result
    func visit(_ cell: StaleCell) -> Result // expect-warning: visitor-exhaustiveness "'CellVisitor' has 'visit(_: StaleCell)' but 'StaleCell' does not conform to 'VisitableCell'"
}

protocol VisitableCell where Self: UITableViewCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result
}

/// Cells that share one visit overload on purpose.
protocol SponsoredCell: VisitableCell {}

/// Refines the element protocol without a visit of its own.
protocol LiveCell: VisitableCell {}

class TextCell: UITableViewCell, VisitableCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

final class ImageCell: UITableViewCell, VisitableCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

final class QuoteCell: TextCell {} // expect-error: visitor-exhaustiveness "through its superclass 'TextCell'"

final class VideoCell: UITableViewCell {}

final class LinkCell: UITableViewCell {}

final class StaleCell: UITableViewCell {}

final class AdCell: UITableViewCell, SponsoredCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

final class PartnerCell: UITableViewCell, SponsoredCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

final class ScoreCell: UITableViewCell, LiveCell { // expect-error: visitor-exhaustiveness "'ScoreCell' conforms to 'VisitableCell' but 'CellVisitor' has no 'visit(_: ScoreCell)'"
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { fatalError("scores are not visited yet") }
}

/// Implements the protocol's overloads: its own StaleCell overload is not reported again.
struct HeightVisitor: CellVisitor {
    func visit(_ cell: TextCell) -> CGFloat { 44 }
    func visit(_ cell: ImageCell) -> CGFloat { 200 }
    func visit(_ cell: VideoCell) -> CGFloat { 240 }
    func visit(_ cell: any SponsoredCell) -> CGFloat { 80 }
    func visit(_ cell: StaleCell) -> CGFloat { 0 }
}
