/// Where divequiz keeps its files, following the XDG base directory rules: the one place that
/// reads `HOME` and the `XDG_*` variables. Quizzes under `$XDG_DATA_HOME` (default
/// `~/.local/share`), settings under `$XDG_CONFIG_HOME` (`~/.config`), the input history and
/// recovery files under `$XDG_STATE_HOME` (`~/.local/state`), the coach's caches under
/// `$XDG_CACHE_HOME` (`~/.cache`).
package enum UserFiles {
  /// The history: `--history`, then `DIVEQUIZ_HISTORY`, then
  /// `$XDG_DATA_HOME/divequiz/history.jsonl`.
  package static func history(option: String?, _ environment: [String: String]) -> String {
    if let option, !option.isEmpty { return option }
    if let path = environment["DIVEQUIZ_HISTORY"], !path.isEmpty { return path }
    return folder("XDG_DATA_HOME", default: ".local/share", environment)
      + "/divequiz/history.jsonl"
  }

  /// `$XDG_CONFIG_HOME/divequiz/settings`.
  package static func settings(_ environment: [String: String]) -> String {
    folder("XDG_CONFIG_HOME", default: ".config", environment) + "/divequiz/settings"
  }

  /// `$XDG_STATE_HOME/divequiz/history`: the lines typed at the prompt.
  package static func inputHistory(_ environment: [String: String]) -> String {
    folder("XDG_STATE_HOME", default: ".local/state", environment) + "/divequiz/history"
  }

  /// `$XDG_STATE_HOME/divequiz`: where quizzes that could not be stored are written when a
  /// session ends.
  package static func recoveryFolder(_ environment: [String: String]) -> String {
    folder("XDG_STATE_HOME", default: ".local/state", environment) + "/divequiz"
  }

  /// `$XDG_CACHE_HOME/divequiz`: the coach's small caches, out of the trainees' folders so
  /// that `import folder/*` never meets one, and usable when the history's folder is
  /// read-only.
  package static func cacheFolder(_ environment: [String: String]) -> String {
    folder("XDG_CACHE_HOME", default: ".cache", environment) + "/divequiz"
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
