/// Chooses the session's language from the command line and the POSIX locale variables.
public enum LanguageResolver {
  /// `--lang` wins; then the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and names a
  /// language we have; then English. `fr_CA.UTF-8` means `fr`; `C` and `POSIX` mean English.
  ///
  /// - Returns: the code, or nil when `--lang` names a language we do not have (a usage error;
  ///   an unknown language in the environment is not, since the user did not ask for it here).
  public static func resolve(option: String?, environment: [String: String], available: [String])
    -> String?
  {
    if let option {
      let code = option.lowercased()
      return available.contains(code) ? code : nil
    }
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      // The first variable that is set decides, as in POSIX, even if we lack its language.
      let code = languageCode(ofLocale: value)
      return available.contains(code) ? code : Catalog.fallbackLanguage
    }
    return Catalog.fallbackLanguage
  }

  /// `fr_FR.UTF-8@euro` → `fr`.
  public static func languageCode(ofLocale locale: String) -> String {
    let base = locale.split(whereSeparator: { "_.@-".contains($0) }).first.map(String.init) ?? ""
    return base.lowercased()
  }
}
