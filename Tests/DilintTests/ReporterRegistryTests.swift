@testable import DilintCore
import XCTest

final class ReporterRegistryTests: XCTestCase {
    func testEveryFormatOfTheSpecIsRegisteredOnce() {
        let names = ReporterRegistry.names
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(Set(names), ["text", "xcode", "json", "sarif", "github", "checkstyle", "junit"])
        XCTAssertEqual(names.first, "text", "the default comes first")
    }

    func testLookUpGivesTheReporterOfThatName() {
        for type in ReporterRegistry.all {
            let reporter = ReporterRegistry.reporter(named: type.name)
            XCTAssertNotNil(reporter, type.name)
            XCTAssertEqual(reporter.map { String(describing: Swift.type(of: $0)) }, String(describing: type))
            XCTAssertFalse(type.summary.isEmpty)
        }
        XCTAssertNil(ReporterRegistry.reporter(named: "sarrif"))
        XCTAssertNil(ReporterRegistry.reporter(named: "TEXT"))
    }
}
