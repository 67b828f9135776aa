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

    func testAFirstLettersCaseIsTheCharactersCase() {
        let names = ["Container", "container", "", "_shared", "$0", "1st", "Ünicode", "élan", "Σigma", "ßeta",
                     "A\u{301}bc", "a\u{301}bc", "Z", "z", "@Injected", "İstanbul"]
        for name in names {
            XCTAssertEqual(NameBytes.startsUppercase(name), name.first?.isUppercase == true, name)
            XCTAssertEqual(NameBytes.startsLowercase(name), name.first?.isLowercase == true, name)
        }
    }
}
