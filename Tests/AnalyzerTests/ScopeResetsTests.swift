@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// The scopes a file resets, read from its bytes by every spelling the libraries give a
/// reset, and only those.
final class ScopeResetsTests: XCTestCase {
    func names(_ text: String) -> [String] {
        ScopeResets.names(in: SourceFile(path: "Session.swift", text: text))
    }

    func testEverySpellingOfAReset() {
        XCTAssertEqual(names("func logOut() { container.resetObjectScope(.loggedIn) }"), ["loggedIn"])
        XCTAssertEqual(names("func logOut() { container.resetObjectScope(ObjectScope.account) }"), ["account"])
        XCTAssertEqual(names("func logOut() { Scope.session.reset() }"), ["session"])
        XCTAssertEqual(names("func logOut() { ResolverScope.userSession.reset() }"), ["userSession"])
        XCTAssertEqual(names("func logOut() { sessions.reset(scope: .visit) }"), ["visit"])
    }

    func testEachNameOnceAndSorted() {
        let text = """
        enum Session {
            static func end(_ container: Container) {
                container.resetObjectScope(.visit)
                Scope.cart.reset()
                container.resetObjectScope(.visit)
            }
        }
        """
        XCTAssertEqual(names(text), ["cart", "visit"])
    }

    /// A reset dilint does not model still counts: a comment, a string built for a
    /// scripting bridge.
    func testCommentsAndStringsCount() {
        XCTAssertEqual(names("// call Scope.draft.reset() on sign-out\nlet x = 1"), ["draft"])
        XCTAssertEqual(names("let script = \"resetObjectScope(.preview)\""), ["preview"])
    }

    func testWhatIsNotAReset() {
        XCTAssertEqual(names("func f() { counter.reset() }"), [], "a reset of no member")
        XCTAssertEqual(names("func f() { reset(scope: session) }"), [], "no dot before the scope")
        XCTAssertEqual(names("func f() { container.resetObjectScope(scopes[0]) }"), [], "not a name")
        XCTAssertEqual(names("func f() { Scope.session.resetAll() }"), [], "another method")
        XCTAssertEqual(names("func f() { x.reset(scope: .session, keeping: true) }"), [], "the scope is not the last argument")
        XCTAssertEqual(names("func f() { container.register(Cart.self, scope: .visit) }"), [], "a registration names its scope")
        XCTAssertEqual(names("resetObjectScope(.loggedIn"), [], "unclosed at the end of the file")
        XCTAssertEqual(names(".reset("), [])
    }

    /// Read from the bytes, so a body the tokenizer skips (the file imports no library) is
    /// read all the same, and a file read from the cache keeps them.
    func testASkimmedBodyIsRead() {
        let file = SourceFile(path: "Logout.swift", text: """
        import Foundation

        final class LogoutFlow {
            func run() {
                SessionResetter.run { Scope.session.reset() }
            }
        }
        """)
        let analysis = FileAnalysis.analyze(file, module: "App", skimmingBodies: true)
        XCTAssertNil(analysis.syntax.declarations.first?.members.first?.body?.first, "the body is not parsed")
        XCTAssertEqual(analysis.scopeResets, ["session"])
    }
}
