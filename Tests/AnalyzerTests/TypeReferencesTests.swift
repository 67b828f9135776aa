@testable import DilintFacts
import DilintSyntax
import XCTest

/// The type names a file spells, as `layer-violation` reads them from its facts.
final class TypeReferencesTests: XCTestCase {
    private func references(_ text: String, skimming: Bool = true) -> TypeReferences {
        let analysis = FileAnalysis.analyze(SourceFile(path: "Checkout.swift", text: text), module: "App",
                                            skimmingBodies: skimming, readingTypeReferences: true)
        return analysis.typeReferences ?? TypeReferences()
    }

    private func described(_ uses: [TypeReferences.Use]) -> [String] {
        uses.map { "\($0.qualifier.map { $0 + "." } ?? "")\($0.name) \($0.kind)" }
    }

    /// A file no dialect reads is parsed skimming its bodies: the names in them are still read.
    func testNamesInsideSkimmedBodiesAreRead() {
        let refs = references("""
            final class CheckoutModel {
                func submit() {
                    let client = PaymentClient(retries: 2)
                    _ = Ledger.shared
                    _ = ReceiptPrinter.self
                }
            }
            """)
        XCTAssertEqual(described(refs.uses), ["PaymentClient initializerCall", "Ledger staticMember", "ReceiptPrinter metatype"])
        XCTAssertEqual(refs.scopes, ["CheckoutModel"])
    }

    /// Each name once, at its first use: another use later adds nothing.
    func testFirstUseOfEachName() {
        let refs = references("""
            struct Cart { var items: [LineItem]; var last: LineItem? }
            extension Basket {}
            """)
        XCTAssertEqual(described(refs.uses), ["LineItem reference", "Basket extensionOf"])
        XCTAssertEqual(refs.scopes, ["Cart", "Basket"])
    }

    /// Declared names, generic parameters and labels are not uses; imports are modules.
    func testDeclaredNamesGenericParametersLabelsAndImportsAreNotUses() {
        let refs = references("""
            import Networking
            import struct Storage.Vault
            struct Box<Element: Sendable> {
                enum Phase { case Idle }
                func first<Item>(of items: [Item], Mode: Int) -> Element? { nil }
                func make() { _ = Phase.Idle; send(Payload: 1) }
            }
            """)
        XCTAssertEqual(described(refs.uses), ["Sendable reference", "Int reference"])
        XCTAssertEqual(refs.scopes, ["Box", "Element", "Phase", "Idle", "Item"])
    }

    /// A name after a dot is kept with its qualifier, which the project may know as a
    /// module; after a member chain (`order.details.Status`) it is never a type.
    func testQualifiedNamesKeepTheirQualifier() {
        let refs = references("""
            let api = Data.RemoteAPI()
            let status = Order.Status.open
            let deep = order.details.Status
            let plain: RemoteAPI? = nil
            """)
        XCTAssertEqual(described(refs.uses), ["Data staticMember", "Data.RemoteAPI initializerCall", "Order staticMember",
                                              "Order.Status staticMember", "RemoteAPI reference"])
        XCTAssertEqual(described(refs.firstUses(qualifiedBy: ["Data"])), ["Data staticMember", "Data.RemoteAPI initializerCall", "Order staticMember"])
        XCTAssertEqual(described(refs.firstUses(qualifiedBy: [])), ["Data staticMember", "Order staticMember", "RemoteAPI reference"])
    }

    /// The same names whether the file was parsed whole (a dialect reads it) or skimming
    /// its bodies, and whether its comments were kept for a suppression.
    func testSameNamesWhateverTheParse() {
        let text = """
            import Swinject
            // dilint:disable-next-line unregistered-resolution
            final class Flow { func start(_ r: Resolver) { _ = r.resolve(Router.self); _ = Screen() } }
            """
        let expected = ["Resolver reference", "Router metatype", "Screen initializerCall"]
        XCTAssertEqual(described(references(text).uses), expected)
        XCTAssertEqual(references(text), references(text, skimming: false))
        let skimmed = text.replacingOccurrences(of: "import Swinject", with: "import Combine")
        XCTAssertEqual(described(references(skimmed).uses), expected)
        XCTAssertEqual(described(references(skimmed.replacingOccurrences(of: "// dilint:disable-next-line unregistered-resolution\n", with: "")).uses),
                       expected)
    }

    /// Asked for only: a run without layers reads no body for them.
    func testNotReadUnlessAsked() {
        XCTAssertNil(FileAnalysis.analyze(SourceFile(path: "A.swift", text: "struct A { let b: B }"), module: "App").typeReferences)
    }
}
