/// `accept` constrained in a where clause rather than in the generic parameter list.
protocol NodeVisitor {
    func visit(_ node: Leaf)
    func visit(_ node: Fork)
}

protocol TreeNode {
    func accept<V>(_ visitor: V) where V: NodeVisitor
}

struct Leaf: TreeNode {
    func accept<V>(_ visitor: V) where V: NodeVisitor { visitor.visit(self) }
}

struct Fork: TreeNode {
    func accept<V>(_ visitor: V) where V: NodeVisitor { visitor.visit(self) }
}

struct Bud {}

extension Bud: TreeNode { // expect-error: visitor-exhaustiveness "'Bud' conforms to 'TreeNode' but 'NodeVisitor' has no 'visit(_: Bud)'"
    func accept<V>(_ visitor: V) where V: NodeVisitor {}
}

/// A generic overload takes every element: nothing can be missing.
protocol ExprVisitor {
    func visit(_ expr: Literal)
    func visit(_ expr: Sum)
    func visit<E: Expr>(_ expr: E)
}

protocol Expr {
    func accept(_ visitor: any ExprVisitor)
}

struct Literal: Expr {
    func accept(_ visitor: any ExprVisitor) { visitor.visit(self) }
}

struct Sum: Expr {
    func accept(_ visitor: any ExprVisitor) { visitor.visit(self) }
}

struct Product: Expr {
    func accept(_ visitor: any ExprVisitor) { visitor.visit(self) }
}
