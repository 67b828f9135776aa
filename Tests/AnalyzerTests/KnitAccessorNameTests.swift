@testable import DilintSyntax
import XCTest

/// The accessor name Knit generates for a registered type, as dilint spells it.
final class KnitAccessorNameTests: XCTestCase {
    func testLeadingCapitalsAreLowercasedButTheOneStartingTheNextWord() {
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "ExampleService"), "exampleService")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "URLSessionPool"), "urlSessionPool")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "API"), "api")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "A"), "a")
    }

    func testQualifiersOptionalsAndExistentialsAreDropped() {
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "Outer.Inner"), "inner")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "Ledger?"), "ledger")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "any Ledger"), "ledger")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "[Ledger]"), "ledger")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "Receipt.Factory"), "receiptFactory")
    }

    func testGenericsKeepTheSubjectOfPublishersAndProviders() {
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "AnyPublisher<Balance, Never>"), "balancePublisher")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "CurrentValueSubject<Rate, Never>"), "rateSubject")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "Cache<Key, Value>"), "cache")
        XCTAssertEqual(TypeSyntax.knitAccessorName(ofTypeNamed: "(String) -> Int"), "closure")
    }
}
