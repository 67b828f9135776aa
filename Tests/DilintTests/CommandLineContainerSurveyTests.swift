import Analyzer
@testable import DilintCore
import DilintFacts
import DilintSyntax
import XCTest

final class CommandLineContainerSurveyTests: XCTestCase {
    private func survey(_ text: String) -> ContainerSurvey {
        var survey = ContainerSurvey()
        survey.survey(SourceFile(path: "A.swift", text: text))
        return survey
    }

    func testImportsOfKnownLibrariesOnly() {
        let found = survey("""
            import Foundation
            @testable import Factory
            import struct Dependencies.Dependency
            /* import Dip */
            let s = "import Resolver"
            """)
        XCTAssertEqual(found.libraries, ["Factory": "A.swift", "Dependencies": "A.swift"])
    }

    func testLocatorTypesButNotExtensionsOrProtocols() {
        let found = survey("""
            final class ServiceLocator {}
            struct AppLocator {}
            protocol ILocator {}
            extension ThirdPartyLocator {}
            """)
        XCTAssertEqual(Set(found.locators.keys), ["ServiceLocator", "AppLocator"])
    }

    func testRegisteringProtocolConformances() {
        let found = survey("""
            final class OrdersVM: BaseVM, IPerRequest { }
            final class Session: ISingleton {}
            final class Cache: IScoped, Identifiable {}
            final class Icon: IView {}
            """)
        XCTAssertEqual(Set(found.registeringProtocols.keys), ["IPerRequest", "ISingleton", "IScoped"])
        XCTAssertEqual(ContainerSurvey.lifetime(suggestedBy: "IPerRequest"), .transient)
        XCTAssertEqual(ContainerSurvey.lifetime(suggestedBy: "ISingleton"), .singleton)
        XCTAssertEqual(ContainerSurvey.lifetime(suggestedBy: "IScoped"), .scoped)
    }

    func testStarterConfigurationLoads() throws {
        let text = InitCommand.starterConfiguration(survey: survey("import Swinject\nfinal class AppLocator {}"),
                                                    swiftFileCount: 1)
        let configuration = try ConfigurationLoader.parse(text, path: ".dilint.yml", baseDirectory: "/",
                                                          knownRuleIDs: RuleCatalog.ids)
        XCTAssertEqual(configuration.rules.keys.sorted(), RuleCatalog.ids.sorted())
        XCTAssertTrue(text.contains("#   import Swinject  (first in A.swift)"), text)
        XCTAssertTrue(text.contains("#     - type: AppLocator"), text)
    }
}
