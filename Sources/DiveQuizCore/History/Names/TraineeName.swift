/// A trainee's name: the one home of its limit and of how it is shown.
public enum TraineeName {
  /// The name when nobody said one (no option, variable, setting or login name).
  public static let unknown = "trainee"

  /// Longest name kept, in characters: a name is typed once and shown in every table.
  package static let maximumLength = 80

  /// `name` cut to `maximumLength` characters (whoever read it has trimmed it already).
  package static func capped(_ name: some StringProtocol) -> String {
    String(name.prefix(maximumLength))
  }

  /// A name as the terminal may show it: control characters escaped, at most the limit.
  package static func visible(_ name: String) -> String {
    Sanitizer.visible(name, limit: maximumLength)
  }
}
