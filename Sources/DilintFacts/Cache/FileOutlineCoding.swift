import DilintSyntax

// The outline is in every entry: written field by field rather than through `Codable`,
// which cost 5–8% of a first run with the cache. Only the rare top-level functions'
// result types go through `FactEncoder`.

extension ByteWriter {
    mutating func outline(_ outline: FileOutline) throws {
        count(outline.imports.count)
        for imported in outline.imports {
            string(imported.module)
            int(imported.offset)
            conditionalBranches(imported.conditions)
        }
        strings(outline.typeNames)
        strings(outline.containerNames)
        count(outline.factoryWrapperAliases.count)
        for alias in outline.factoryWrapperAliases {
            string(alias.alias)
            string(alias.wrapper)
        }
        bool(outline.extendsContainer)
        bool(outline.declaresGenericWrapper)
        bool(outline.mayDeclareForwarder)
        strings(outline.functionResults.map(\.name))
        if !outline.functionResults.isEmpty { try encoded(outline.functionResults.map(\.type)) }
    }

    /// The `#if` branches a declaration or an import sits in.
    mutating func conditionalBranches(_ branches: [ConditionalBranch]) {
        count(branches.count)
        for branch in branches {
            int(branch.blockID)
            int(branch.branch)
            string(branch.condition)
        }
    }

    private mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }
}

extension ByteReader {
    mutating func outline() throws -> FileOutline {
        var outline = FileOutline()
        outline.imports = try array { (reader: inout ByteReader) throws(CacheEntryError) -> Import in
            let module = try reader.string()
            let offset = try reader.int()
            return Import(module: module, offset: offset, conditions: try reader.conditionalBranches())
        }
        outline.typeNames = try strings()
        outline.containerNames = try strings()
        outline.factoryWrapperAliases = try array { (reader: inout ByteReader) throws(CacheEntryError) -> FileOutline.WrapperAlias in
            FileOutline.WrapperAlias(alias: try reader.string(), wrapper: try reader.string())
        }
        outline.extendsContainer = try bool()
        outline.declaresGenericWrapper = try bool()
        outline.mayDeclareForwarder = try bool()
        let names = try strings()
        if !names.isEmpty {
            let types = try decoded([TypeSyntax].self)
            guard types.count == names.count else { throw CacheEntryError() }
            outline.functionResults = zip(names, types).map { FileOutline.FunctionResult(name: $0, type: $1) }
        }
        return outline
    }

    mutating func conditionalBranches() throws(CacheEntryError) -> [ConditionalBranch] {
        try array { (reader: inout ByteReader) throws(CacheEntryError) -> ConditionalBranch in
            ConditionalBranch(blockID: try reader.int(), branch: try reader.int(), condition: try reader.string())
        }
    }

    private mutating func strings() throws(CacheEntryError) -> [String] {
        try array { (reader: inout ByteReader) throws(CacheEntryError) -> String in try reader.string() }
    }
}
