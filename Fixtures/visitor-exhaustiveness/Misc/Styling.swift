import UIKit

/// A visitor over framework types the analyzed code does not declare.
protocol Styler {
    func visit(_ view: UILabel)
    func visit(_ view: UIButton)
}

protocol Stylable {
    func accept(_ styler: Styler)
}

extension UILabel: Stylable {
    func accept(_ styler: Styler) { styler.visit(self) }
}

extension UISwitch: Stylable { // expect-error: visitor-exhaustiveness "'UISwitch' conforms to 'Stylable' but 'Styler' has no 'visit(_: UISwitch)'"
    func accept(_ styler: Styler) {}
}
