import DilintSyntax

extension ByteWriter {
    /// A flag, then the uses and the scopes: nil for a run that read none.
    mutating func typeReferences(_ references: TypeReferences?) {
        bool(references != nil)
        guard let references else { return }
        count(references.uses.count)
        for use in references.uses {
            string(use.name)
            int(use.offset)
            byte(use.kind.rawValue)
            optionalString(use.qualifier)
        }
        let scopes = references.scopes.sorted()
        count(scopes.count)
        for scope in scopes { string(scope) }
    }
}

extension ByteReader {
    mutating func typeReferences() throws(CacheEntryError) -> TypeReferences? {
        guard try bool() else { return nil }
        let uses = try array { (reader: inout ByteReader) throws(CacheEntryError) -> TypeReferences.Use in
            let name = try reader.string()
            let offset = try reader.int()
            guard let kind = TypeReferences.Kind(rawValue: try reader.byte()) else { throw CacheEntryError() }
            return TypeReferences.Use(name: name, offset: offset, kind: kind, qualifier: try reader.optionalString())
        }
        let scopes = try array { (reader: inout ByteReader) throws(CacheEntryError) -> String in try reader.string() }
        return TypeReferences(uses: uses, scopes: Set(scopes))
    }
}
