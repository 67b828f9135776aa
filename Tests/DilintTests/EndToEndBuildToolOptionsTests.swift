import Foundation
import XCTest

/// What the DilintBuildTool plugin runs dilint with: a build command cannot choose the
/// folder it runs in (`--working-directory`), and Xcode links an issue to its file only by
/// an absolute path (`--absolute-paths`).
final class EndToEndBuildToolOptionsTests: XCTestCase {
    func testOnlyFilesFromAnotherFolderReportsAbsolutePaths() throws {
        let project = EndToEndDilint.fixture("PreCommit")
        let elsewhere = try EndToEndDilint.temporaryFolder(for: self)
        let run = try EndToEndDilint.run(["lint", "--working-directory", project.path, "--absolute-paths", "--quiet",
                                          "--config", ".dilint.yml", "--reporter", "xcode",
                                          "--only-files", "Orders/OrdersScreen.swift"], in: elsewhere)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, project.resolvingSymlinksInPath().path + """
            /Orders/OrdersScreen.swift:5:5: warning: 'dilint:disable:next' names no rule dilint has: \
            'not-a-rule-in-a-staged-file' [superfluous-suppression]

            """)
    }

    func testNotesAndSourceLinesFollowTheAbsolutePaths() throws {
        let project = EndToEndDilint.fixture("SharedState")
        let relative = try EndToEndDilint.run(["lint"], in: project)
        let absolute = try EndToEndDilint.run(["lint", "--absolute-paths"], in: project)
        XCTAssertEqual(absolute.status, relative.status)
        let root = project.resolvingSymlinksInPath().path + "/"
        XCTAssertEqual(absolute.stdout.replacingOccurrences(of: root, with: ""), relative.stdout)
        XCTAssertTrue(relative.stdout.contains("self.token = token"), "the text reporter shows the source line: \(relative.stdout)")

        let xcode = try EndToEndDilint.run(["lint", "--absolute-paths", "--reporter", "xcode"], in: project)
        let lines = xcode.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 6, xcode.stdout)
        for line in lines { XCTAssertTrue(line.hasPrefix(root + "App/SessionStore.swift:"), String(line)) }
    }

    func testAMissingWorkingDirectoryIsAUsageError() throws {
        let run = try EndToEndDilint.run(["lint", "--working-directory", "no-such-folder"],
                                         in: EndToEndDilint.fixture("Clean"))
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("'--working-directory': no such folder: 'no-such-folder'"), run.stderr)
    }
}
