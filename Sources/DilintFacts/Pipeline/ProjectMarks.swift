import DilintSyntax

/// What the project's passes ask of the bodies and member blocks a file's reading skips,
/// handed to the tokenizer and the parser as marks (`Marks`): a skipped region without a
/// mark's shape cannot hold what the mark stands for, so the pass need not parse it
/// (`MemberMaterialization`, `BodyMaterialization` in the Analyzer target).
package enum ProjectMarks {
    /// `as!`: a forced cast, which the visitor pass reads when an element protocol
    /// requires a base class.
    package static let forceCast = MarkSet(index: 0)
    /// `X.self`: a metatype, which the visitor pass reads with the casts.
    package static let metatype = MarkSet(index: 1)
    /// A stored `static var`: state the app may share.
    package static let staticVariable = MarkSet(index: 2)
    /// A `static let`: a singleton's, in a class.
    package static let staticLet = MarkSet(index: 3)
    /// A method named `visit` or `accept`: what makes a visitor or its elements.
    package static let visitMethod = MarkSet(index: 4)
    package static let acceptMethod = MarkSet(index: 5)
    package static let visitMethods = visitMethod.union(acceptMethod)

    package static let marks = Marks([
        .pair("as", "!", glued: true),
        .pair(".", "self", glued: false),
        .member(introducer: "var", modifier: "static", stored: true),
        .member(introducer: "let", modifier: "static"),
        .member(introducer: "func", name: "visit"),
        .member(introducer: "func", name: "accept"),
    ])
}
