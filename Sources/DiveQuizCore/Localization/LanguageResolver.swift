/// Reads the language out of a POSIX locale name; `StartupChoice.language` decides which
/// language the session speaks.
public enum LanguageResolver {
  /// `fr_FR.UTF-8@euro` → `fr`.
  public static func languageCode(ofLocale locale: String) -> String {
    let base = locale.split(whereSeparator: { "_.@-".contains($0) }).first.map(String.init) ?? ""
    return base.lowercased()
  }
}
