@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class ConfigurationTests: XCTestCase {
    static let ruleIDs = ["unregistered-resolution", "ambiguous-registration", "dependency-cycle",
                          "shared-mutable-state", "visitor-exhaustiveness"]

    /// The example of SPEC §4, verbatim.
    static let specExample = """
    included: [App, Modules]
    excluded: ["**/Generated/**", Pods]
    rules:
      shared-mutable-state: warning
      unregistered-resolution:
        severity: error
    containers:
      locators:                  # home-made service locators
        - type: AppLocator       # the type, or its static `shared` instance, that receives the calls
          register: [put]
          resolve: [get]
          resolve_many: [all]
      conformance:               # conforming to one of these registers the type, with this lifetime
        ISingleton: singleton    # singleton | scoped | transient
        IPerRequest: transient
      forwarders: [inject]       # the project's own functions that resolve their generic parameter
      wrappers: [Inject]         # the project's own property wrappers that resolve their value
    assume_registered: [URLSession]
    """

    func testSpecExampleFieldByField() throws {
        let config = try parse(Self.specExample)
        XCTAssertEqual(config.included.map(\.pattern), ["App", "Modules"])
        XCTAssertEqual(config.excluded.map(\.pattern), ["**/Generated/**", "Pods"])
        XCTAssertEqual(config.rules.keys.sorted(), ["shared-mutable-state", "unregistered-resolution"])
        XCTAssertEqual(config.rules["shared-mutable-state"]?.level, .warning)
        XCTAssertEqual(config.rules["shared-mutable-state"]?.severity, .warning)
        XCTAssertEqual(config.rules["shared-mutable-state"]?.line, 4)
        XCTAssertEqual(config.rules["unregistered-resolution"]?.level, .error)
        XCTAssertEqual(config.rules["unregistered-resolution"]?.options, [])
        XCTAssertEqual(config.containers.locators,
                       [LocatorSettings(type: "AppLocator", register: ["put"], resolve: ["get"], resolveMany: ["all"])])
        XCTAssertEqual(config.containers.conformance, ["ISingleton": .singleton, "IPerRequest": .transient])
        XCTAssertEqual(config.containers.forwarders, ["inject"])
        XCTAssertEqual(config.containers.wrappers, ["Inject"])
        XCTAssertEqual(try parse("containers:\n  wrappers: [\"@Service\"]").containers.wrappers, ["Service"], "a wrapper may be written with its @")
        XCTAssertEqual(config.assumeRegistered, ["URLSession"])
        XCTAssertEqual(config.baseDirectory, "/project")
        XCTAssertEqual(config.filePath, ".dilint.yml")
    }

    func testDefaultsAndEmptyFile() throws {
        XCTAssertEqual(Configuration.default.included, [])
        XCTAssertEqual(Configuration.default.rules, [:])
        XCTAssertNil(Configuration.default.filePath)
        let empty = try parse("# nothing configured yet\n")
        XCTAssertEqual(empty.rules, [:])
        XCTAssertEqual(empty.excluded, [])
    }

    func testSingleStringStandsForAListOfOne() throws {
        let config = try parse("excluded: Pods\nassume_registered: URLSession\nincluded:\n")
        XCTAssertEqual(config.excluded.map(\.pattern), ["Pods"])
        XCTAssertEqual(config.assumeRegistered, ["URLSession"])
        XCTAssertEqual(config.included, [])
    }

    func testRuleOffAndRuleOptionsKeptAsNodes() throws {
        let yaml = """
        rules:
          dependency-cycle: off
          shared-mutable-state:
            allowed_types: [Cache]
            max: 3
        """
        let config = try parse(yaml)
        XCTAssertEqual(config.rules["dependency-cycle"]?.isEnabled, false)
        XCTAssertNil(config.rules["dependency-cycle"]?.severity)
        let setting = try XCTUnwrap(config.rules["shared-mutable-state"])
        XCTAssertNil(setting.level)
        XCTAssertTrue(setting.isEnabled)
        XCTAssertEqual(setting.options.map(\.key), ["allowed_types", "max"])
        XCTAssertEqual(setting.option("allowed_types")?.sequence?.compactMap(\.string), ["Cache"])
        XCTAssertEqual(setting.option("max")?.string, "3")
        XCTAssertEqual(setting.option("max").map { [$0.line, $0.column] }, [5, 10])
    }

    // MARK: - Unknown keys

    func testUnknownKeysSuggestTheClosestValidKey() {
        assertRejects("exclude: [Pods]", line: 1, column: 1, "unknown key 'exclude'; did you mean 'excluded'?")
        assertRejects("included: [A]\nrule:\n  x: off", line: 2, column: 1, "unknown key 'rule'; did you mean 'rules'?")
        assertRejects("assumeRegistered: [A]", line: 1, column: 1, "did you mean 'assume_registered'?")
        assertRejects("containers:\n  locator: []", line: 2, column: 3, "unknown key 'locator'; did you mean 'locators'?")
        assertRejects("containers:\n  forwarder: [inject]", line: 2, column: 3, "unknown key 'forwarder'; did you mean 'forwarders'?")
        assertRejects("containers:\n  wrappers: {Inject: yes}", line: 2, column: 13, "expected a list of strings for 'wrappers'")
        assertRejects("containers:\n  locators:\n    - type: L\n      resolveMany: [all]", line: 4, column: 7,
                      "unknown key 'resolveMany'; did you mean 'resolve_many'?")
        assertRejects("layer: {}", line: 1, column: 1, "unknown key 'layer'; did you mean 'layers'?")
        assertRejects("plugins: {}", line: 1, column: 1,
                      "unknown key 'plugins'; expected one of 'included', 'excluded', 'rules', 'containers', 'assume_registered', 'modules', 'composition_root', 'layers'")
    }

    func testUnknownRuleIDsSuggestTheClosestRule() {
        assertRejects("rules:\n  unregistered-resolutoin: error", line: 2, column: 3,
                      "unknown rule 'unregistered-resolutoin'; did you mean 'unregistered-resolution'?")
        assertRejects("rules:\n  no-such-thing: error", line: 2, column: 3, "unknown rule 'no-such-thing'")
    }

    // MARK: - Wrong types

    func testWrongTypesNameTheExpectedType() {
        assertRejects("excluded: {a: 1}", line: 1, column: 11, "expected a list of strings for 'excluded', found a mapping")
        assertRejects("included: [App, [x]]", line: 1, column: 17, "expected a list of strings for 'included', found a list in it")
        assertRejects("rules: [a]", line: 1, column: 8, "expected a mapping of rule ids for 'rules', found a list")
        assertRejects("- a", line: 1, column: 1, "expected a mapping of the configuration's top level, found a list")
        assertRejects("rules:\n  dependency-cycle: warn", line: 2, column: 21,
                      "expected off, note, warning or error as the severity of 'dependency-cycle', found 'warn'; did you mean 'warning'?")
        assertRejects("rules:\n  dependency-cycle:\n", line: 2, column: 20, "for rule 'dependency-cycle', found an empty value")
        assertRejects("rules:\n  dependency-cycle: {severity: [error]}", line: 2, column: 32, "found a list")
        assertRejects("containers:\n  conformance:\n    ISingleton: singelton", line: 3, column: 17,
                      "expected singleton, scoped or transient for 'ISingleton', found 'singelton'; did you mean 'singleton'?")
        assertRejects("containers:\n  locators: {type: X}", line: 2, column: 13, "expected a list of locators for 'locators'")
        assertRejects("containers:\n  locators:\n    - register: [put]", line: 3, column: 7, "missing 'type' in this locator")
        assertRejects("containers:\n  locators:\n    - type: [X]", line: 3, column: 13, "expected a type name for 'type'")
    }

    func testInvalidGlobIsAnErrorAtThePattern() {
        assertRejects("excluded: [ok, 'a[b']", line: 1, column: 16, "invalid pattern 'a[b' in 'excluded': unterminated '['")
    }

    // MARK: - Fingerprint

    func testFingerprintIgnoresLayoutAndOrderButNotMeaning() throws {
        let a = try parse("included: [App]\nrules:\n  dependency-cycle: off\n  shared-mutable-state: {max: 3, min: 1}\n")
        let b = try parse("# comment\nrules: {shared-mutable-state: {min: '1', max: \"3\"}, dependency-cycle: off}\nincluded: App\n")
        let c = try parse("included: [App]\nrules:\n  dependency-cycle: warning\n  shared-mutable-state: {max: 3, min: 1}\n")
        XCTAssertEqual(a.fingerprint, b.fingerprint)
        XCTAssertNotEqual(a.fingerprint, c.fingerprint)
        XCTAssertEqual(a.fingerprint.count, 16)
        XCTAssertNotEqual(try parse("excluded: [ab, c]").fingerprint, try parse("excluded: [a, bc]").fingerprint)
        XCTAssertEqual(Configuration.default.fingerprint, try parse("").fingerprint)
    }

    /// The cache's stamp: a run after `layers:` or `composition_root:` changed must not
    /// reuse the findings of the configuration before.
    func testFingerprintCoversTheArchitecture() throws {
        let layers = "layers:\n  Domain:\n    paths: [Domain/**]\n  Data:\n    paths: [Data/**]\n    may_use: [Domain]\n"
        let base = try parse(layers)
        XCTAssertNotEqual(base.fingerprint, try parse(layers.replacingOccurrences(of: "may_use: [Domain]", with: "may_use: []")).fingerprint)
        XCTAssertNotEqual(base.fingerprint, try parse(layers + "    may_not_import: [UIKit]\n").fingerprint)
        XCTAssertNotEqual(base.fingerprint, try parse(layers.replacingOccurrences(of: "[Data/**]", with: "[Store/**]")).fingerprint)
        XCTAssertNotEqual(base.fingerprint, try parse(layers + "composition_root: [App/**]\n").fingerprint)
        XCTAssertNotEqual(try parse("composition_root: [App/**]").fingerprint, try parse("composition_root: [Main/**]").fingerprint)
        XCTAssertEqual(base.fingerprint, try parse("# same\n" + layers).fingerprint)
    }

    func testFNV1aKnownValues() {
        XCTAssertEqual(fnv1a64([]), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(fnv1a64(Array("a".utf8)), 0xaf63_dc4c_8601_ec8c)
    }

    // MARK: - Helpers

    private func parse(_ yaml: String) throws -> Configuration {
        try ConfigurationLoader.parse(yaml, path: ".dilint.yml", baseDirectory: "/project", knownRuleIDs: Self.ruleIDs)
    }

    /// `modules:` (SPEC §4): module names to patterns, in the file's order.
    func testModules() throws {
        let config = try parse("modules:\n  App: [App/**]\n  Widget: Widget/**\n  Empty:\n")
        XCTAssertEqual(config.modules.map(\.name), ["App", "Widget", "Empty"])
        XCTAssertEqual(config.modules.map { $0.patterns.map(\.pattern) }, [["App/**"], ["Widget/**"], []])
        XCTAssertNotEqual(try parse("modules: {A: [x]}").fingerprint, try parse("modules: {A: [y]}").fingerprint)
        XCTAssertNotEqual(try parse("modules: {A: [x], B: [y]}").fingerprint, try parse("modules: {B: [y], A: [x]}").fingerprint,
                          "the first module matching a file takes it: order is meaning")
        assertRejects("modules: [App]", line: 1, column: 10, "expected a mapping of module names to file patterns for 'modules', found a list")
        assertRejects("modules:\n  App: {a: b}", line: 2, column: 8, "expected a list of strings for 'App', found a mapping")
        assertRejects("modules:\n  App: [ok, [nested]]", line: 2, column: 13, "expected a list of strings for 'App', found a list in it")
        assertRejects("modules:\n  App: ['']", line: 2, column: 9, "invalid pattern '' in 'App'")
        assertRejects("module: {A: [x]}", line: 1, column: 1, "did you mean 'modules'?")
    }

    private func assertRejects(_ yaml: String, line: Int, column: Int, _ fragment: String,
                               file: StaticString = #filePath, sourceLine: UInt = #line) {
        do {
            _ = try parse(yaml)
            XCTFail("expected an error", file: file, line: sourceLine)
        } catch let error as ConfigError {
            XCTAssertEqual([error.line, error.column], [line, column], "\(error)", file: file, line: sourceLine)
            XCTAssertTrue(error.message.contains(fragment), "\(error)", file: file, line: sourceLine)
        } catch {
            XCTFail("unexpected \(error)", file: file, line: sourceLine)
        }
    }
}
