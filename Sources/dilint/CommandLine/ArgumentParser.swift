import Analyzer
import DilintFacts
import DilintSyntax

/// One option a command accepts: a switch (`--strict`) or an option with a value
/// (`--config FILE`, also written `--config=FILE`).
public struct OptionSpec: Hashable, Sendable {
    public var name: String
    public var shortName: String?
    /// The value's placeholder in help (`FILE`), or nil for a switch.
    public var valueName: String?
    public var help: String
    public var isRepeatable: Bool

    public static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, help: help, isRepeatable: false)
    }

    public static func value(_ name: String, _ valueName: String, repeatable: Bool = false, _ help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: nil, valueName: valueName, help: help, isRepeatable: repeatable)
    }

    public var takesValue: Bool { valueName != nil }
}

/// What a command line said, before any meaning is given to it.
public struct ParsedArguments: Hashable, Sendable {
    public var positionals: [String] = []
    /// Values of options that take one, in command-line order, keyed by the long name.
    public var values: [String: [String]] = [:]
    /// Switches that were given, by long name.
    public var flags: Set<String> = []
    /// `--help` or `-h` was given: nothing else is checked.
    public var wantsHelp = false

    public func has(_ flag: String) -> Bool { flags.contains(flag) }
    public func all(_ option: String) -> [String] { values[option] ?? [] }
    public func last(_ option: String) -> String? { values[option]?.last }
}

/// Reads `dilint COMMAND` arguments against the options that command declares. Unknown
/// options are usage errors that name the closest declared one.
public struct ArgumentParser: Sendable {
    /// `dilint lint`, for messages.
    public var commandName: String
    public var options: [OptionSpec]
    /// How many positional arguments the command takes at most (nil: any number).
    public var maximumPositionals: Int?

    public static let help = OptionSpec.flag("--help", short: "-h", "Show this help and exit")

    public init(commandName: String, options: [OptionSpec], maximumPositionals: Int? = nil) {
        self.commandName = commandName
        self.options = options + [Self.help]
        self.maximumPositionals = maximumPositionals
    }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionalsFollow = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // A lone `-` is left as a path; `--` ends the options.
            if onlyPositionalsFollow || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionalsFollow = true
                continue
            }
            var name = argument
            var attachedValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attachedValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name || $0.shortName == name }) else {
                throw UsageError.unknown("option", name, among: options.map(\.name) + options.compactMap(\.shortName))
                    .withHelpHint(for: commandName)
            }
            if option == Self.help {
                parsed.wantsHelp = true
                continue
            }
            guard let valueName = option.valueName else {
                if attachedValue != nil {
                    throw UsageError("'\(option.name)' takes no value").withHelpHint(for: commandName)
                }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let attachedValue {
                value = attachedValue
            } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("'\(option.name)' needs a value: \(option.name) \(valueName)")
            }
            if value.isEmpty {
                throw UsageError("'\(option.name)' needs a non-empty value: \(option.name) \(valueName)")
            }
            if !option.isRepeatable, parsed.values[option.name] != nil {
                throw UsageError("'\(option.name)' may be given only once")
            }
            parsed.values[option.name, default: []].append(value)
        }
        if !parsed.wantsHelp, let maximum = maximumPositionals, parsed.positionals.count > maximum {
            let extra = parsed.positionals[maximum]
            throw UsageError("unexpected argument '\(extra)'").withHelpHint(for: commandName)
        }
        return parsed
    }

    /// A following argument that starts with `-` is taken as the next option, not as a
    /// value, so `--config --strict` says the value is missing instead of reading a file
    /// named `--strict`. A value starting with `-` can still be written `--config=-x`.
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }
}

extension UsageError {
    func withHelpHint(for commandName: String) -> UsageError {
        withHint("see '\(commandName) --help'")
    }

    func withHint(_ hint: String) -> UsageError {
        var copy = self
        copy.message += " (\(hint))"
        return copy
    }
}
