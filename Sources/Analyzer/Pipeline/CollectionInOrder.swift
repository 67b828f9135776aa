import DilintFacts
import DilintSyntax

/// The type table's first pass, handed each file in the files' order as soon as it is
/// analyzed, and the module it names for each. The module map may still be drawn up on
/// another thread: files handed over before it is there wait in a list, for the next
/// file or `finish`, since a thread that waited for the map would leave a core idle.
public struct CollectionInOrder {
    private var collector = TypeTable.Collector()
    private var moduleOfFile: [String] = []
    private var waiting: [FileAnalysis] = []

    public init(expectedFiles: Int = 0) {
        moduleOfFile.reserveCapacity(expectedFiles)
    }

    /// `modules` is nil while the map is not drawn up yet.
    public mutating func add(_ analysis: FileAnalysis, modules: ModuleMap?) {
        waiting.append(analysis)
        if let modules { collectWaiting(modules) }
    }

    /// Collects whatever still waits, and hands over the collector and each file's module
    /// in the order the files came. Moved out, not copied: a copy shared with this value
    /// would make the passes after copy the whole table the first time they change it.
    public mutating func finish(_ modules: ModuleMap) -> (collector: TypeTable.Collector, moduleOfFile: [String]) {
        collectWaiting(modules)
        defer { (collector, moduleOfFile) = (TypeTable.Collector(), []) }
        return (collector, moduleOfFile)
    }

    private mutating func collectWaiting(_ modules: ModuleMap) {
        for analysis in waiting {
            let module = modules.module(of: analysis.path)
            moduleOfFile.append(module)
            collector.add(ModuleFile(module: module, syntax: analysis.syntax))
        }
        waiting.removeAll(keepingCapacity: true)
    }
}
