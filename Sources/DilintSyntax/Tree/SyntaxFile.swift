/// The light syntax tree of one file.
public struct SyntaxFile: Sendable {
    public var file: SourceFile
    public var imports: [Import]
    public var declarations: [Declaration]
    /// Top-level statements (scripts, `main.swift`, code the parser could not place).
    public var statements: [Statement]

    public init(file: SourceFile, imports: [Import] = [], declarations: [Declaration] = [], statements: [Statement] = []) {
        self.file = file
        self.imports = imports
        self.declarations = declarations
        self.statements = statements
    }
}

public struct Import: Sendable, Equatable {
    public var module: String
    public var offset: Int
    public var conditions: [ConditionalBranch]

    public init(module: String, offset: Int, conditions: [ConditionalBranch] = []) {
        self.module = module
        self.offset = offset
        self.conditions = conditions
    }

    /// The module itself, without the declaration path of `import struct Swinject.Container`.
    public var rootModule: String { NameBytes.firstDottedPart(module) ?? "" }
}
