import DilintSyntax

/// What the project parsed again of the trees its files' passes left unread: the member
/// blocks left dormant (`MemberMaterialization`) and the bodies skimmed
/// (`BodyMaterialization`), each by the declaration it belongs to. The trees stay as their
/// files' passes left them; the passes read members and bodies through the type table
/// (`members(of:)`, `skimmed(of:)`, `withBodies(_:)`), which looks here first.
public struct Materialized: Sendable {
    /// A dormant member block's members, as the block read whole gives them (the types
    /// the first parse kept are the same declarations), and what its declaration then
    /// notes of its bodies.
    struct MemberBlock {
        let members: [Declaration]
        let skimmed: SkimmedBodies
    }

    var memberBlocks: [ObjectIdentifier: MemberBlock] = [:]
    /// A skimmed declaration parsed whole.
    var bodies: [ObjectIdentifier: Declaration] = [:]
}

extension TypeTable {
    /// The members of a type's or extension's declaration, its dormant block's once parsed.
    public func members(of declaration: Declaration) -> [Declaration] {
        materialized.memberBlocks[ObjectIdentifier(declaration)]?.members ?? declaration.members
    }

    /// What a declaration notes of its bodies and member block, as it was parsed again.
    public func skimmed(of declaration: Declaration) -> SkimmedBodies {
        materialized.memberBlocks[ObjectIdentifier(declaration)]?.skimmed ?? declaration.skimmed
    }

    /// The declaration with its bodies: parsed again whole where its file's pass skimmed
    /// them and a pass asked (`BodyMaterialization`), else itself.
    public func withBodies(_ declaration: Declaration) -> Declaration {
        materialized.bodies[ObjectIdentifier(declaration)] ?? declaration
    }
}
