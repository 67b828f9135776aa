import Analyzer
import DilintFacts
import DilintSyntax

/// Visitors that cannot visit every element, visit overloads nobody dispatches to, and
/// registered classes that a forced cast to the element protocol will crash on (SPEC §7).
public struct VisitorExhaustivenessRule: Rule {
    public static let description = RuleDescription(
        id: "visitor-exhaustiveness",
        defaultSeverity: .error,
        summary: "Element types a visitor has no visit(_:) for, visit(_:) overloads never dispatched, registered classes a forced cast to the element protocol crashes on",
        rationale: """
            A visitor promises one visit(_:) per element type, and the compiler checks none of it: \
            a new cell type conforming to the element protocol has nothing to dispatch to, a \
            visit(_:) for a type that is not an element is dead code, and a cell class that is \
            registered with the table view but does not conform crashes the forced cast \
            'cell as! VisitableCell' on the user's device. Add the missing overload, remove the \
            dead one, and make every registered class conform.
            """,
        triggeringExamples: [
            """
            protocol ShapeVisitor {
                func visit(_ s: Circle)
                func visit(_ s: Square)
            }
            protocol Shape {
                func accept(_ v: ShapeVisitor)
            }
            struct Circle: Shape { func accept(_ v: ShapeVisitor) { v.visit(self) } }
            struct Square: Shape { func accept(_ v: ShapeVisitor) { v.visit(self) } }
            struct ↓Triangle: Shape { func accept(_ v: ShapeVisitor) {} }
            """,
            """
            protocol ShapeVisitor {
                func visit(_ s: Circle)
                func ↓visit(_ s: Square)
            }
            protocol Shape {
                func accept(_ v: ShapeVisitor)
            }
            struct Circle: Shape { func accept(_ v: ShapeVisitor) { v.visit(self) } }
            struct Square {}
            """,
            """
            final class AreaVisitor {
                func visit(_ s: Circle) -> Double { 1 }
                func visit(_ s: Square) -> Double { 2 }
            }
            protocol Shape {
                func accept(_ v: AreaVisitor) -> Double
            }
            struct Circle: Shape { func accept(_ v: AreaVisitor) -> Double { v.visit(self) } }
            struct Square: Shape { func accept(_ v: AreaVisitor) -> Double { v.visit(self) } }
            struct Hexagon {}
            extension ↓Hexagon: Shape { func accept(_ v: AreaVisitor) -> Double { 0 } }
            """,
            """
            protocol CellVisitor {
                associatedtype Result
                func visit(_ c: TextCell) -> Result
                func visit(_ c: ImageCell) -> Result
            }
            protocol VisitableCell {
                func accept<V: CellVisitor>(_ v: V) -> V.Result
            }
            class TextCell: VisitableCell { func accept<V: CellVisitor>(_ v: V) -> V.Result { v.visit(self) } }
            class ImageCell: VisitableCell { func accept<V: CellVisitor>(_ v: V) -> V.Result { v.visit(self) } }
            class ↓QuoteCell: TextCell {}
            """,
            """
            import UIKit
            protocol CellVisitor {
                func visit(_ c: TextCell)
                func visit(_ c: ImageCell)
            }
            protocol VisitableCell where Self: UITableViewCell {
                func accept(_ v: CellVisitor)
            }
            class TextCell: UITableViewCell, VisitableCell { func accept(_ v: CellVisitor) { v.visit(self) } }
            class ImageCell: UITableViewCell, VisitableCell { func accept(_ v: CellVisitor) { v.visit(self) } }
            class PromoCell: UITableViewCell {}
            final class Feed: UITableViewController {
                func setUp() { tableView.register(↓PromoCell.self, forCellReuseIdentifier: "promo") }
                func render(_ cell: UITableViewCell, with v: CellVisitor) { (cell as! VisitableCell).accept(v) }
            }
            """,
            """
            import UIKit
            protocol CellVisitor {
                func visit(_ c: TextCell)
                func visit(_ c: ImageCell)
            }
            protocol VisitableCell: UICollectionViewCell {
                func accept(_ v: CellVisitor)
            }
            class TextCell: UICollectionViewCell, VisitableCell { func accept(_ v: CellVisitor) { v.visit(self) } }
            class ImageCell: UICollectionViewCell, VisitableCell { func accept(_ v: CellVisitor) { v.visit(self) } }
            class PromoCell: UICollectionViewCell {}
            final class Grid {
                let kinds: [UICollectionViewCell.Type] = [TextCell.self, ImageCell.self, ↓PromoCell.self]
                func render(_ cell: UICollectionViewCell, with v: CellVisitor) { (cell as! VisitableCell).accept(v) }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            protocol ShapeVisitor {
                func visit(_ s: Circle)
                func visit(_ s: Square)
            }
            protocol Shape {
                func accept(_ v: ShapeVisitor)
            }
            struct Circle: Shape { func accept(_ v: ShapeVisitor) { v.visit(self) } }
            struct Square: Shape { func accept(_ v: ShapeVisitor) { v.visit(self) } }
            """,
            """
            protocol CellVisitor {
                associatedtype Result
                func visit(_ c: TextCell) -> Result
                func visit(_ c: ImageCell) -> Result
            }
            protocol VisitableCell {
                func accept<V: CellVisitor>(_ v: V) -> V.Result
            }
            class TextCell: VisitableCell { func accept<V: CellVisitor>(_ v: V) -> V.Result { v.visit(self) } }
            class ImageCell: VisitableCell { func accept<V: CellVisitor>(_ v: V) -> V.Result { v.visit(self) } }
            struct HeightVisitor: CellVisitor {
                func visit(_ c: TextCell) -> Int { 1 }
                func visit(_ c: ImageCell) -> Int { 2 }
            }
            """,
            """
            protocol Tracker {
                func visit(_ url: String)
            }
            protocol Page {
                func accept(_ t: Tracker)
            }
            struct Home: Page { func accept(_ t: Tracker) { t.visit("/") } }
            """,
            """
            protocol Node {}
            protocol NodeVisitor {
                func visit(_ n: Leaf)
                func visit(_ n: any Branch)
            }
            protocol Branch: Element {}
            protocol Element {
                func accept(_ v: NodeVisitor)
            }
            struct Leaf: Element { func accept(_ v: NodeVisitor) { v.visit(self) } }
            struct Fork: Branch { func accept(_ v: NodeVisitor) { v.visit(self) } }
            """,
            """
            import UIKit
            protocol CellVisitor {
                func visit(_ c: TextCell)
                func visit(_ c: ImageCell)
            }
            protocol VisitableCell where Self: UITableViewCell {
                func accept(_ v: CellVisitor)
            }
            class TextCell: UITableViewCell, VisitableCell { func accept(_ v: CellVisitor) { v.visit(self) } }
            class ImageCell: UITableViewCell, VisitableCell { func accept(_ v: CellVisitor) { v.visit(self) } }
            class PromoCell: UITableViewCell {}
            final class Feed: UITableViewController {
                func setUp() { tableView.register(PromoCell.self, forCellReuseIdentifier: "promo") }
                func render(_ cell: UITableViewCell, with v: CellVisitor) { (cell as? VisitableCell)?.accept(v) }
            }
            """,
            """
            final class Printer {
                func visit(_ n: Int) {}
                func visit(_ n: String) {}
            }
            """,
            """
            protocol ShapeVisitor {
                func visit(_ s: Circle)
                func visit(_ s: Square)
            }
            protocol Shape {
                func accept(_ v: ShapeVisitor)
            }
            struct Circle: Shape { func accept(_ v: ShapeVisitor) { v.visit(self) } }
            struct Square {}
            extension Square: Shape { func accept(_ v: ShapeVisitor) { v.visit(self) } }
            """,
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let elements = context.project.elementProtocols
        guard !elements.isEmpty else { return [] }
        return unvisitedElements(elements, context) + undispatchedVisits(elements, context) + unconformingMetatypes(elements, context)
    }

    /// (1) A conformer of an element protocol with no `visit` overload of its own.
    private func unvisitedElements(_ elements: [ElementProtocol], _ context: RuleContext) -> [Diagnostic] {
        let types = context.types
        var found: [Diagnostic] = []
        var reported: Set<String> = []
        for element in elements where !element.visitor.hasUnresolvedVisit {
            let visitor = element.visitor
            let elementName = types[element.type].qualifiedName, visitorName = types[visitor.type].qualifiedName
            for conformer in types.inheritance.conformers(of: .declared(element.type)) where !isVisited(conformer, by: visitor, types) {
                let name = types.name(of: conformer)
                guard reported.insert("\(name)/\(visitorName)").inserted else { continue }
                let visited = visitor.visits.map { "'\($0.parameterName)'" }.joined(separator: ", ")
                var notes = [DiagnosticNote(message: "'\(visitorName)' visits \(visited)", location: types[visitor.type].site.location)]
                var message = "'\(name)' conforms to '\(elementName)' but '\(visitorName)' has no 'visit(_: \(name))'; add one, or the call to accept(_:) cannot dispatch it"
                var site = types.conformanceSite(of: conformer, to: element.type)
                if site == nil, let id = conformer.declaredID,
                   let superclass = types.inheritance.superclasses(of: conformer).first(where: { types.inheritance.conforms($0, to: .declared(element.type)) }) {
                    let superName = types.name(of: superclass)
                    site = types[id].site
                    message = "'\(name)' conforms to '\(elementName)' through its superclass '\(superName)' but '\(visitorName)' has no 'visit(_: \(name))'; add one, or every visitor treats it as a '\(superName)'"
                    if let inherited = types.conformanceSite(of: superclass, to: element.type) {
                        notes.append(DiagnosticNote(message: "'\(superName)' conforms to '\(elementName)' here", location: inherited.location))
                    }
                }
                guard let site else { continue }
                found.append(diagnostic(message, at: site.location, notes: notes, symbol: name, in: context))
            }
        }
        return found
    }

    /// Exactly the conformer, or a protocol it conforms to: a visit for a protocol is a
    /// deliberate catch-all, while a superclass's visit silently swallows its subclasses.
    private func isVisited(_ conformer: TypeReference, by visitor: Visitor, _ types: TypeTable) -> Bool {
        visitor.visits.contains { visit in
            visit.parameter == conformer || (types.kind(of: visit.parameter) == .protocol && types.inheritance.conforms(conformer, to: visit.parameter))
        }
    }

    /// (2) A `visit` overload whose parameter type no element is, conforms to, or has a
    /// conforming subtype of: no `accept(_:)` ever calls it.
    private func undispatchedVisits(_ elements: [ElementProtocol], _ context: RuleContext) -> [Diagnostic] {
        let types = context.types
        let graph = types.inheritance
        var found: [Diagnostic] = []
        var seenVisitors: Set<TypeID> = []
        for visitor in elements.map(\.visitor) where seenVisitors.insert(visitor.type).inserted {
            let protocols = elements.filter { $0.visitor.type == visitor.type }.map { TypeReference.declared($0.type) }
            let elementNames = protocols.map { "'\(types.name(of: $0))'" }.joined(separator: " or ")
            let visitorName = types[visitor.type].qualifiedName
            for visit in visitor.visits {
                // Conformances of types the analyzed code does not declare may live elsewhere.
                guard let parameterID = visit.parameter.declaredID else { continue }
                let dispatched = protocols.contains { element in
                    graph.isSubtype(visit.parameter, of: element) || graph.conformers(of: visit.parameter).contains { graph.conforms($0, to: element) }
                }
                guard !dispatched else { continue }
                let name = visit.parameterName
                found.append(diagnostic(
                    "'\(visitorName)' has 'visit(_: \(name))' but '\(name)' does not conform to \(elementNames), so no accept(_:) ever dispatches to it; make '\(name)' conform or remove the overload",
                    at: visit.method.site.location,
                    notes: [DiagnosticNote(message: "'\(name)' is declared here", location: types[parameterID].site.location)],
                    symbol: "\(visitorName).visit(_:)", in: context, severity: .warning))
            }
        }
        return found
    }

    /// (3) A subclass of the element protocol's required base that is registered or used as
    /// a metatype in a type that force-casts to the element protocol, without conforming.
    private func unconformingMetatypes(_ elements: [ElementProtocol], _ context: RuleContext) -> [Diagnostic] {
        let types = context.types
        let graph = types.inheritance
        let guarded = elements.filter { !$0.requiredBases.isEmpty }
        guard !guarded.isEmpty else { return [] }
        var found: [Diagnostic] = []
        for type in types.types where type.kind != .protocol {
            let casts = types.forcedCasts(in: type.id)
            guard !casts.isEmpty else { continue }
            let uses = types.metatypeUses(in: type.id)
            for element in guarded {
                let target = TypeReference.declared(element.type)
                let crashing = casts.filter { $0.target == target }
                guard !crashing.isEmpty else { continue }
                let elementName = types[element.type].qualifiedName
                for use in uses where types.kind(of: use.type) == .class && !graph.isSubtype(use.type, of: target) {
                    guard let base = element.requiredBases.first(where: { graph.superclasses(of: use.type).contains($0) }) else { continue }
                    let name = types.name(of: use.type)
                    let how = use.isRegistration ? "is registered here" : "is used here as a metatype"
                    found.append(diagnostic(
                        "'\(name)' is a '\(types.name(of: base))' that \(how) but does not conform to '\(elementName)'; '\(type.qualifiedName)' force-casts to '\(elementName)', which crashes at run time on every '\(name)' it meets; make '\(name)' conform or do not use it here",
                        at: use.site.location,
                        notes: crashing.map { DiagnosticNote(message: "this forced cast to '\(elementName)' crashes on every '\(name)'", location: $0.site.location) },
                        symbol: "\(type.qualifiedName).\(name)", in: context))
                }
            }
        }
        return found
    }
}
