import DilintSyntax

/// A container dialect's reader. Each lives in its own file.
public protocol ContainerRecognizer: Sendable {
    /// Whether the file can use this dialect at all (its imports, the configuration).
    func applies(to extraction: ContainerExtraction) -> Bool
    /// Called for every call and operator expression (`r ~> P.self`, `*!scope`), outermost
    /// first, with its call chain (made once for every dialect).
    func visit(_ call: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction)
    /// Called for every prefix-operator expression (`*!scope`) and name (`$0`), after the
    /// calls around it.
    func visitOperand(_ operand: Expression, _ context: ExpressionContext, _ extraction: inout ContainerExtraction)
    /// Whether `visitOperand` reads anything: names are visited only when one does.
    var readsOperands: Bool { get }
    /// Whether the dialect is a library's (its calls are on the library's containers),
    /// rather than a project's own shapes (a home-made locator, a registering conformance).
    var readsALibrary: Bool { get }
    /// Called once after the walk, for declaration-shaped facts (property wrappers, keys).
    func visitDeclarations(_ extraction: inout ContainerExtraction)
}

extension ContainerRecognizer {
    public func visitOperand(_ operand: Expression, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {}
    public var readsOperands: Bool { false }
    public var readsALibrary: Bool { true }
    public func visitDeclarations(_ extraction: inout ContainerExtraction) {}
}
