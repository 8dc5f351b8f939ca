import DiveQuizCore

/// Where divequiz keeps what belongs to the user rather than to the quizzes, following the
/// XDG base directory rules: settings under `$XDG_CONFIG_HOME` (default `~/.config`), the
/// input history under `$XDG_STATE_HOME` (default `~/.local/state`).
public enum UserFiles {
  /// `$XDG_CONFIG_HOME/divequiz/settings`.
  public static func settings(_ environment: [String: String]) -> String {
    folder("XDG_CONFIG_HOME", default: ".config", environment) + "/divequiz/settings"
  }

  /// `$XDG_STATE_HOME/divequiz/history`: the lines typed at the prompt.
  public static func inputHistory(_ environment: [String: String]) -> String {
    folder("XDG_STATE_HOME", default: ".local/state", environment) + "/divequiz/history"
  }

  /// The variable if it names an absolute path (as the specification requires), else
  /// `$HOME/<fallback>`.
  private static func folder(
    _ variable: String, default fallback: String, _ environment: [String: String]
  ) -> String {
    if let value = environment[variable], value.hasPrefix("/") { return value }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/" + fallback
  }
}
