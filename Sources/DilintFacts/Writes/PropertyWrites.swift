import DilintSyntax

/// Every write in a file whose bodies were parsed whole, to a path naming one of the
/// wanted names, with its context (`PropertyWrite`). Writes to a function's own locals
/// and parameters are left out: they are nobody else's state.
public enum PropertyWrites {
    public static func collect(from file: SyntaxFile, wanted: Set<String>, bytes: [UInt8]? = nil) -> [PropertyWrite] {
        collect(from: file, wanted: wanted, calling: [], bytes: bytes).writes
    }

    /// The writes, and the calls of (and other references to) functions named in `calling`,
    /// each with the context a write would have there.
    /// `calling` nil: every call and function declaration, and the references to the
    /// functions named in `referencing`.
    /// `bytes`, the file's: a declaration whose bytes spell none of the names asked about
    /// holds nothing asked about, and is not walked (unless every call is asked for).
    public static func collect(from file: SyntaxFile, wanted: Set<String>, calling: Set<String>?, referencing: Set<String> = [],
                               bytes: [UInt8]? = nil) -> (writes: [PropertyWrite], calls: [CallSite], functions: [FunctionDeclaration]) {
        var walker = WriteWalker(wanted: wanted, calling: calling ?? [], callingAll: calling == nil,
                                 referenced: calling ?? referencing,
                                 isMainFile: PathNames.lastComponent(file.file.path) == "main.swift")
        if let bytes, let calling {
            // The three lists in turn, not their union: a name in two is looked for twice,
            // which answers the same, and the union copied the calling list for every file.
            walker.spelled = NamePlaces([wanted, calling, referencing].joined(), in: SourceFile(path: file.file.path, bytes: bytes))
        }
        walker.declarations(file.declarations)
        walker.topLevel(file.statements)
        return (walker.writes, walker.calls, walker.functions)
    }
}

/// A function named in `calling`, as declared: whether code out of sight may call it.
public struct FunctionDeclaration: Sendable, Equatable {
    public var name: String
    /// The type or extended type around it, outermost first; empty at the top level.
    public var enclosingType: [String]
    public var isStatic: Bool
    /// `override`, `public`, `open`, `@objc`, `@IBAction`, or a protocol's requirement.
    public var isVisibleOutside: Bool
    public var shape: CallShape
}
