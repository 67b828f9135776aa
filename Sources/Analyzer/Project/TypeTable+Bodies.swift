import DilintFacts
import DilintSyntax

/// An extension or redeclaration filed under the type it extends, whose conformances and
/// members are still to be added.
struct MergedBody {
    let target: TypeReference
    let body: Body

    enum Body {
        /// An extension, by its index among the pending ones.
        case pendingExtension(Int)
        case redeclaration(ExtensionSite)
    }
}

/// The last part of merging: each extended type gets the conformances and members of its
/// extensions (and redeclarations) in the order they were merged. Each type's bodies are
/// independent of every other type's, so `jobs` threads share the types; the work is
/// mostly retaining the members' declarations, which lie cold in memory by then.
extension TypeTable {
    mutating func addMergedBodies(of pending: [PendingExtension], jobs: Int) {
        let bodies = mergedBodies
        mergedBodies = []
        guard !bodies.isEmpty else { return }
        // Bodies by target, each target's in merge order: a counting sort for declared
        // types, a dictionary for external names.
        var starts = [Int](repeating: 0, count: types.count + 1)
        var externalBodies: [String: [Int]] = [:]
        for (index, body) in bodies.enumerated() {
            switch body.target {
            case .declared(let id): starts[id.index + 1] += 1
            case .external(let name): externalBodies[name, default: []].append(index)
            }
        }
        for index in types.indices { starts[index + 1] += starts[index] }
        var declaredBodies = [Int](repeating: 0, count: starts[types.count])
        var filled = starts
        for (index, body) in bodies.enumerated() {
            if case .declared(let id) = body.target {
                declaredBodies[filled[id.index]] = index
                filled[id.index] += 1
            }
        }
        let extendedTypes = types.indices.filter { starts[$0 + 1] > starts[$0] }
        let externalNames = Array(externalBodies.keys)
        var externals = externalNames.map { externalTypes.removeValue(forKey: $0) ?? ExtendedExternalType(name: $0) }

        // Shared by pointer: an array the threads pass around would have its reference
        // count changed by both, each time moving its cache line between them.
        // Runs of neighbouring types per job: one type per job had the threads take turns
        // on the counter and write to neighbouring types' lines.
        let perJob = 32
        let typeJobs = (extendedTypes.count + perJob - 1) / perJob
        let replaced = pending.withUnsafeBufferPointer { pending in
            bodies.withUnsafeBufferPointer { bodies in
                declaredBodies.withUnsafeBufferPointer { declaredBodies in
                    types.withUnsafeMutableBufferPointer { types in
                        externals.withUnsafeMutableBufferPointer { externals in
                            let shared = MergeTargets(types: types, externals: externals, pending: pending, bodies: bodies,
                                                      declaredBodies: declaredBodies)
                            return ParallelFileAnalysis.parallelMap(typeJobs + externalNames.count, jobs: jobs, inRuns: true) { job -> [ReplacedArrays] in
                                if job < typeJobs {
                                    var replaced: [ReplacedArrays] = []
                                    for type in extendedTypes[(job * perJob)..<min(extendedTypes.count, (job + 1) * perJob)] {
                                        // Held arrays are copied as they grow, not moved; with one
                                        // thread, no other thread's heap is locked, so none are held.
                                        if jobs > 1 { replaced.append(ReplacedArrays(shared.types[type])) }
                                        Self.addBodies(starts[type]..<starts[type + 1], toType: type, shared)
                                    }
                                    return replaced
                                } else {
                                    let external = job - typeJobs
                                    // No pass asks about the members of types the code only extends.
                                    var unread = MemberSummary()
                                    for index in externalBodies[externalNames[external]]! {
                                        Self.add(Self.site(of: shared.bodies[index].body, in: shared.pending), scope: nil,
                                                 extensions: &shared.externals[external].extensions,
                                                 inheritance: &shared.externals[external].inheritance,
                                                 members: &shared.externals[external].members, summary: &unread)
                                    }
                                    return []
                                }
                            }
                        }
                    }
                }
            }
        }
        for (name, external) in zip(externalNames, externals) { externalTypes[name] = external }
        arraysReplacedByMerge = replaced
    }

    /// The bodies of one declared type, in merge order, its arrays grown once: a
    /// reallocation frees a buffer another thread allocated, which contends for its heap.
    private static func addBodies(_ slots: Range<Int>, toType type: Int, _ shared: MergeTargets) {
        var members = 0, entries = 0
        for slot in slots {
            switch shared.bodies[shared.declaredBodies[slot]].body {
            case .pendingExtension(let index):
                members += shared.pending[index].memberCount
                entries += shared.pending[index].inheritanceCount
            case .redeclaration(let site):
                members += site.declaration.members.count
                entries += site.declaration.inheritance.count
            }
        }
        shared.types[type].members.reserveCapacity(shared.types[type].members.count + members)
        shared.types[type].inheritance.reserveCapacity(shared.types[type].inheritance.count + entries)
        shared.types[type].extensions.reserveCapacity(shared.types[type].extensions.count + slots.count)
        let parent = shared.types[type].parent
        for slot in slots {
            let body = site(of: shared.bodies[shared.declaredBodies[slot]].body, in: shared.pending)
            // A redeclaration reads its inheritance list where the type is declared; an
            // extension reads it at the top level of its file.
            add(body, scope: body.isRedeclaration ? parent : nil,
                extensions: &shared.types[type].extensions, inheritance: &shared.types[type].inheritance,
                members: &shared.types[type].members, summary: &shared.types[type].memberSummary)
        }
    }

    private static func site(of body: MergedBody.Body, in pending: UnsafeBufferPointer<PendingExtension>) -> ExtensionSite {
        switch body {
        case .pendingExtension(let index): return pending[index].body
        case .redeclaration(let site): return site
        }
    }

    private static func add(_ body: ExtensionSite, scope: TypeReference?, extensions: inout [ExtensionSite],
                            inheritance: inout [InheritanceEntry], members: inout [TypeMember], summary: inout MemberSummary) {
        let index = extensions.count
        extensions.append(body)
        inheritance += inheritanceEntries(of: body.declaration, site: body.site, scope: scope, extensionIndex: index, isClass: false)
        appendMembers(body.declaration.members, site: body.site, extensionIndex: index, to: &members, summary: &summary)
    }
}

/// A type's arrays as the first pass left them, before its bodies were added. The first
/// pass allocated them on whichever thread took the file in; freeing one on the other
/// thread takes the lock of the first thread's heap while that thread allocates from it.
/// Kept by the table (`arraysReplacedByMerge`) instead, the adding step took a median
/// 6.3 ms instead of 7.9 at `--jobs 2` (timer build, 30 alternated runs).
struct ReplacedArrays {
    let members: [TypeMember]
    let inheritance: [InheritanceEntry]
    let extensions: [ExtensionSite]

    init(_ type: DeclaredType) {
        members = type.members
        inheritance = type.inheritance
        extensions = type.extensions
    }
}

/// Each job changes its own run of types or one external type, and only reads the rest,
/// so sharing the buffers is safe.
private struct MergeTargets: @unchecked Sendable {
    let types: UnsafeMutableBufferPointer<DeclaredType>
    let externals: UnsafeMutableBufferPointer<ExtendedExternalType>
    let pending: UnsafeBufferPointer<PendingExtension>
    let bodies: UnsafeBufferPointer<MergedBody>
    /// Indices into `bodies`, grouped by declared type.
    let declaredBodies: UnsafeBufferPointer<Int>
}
