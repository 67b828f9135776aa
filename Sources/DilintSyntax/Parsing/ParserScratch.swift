import Foundation

/// The stacks and tables a parse works in, kept from one parse to the next: each file's
/// parser setting up and tearing down its own (seven objects and their buffers) cost
/// ~8,000 instructions a file. A parse takes a set from the pool and gives it back
/// emptied; a few sets serve all the threads.
final class ParserScratch: @unchecked Sendable {
    let statements = ScratchStack<Statement>()
    let arguments = ScratchStack<Argument>()
    let declarations = ScratchStack<Declaration>()
    let operands = ScratchStack<Expression>()
    let operators = ScratchStack<Parser.PendingOperator>()
    let sharedNames = SharedTypes()
    let sharedSpellings = SharedTypes()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var pool: [ParserScratch] = []
    /// More than the threads that parse at once; sets given back beyond it are freed.
    private static let poolLimit = 16

    static func take() -> ParserScratch {
        lock.lock()
        let taken = pool.popLast()
        lock.unlock()
        return taken ?? ParserScratch()
    }

    /// Empties the set (a parse that stopped early may leave items on a stack) and puts
    /// it back in the pool. The parser that had it must not use it again.
    func giveBack() {
        statements.removeAll()
        arguments.removeAll()
        declarations.removeAll()
        operands.removeAll()
        operators.removeAll()
        sharedNames.removeAll()
        sharedSpellings.removeAll()
        Self.lock.lock()
        if Self.pool.count < Self.poolLimit { Self.pool.append(self) }
        Self.lock.unlock()
    }
}
