/// A `.dilint.yml` setting a rule reads, declared beside the rule so that its page lists
/// what a user can change and nobody has to find it in the rule's code. `severity` (with
/// `off`) applies to every rule alike and is not declared.
public struct RuleOption: Sendable, Hashable {
    /// Where the key is written. A key read by several rules sits at the file's top level;
    /// writing it under the rule instead is silently ignored (rule options are not
    /// checked against a list), so the page must say which it is.
    public enum Placement: Sendable, Hashable {
        /// `rules:` → the rule's id → the option.
        case underRule
        /// The file's top level, shared with whatever else reads it.
        case topLevel
    }

    public var name: String
    /// As a user writes it: "list of type names", "integer".
    public var type: String
    /// In YAML, as the option is written to keep the default.
    public var defaultValue: String
    public var summary: String
    public var placement: Placement

    public init(name: String, type: String, defaultValue: String, summary: String, placement: Placement) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
        self.placement = placement
    }
}
