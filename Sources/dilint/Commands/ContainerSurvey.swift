import Analyzer
import DilintFacts
import DilintSyntax
import Foundation

/// What `dilint init` can tell about a project's containers before the DI facts exist:
/// imports of known DI libraries, types named `…Locator`, and conformances to protocols
/// shaped like `ISingleton`. Read from tokens, so comments and strings never count.
struct ContainerSurvey: Equatable {
    /// Library module name → the first file that imports it.
    var libraries: [String: String] = [:]
    /// Locator type name → the file that declares it.
    var locators: [String: String] = [:]
    /// Registering protocol name → the first file with a type conforming to it.
    var registeringProtocols: [String: String] = [:]

    static let knownLibraries = ["Swinject", "SwinjectAutoregistration", "DITranquillity", "Resolver",
                                 "Factory", "Dip", "Dependencies"]

    /// Words that name a lifetime in protocols like `ISingleton`, `IPerRequest`; the
    /// lifetime `init` suggests for each.
    static let lifetimeWords: [(word: String, lifetime: ConfiguredLifetime)] = [
        ("Singleton", .singleton), ("Shared", .singleton), ("Scoped", .scoped), ("PerContainer", .scoped),
        ("PerScope", .scoped), ("PerRequest", .transient), ("Transient", .transient), ("Prototype", .transient),
    ]

    static func lifetime(suggestedBy protocolName: String) -> ConfiguredLifetime? {
        lifetimeWords.first { protocolName.contains($0.word) }?.lifetime
    }

    var isEmpty: Bool { libraries.isEmpty && locators.isEmpty && registeringProtocols.isEmpty }

    mutating func survey(_ file: SourceFile) {
        let tokens = Tokenizer.tokenize(file).filter { !$0.kind.isTrivia }
        for (index, token) in tokens.enumerated() {
            switch token.keyword {
            case .import:
                let name = lastNameOfImport(tokens, after: index, in: file)
                if let name, Self.knownLibraries.contains(name), libraries[name] == nil { libraries[name] = file.path }
            case .class, .struct, .enum, .extension, .protocol:
                surveyDeclaration(tokens, at: index, in: file, isProtocol: token.keyword == .protocol)
            default:
                if file.token(token, is: "actor") { surveyDeclaration(tokens, at: index, in: file, isProtocol: false) }
            }
        }
    }

    /// `import Swinject`, `@testable import Factory`, `import struct Dependencies.Dependency`.
    private func lastNameOfImport(_ tokens: [Token], after index: Int, in file: SourceFile) -> String? {
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .keyword || tokens[next].kind == .identifier {
            let text = file.text(of: tokens[next])
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(text) {
                next += 1
                continue
            }
            return text
        }
        return nil
    }

    /// `final class AppLocator`, `class OrdersVM: BaseVM, IPerRequest {`.
    private mutating func surveyDeclaration(_ tokens: [Token], at index: Int, in file: SourceFile, isProtocol: Bool) {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return }
        let name = file.text(of: tokens[index + 1])
        if !isProtocol, tokens[index].keyword != .extension, name.hasSuffix("Locator"), locators[name] == nil {
            locators[name] = file.path
        }
        guard !isProtocol, index + 2 < tokens.count, tokens[index + 2].kind == .colon else { return }
        var next = index + 3
        while next < tokens.count, tokens[next].kind == .identifier || tokens[next].kind == .comma
                || tokens[next].kind == .period {
            let text = file.text(of: tokens[next])
            if tokens[next].kind == .identifier, Self.looksLikeRegisteringProtocol(text),
               registeringProtocols[text] == nil {
                registeringProtocols[text] = file.path
            }
            next += 1
        }
    }

    /// `ISingleton`, `IPerRequest`: an `I` before a capital letter, and a lifetime word.
    static func looksLikeRegisteringProtocol(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 2, scalars[0] == "I", CharacterSet.uppercaseLetters.contains(scalars[1]) else { return false }
        return lifetime(suggestedBy: name) != nil
    }
}
