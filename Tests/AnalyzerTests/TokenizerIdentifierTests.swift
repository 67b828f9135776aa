@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Identifiers, reserved and contextual keywords, attributes and `#` words.
final class TokenizerIdentifierTests: XCTestCase {
    func testPlainAndUnicodeIdentifiers() {
        assertTokens("userRepository _cache x1 _", "id:userRepository id:_cache id:x1 kw:_")
        assertTokens("let café = naïve", "kw:let id:café op:= id:naïve")
        assertTokens("let 变量 = ζ + Δt", "kw:let id:变量 op:= id:ζ op:+ id:Δt")
        assertTokens("let 🐶 = 🐮", "kw:let id:🐶 op:= id:🐮")
        // A combining mark continues an identifier.
        assertTokens("cafe\u{301}s", "id:cafe\u{301}s")
    }

    func testBacktickedIdentifiers() {
        assertTokens("let `default` = `class`", "kw:let id:`default` op:= id:`class`")
        assertTokens("func `is valid`() {}", "kw:func id:`is␠valid` ( ) { }")
        // Unterminated on its line: the backtick alone is an error, the rest is code.
        assertTokens("`abc\nx", "err:` id:abc id:x")
        assertTokens("``", "err:` err:`")
    }

    func testDollarIdentifiers() {
        assertTokens("{ $0 + $1 }", "{ id:$0 op:+ id:$1 }")
        assertTokens("$viewModel.$name", "id:$viewModel . id:$name")
        assertTokens("$état", "id:$état")
        assertTokens("$ x", "err:$ id:x")
    }

    func testReservedKeywordsAreKeywordTokens() {
        assertTokens("import class struct enum protocol extension func init deinit subscript typealias associatedtype",
                     "kw:import kw:class kw:struct kw:enum kw:protocol kw:extension kw:func kw:init kw:deinit kw:subscript kw:typealias kw:associatedtype")
        assertTokens("let var static public private fileprivate internal inout operator precedencegroup rethrows",
                     "kw:let kw:var kw:static kw:public kw:private kw:fileprivate kw:internal kw:inout kw:operator kw:precedencegroup kw:rethrows")
        assertTokens("if else guard for in while repeat switch case default break continue fallthrough return throw do catch defer where",
                     "kw:if kw:else kw:guard kw:for kw:in kw:while kw:repeat kw:switch kw:case kw:default kw:break kw:continue kw:fallthrough kw:return kw:throw kw:do kw:catch kw:defer kw:where")
        assertTokens("as is try throws true false nil self Self super Any _",
                     "kw:as kw:is kw:try kw:throws kw:true kw:false kw:nil kw:self kw:Self kw:super kw:Any kw:_")
    }

    func testContextualKeywordsStayIdentifiersWithTheirKeyword() {
        assertTokens("lazy weak unowned final open required convenience override mutating nonmutating dynamic indirect optional",
                     "ctx:lazy ctx:weak ctx:unowned ctx:final ctx:open ctx:required ctx:convenience ctx:override ctx:mutating ctx:nonmutating ctx:dynamic ctx:indirect ctx:optional")
        assertTokens("actor async await some any get set willSet didSet nonisolated isolated distributed macro package",
                     "ctx:actor ctx:async ctx:await ctx:some ctx:any ctx:get ctx:set ctx:willSet ctx:didSet ctx:nonisolated ctx:isolated ctx:distributed ctx:macro ctx:package")
        assertTokens("prefix postfix infix consuming borrowing sending unsafe X.Type P.Protocol",
                     "ctx:prefix ctx:postfix ctx:infix ctx:consuming ctx:borrowing ctx:sending ctx:unsafe id:X . ctx:Type id:P . ctx:Protocol")
        // Near misses are plain identifiers without a keyword.
        assertTokens("lets classes Lazy selfish inits", "id:lets id:classes id:Lazy id:selfish id:inits")
    }

    func testContextualKeywordValues() {
        let file = SourceFile(path: "k.swift", text: "weak var delegate; lazy var x; private(set) var y")
        let tokens = Tokenizer.tokenize(file).filter { !$0.kind.isTrivia }
        XCTAssertEqual(tokens[0].keyword, .weak)
        XCTAssertEqual(tokens[0].kind, .identifier)
        XCTAssertEqual(tokens[1].keyword, .var)
        XCTAssertEqual(tokens[1].kind, .keyword)
        XCTAssertEqual(tokens[2].keyword, .none)
        XCTAssertEqual(tokens[4].keyword, .lazy)
        XCTAssertEqual(tokens[8].keyword, .private)
        XCTAssertEqual(tokens[10].keyword, .set)
        XCTAssertEqual(tokens[10].kind, .identifier)
    }

    func testEveryKeywordSpellingLooksUpToItself() {
        for keyword in Keyword.allCases where keyword != .none {
            let file = SourceFile(path: "k.swift", text: keyword.text)
            let tokens = Tokenizer.tokenize(file)
            XCTAssertEqual(tokens.count, 1, keyword.text)
            XCTAssertEqual(tokens.first?.keyword, keyword, keyword.text)
            XCTAssertEqual(tokens.first?.kind, keyword.isReserved ? .keyword : .identifier, keyword.text)
        }
    }

    func testReservedWordsAfterAMemberDotAreMemberNames() {
        // DITranquillity's `register(X.init).as(P.self).default()`: `as` and `default`
        // are method names here, not a cast and a switch label.
        assertTokens("c.register(X.init).as(P.self).default()",
                     "id:c . id:register ( id:X . kw:init ) . ctx:as ( id:P . kw:self ) . ctx:default ( )")
        assertTokens("case .default: return .class", "kw:case . ctx:default : kw:return . ctx:class")
        assertTokens("x?.is", "id:x op:? . ctx:is")
        assertTokens(".init(x)", ". kw:init ( id:x )")
        // After a range operator, not a member dot.
        assertTokens("0...default", "int:0 op:... kw:default")
    }

    func testAttributes() {
        assertTokens("@MainActor final class VM {}", "attr:@MainActor ctx:final kw:class id:VM { }")
        assertTokens("@Injected var service: Service", "attr:@Injected kw:var id:service : id:Service")
        assertTokens("@available(iOS 13, *) @objc(name:) @_spi(Internal)",
                     "attr:@available ( id:iOS int:13 , op:* ) attr:@objc ( id:name : ) attr:@_spi ( id:Internal )")
        assertTokens("@escaping @Sendable () -> Void", "attr:@escaping attr:@Sendable ( ) op:-> id:Void")
        assertTokens("@ x", "err:@ id:x")
    }

    func testPoundDirectivesAndMacros() {
        assertTokens("#if DEBUG\nx\n#elseif os(iOS)\ny\n#else\nz\n#endif",
                     "pound:#if id:DEBUG id:x pound:#elseif id:os ( id:iOS ) id:y pound:#else id:z pound:#endif")
        assertTokens("#selector(tap(_:))", "pound:#selector ( id:tap ( kw:_ : ) )")
        assertTokens("if #available(iOS 15, *) {}", "kw:if pound:#available ( id:iOS int:15 , op:* ) { }")
        assertTokens("#Preview { V() } #warning(\"x\") #file #stringify(a + b)",
                     "pound:#Preview { id:V ( ) } pound:#warning ( strStart:\" seg:x strEnd:\" ) pound:#file pound:#stringify ( id:a op:+ id:b )")
        assertTokens("# if", "err:# kw:if")
        assertTokens("##x", "err:# pound:#x")
    }
}
