import DilintSyntax

extension ContainerExtraction {
    /// A call or operator on a value the file declares as one of the project's own
    /// non-container types (only in a file read for libraries its module reaches). In a
    /// file's own pass, which does not know them yet, none is: the type is recorded instead.
    mutating func isOnForeignReceiver(_ expression: Expression, _ chain: CallChain?, _ context: ExpressionContext) -> Bool {
        guard !foreign.typeNames.isEmpty || recordsReceiverTypes else { return false }
        let receiver: Expression?
        let properties: ArraySlice<CallChain.Link>
        switch expression.kind {
        case .prefix(_, let inner):
            (receiver, properties) = (inner, [])
        case .call, .infix, .postfix:
            guard let chain else { return false }
            (receiver, properties) = (chain.receiver, chain.links[...])
        default:
            return false
        }
        if recordsReceiverTypes {
            if let type = ForeignReceivers.declaredType(of: receiver, properties: properties, context) { receiverTypes.insert(type) }
            return false
        }
        return foreign.isForeign(receiver, properties: properties, context)
    }
}
