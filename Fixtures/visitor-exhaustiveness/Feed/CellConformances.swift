import UIKit

extension VideoCell: VisitableCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

extension LinkCell: VisitableCell { // expect-error: visitor-exhaustiveness "'LinkCell' conforms to 'VisitableCell' but 'CellVisitor' has no 'visit(_: LinkCell)'"
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { fatalError("links have no visit yet") }
}
