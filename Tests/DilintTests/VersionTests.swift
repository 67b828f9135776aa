import XCTest
@testable import DilintCore

final class VersionTests: XCTestCase {
    func testVersionIsSemantic() {
        XCTAssertEqual(CommandLineTool.version.split(separator: ".").count, 3)
    }
}
