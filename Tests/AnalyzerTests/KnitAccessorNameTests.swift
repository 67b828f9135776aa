@testable import DilintFacts
import XCTest

/// The accessor name Knit generates for a registered type, as dilint spells it.
final class KnitAccessorNameTests: XCTestCase {
    func testLeadingCapitalsAreLowercasedButTheOneStartingTheNextWord() {
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "ExampleService"), "exampleService")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "URLSessionPool"), "urlSessionPool")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "API"), "api")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "A"), "a")
    }

    func testQualifiersOptionalsAndExistentialsAreDropped() {
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "Outer.Inner"), "inner")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "Ledger?"), "ledger")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "any Ledger"), "ledger")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "[Ledger]"), "ledger")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "Receipt.Factory"), "receiptFactory")
    }

    func testGenericsKeepTheSubjectOfPublishersAndProviders() {
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "AnyPublisher<Balance, Never>"), "balancePublisher")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "CurrentValueSubject<Rate, Never>"), "rateSubject")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "Cache<Key, Value>"), "cache")
        XCTAssertEqual(SwinjectRecognizer.knitAccessorName(ofTypeNamed: "(String) -> Int"), "closure")
    }
}
