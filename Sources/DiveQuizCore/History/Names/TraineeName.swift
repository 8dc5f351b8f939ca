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

  /// A name as a sentence shows it: control characters escaped, whole (at most the limit).
  package static func visible(_ name: String) -> String {
    Sanitizer.visible(name, limit: maximumLength)
  }

  /// Widest name a table cell shows, in characters: past it the name ends in `…`, so that a
  /// long name leaves the score, the date and the seed on the same line.
  package static let cellLength = 24

  /// A name as a table cell shows it: control characters escaped, at most `cellLength`.
  package static func inCell(_ name: String) -> String {
    Sanitizer.visible(name, limit: cellLength)
  }
}
