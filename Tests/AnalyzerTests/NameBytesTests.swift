import DilintSyntax
import XCTest

/// The byte-level name checks answer what the `String` calls they stand for answer.
final class NameBytesTests: XCTestCase {
    func testContainsAndItsCaseFoldingAnswerAsTheStringCallsDo() {
        let names = ["DebugMenuProvider", "HistoryDebug", "isRunningUnitTests", "TESTING", "stateLock", "readWriteMutex",
                     "Semaphore", "", "Ünicode_Test", "t"]
        for name in names {
            XCTAssertEqual(NameBytes.contains("DebugMenu", in: name), name.contains("DebugMenu"), name)
            XCTAssertEqual(NameBytes.containsIgnoringCase("test", in: name), name.lowercased().contains("test"), name)
            XCTAssertEqual(NameBytes.containsIgnoringCase("semaphore", in: name), name.lowercased().contains("semaphore"), name)
            XCTAssertEqual(NameBytes.containsIgnoringCase("lock", in: name), name.lowercased().contains("lock"), name)
        }
        XCTAssertTrue(NameBytes.containsIgnoringCase("test", in: "ProcessInfo.isTESTing"))
        XCTAssertFalse(NameBytes.contains("test", in: "ProcessInfo.isTESTing"))
    }
}
