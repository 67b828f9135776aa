@testable import DilintCore
import XCTest

final class VersionTests: XCTestCase {
    func testVersionIsSemantic() {
        XCTAssertEqual(CommandLineTool.version.split(separator: ".").count, 3)
    }
}
