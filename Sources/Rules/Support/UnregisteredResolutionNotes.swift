import Analyzer
import DilintFacts
import DilintSyntax

/// What an unregistered resolution's notes and names are read from: the registrations
/// nearest the request first, and whether two names can be told apart.
extension UnregisteredResolutionRule {
    /// Where a finding's notes on the type's other registrations are read from: they come
    /// nearest first.
    struct NotePlace: Hashable {
        var question: TypeQuestion
        var container: ContainerHint
        var file: String
        var symbol: String?
    }

    /// How many of a type's registrations are put in order for a finding's notes; past
    /// them, the rest follow as the graph lists them (a type registered a hundred
    /// thousand times would otherwise cost that many comparisons a finding).
    static let notesRanked = 4 * NoteLimit.perFinding

    /// The registrations the one asking is likeliest to have meant first: those of its own
    /// container (in its own test), then those of its file, then those of targets that can
    /// share a container with it; in the graph's order within each.
    static func nearestFirst(_ ids: [Int], to request: DIGraph.Request, in graph: DIGraph) -> [Int] {
        func rank(_ id: Int) -> Int {
            let registration = graph.providers[id].registration
            if graph.shareContainer(request.resolution, registration) == true { return 0 }
            if registration.location.file == request.resolution.location.file { return 1 }
            return graph.visibility.canShare(graph.providers[id].module, request.module) ? 2 : 3
        }
        let ranked = ids.prefix(notesRanked).enumerated().map { (rank: rank($0.element), order: $0.offset, id: $0.element) }
            .sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }
        return ranked.map(\.id) + ids.dropFirst(notesRanked)
    }

    /// Whether a registration of the type, in a container the request may read, has a name
    /// that may be `asked` though it is not spelled so: one only the run knows (`env.rawValue`
    /// in a loop), or one written as a constant where `asked` is a literal, or the reverse
    /// (`Names.cat`, `.barney` against "cat", "Barney"), whose values dilint does not read.
    static func mayBeNamedSo(_ asked: String, type: String, _ request: DIGraph.Request, _ graph: DIGraph) -> Bool {
        let askedIsConstant = isConstantName(asked)
        for id in graph.providerIDs(ofType: type, dialect: request.resolution.dialect) {
            let registration = graph.providers[id].registration
            guard let name = registration.name, graph.visibility.canShare(graph.providers[id].module, request.module),
                  graph.shareContainer(request.resolution, registration) != false else { continue }
            if name == Registration.nameKnownAtRunTime || isConstantName(name) != askedIsConstant { return true }
        }
        return false
    }

    /// A name spelled as a constant (`Names.cat`, `AnimalName.cat.rawValue`, Resolver's
    /// `.barney`), not a string literal's contents.
    static func isConstantName(_ name: String) -> Bool {
        if name.hasPrefix(".") { return true }
        guard let dot = name.firstIndex(of: ".") else { return false }
        return NameBytes.startsUppercase(String(name[..<dot])) && !name.contains(" ")
    }
}
