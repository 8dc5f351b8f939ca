#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Whose quizzes these are: `--judge`, then `DIVEQUIZ_JUDGE`, then the login name.
public enum TraineeName {
  public static let unknown = "trainee"

  public static func resolve(option: String?, environment: [String: String]) -> String {
    for candidate in [
      option, environment["DIVEQUIZ_JUDGE"], environment["USER"], environment["LOGNAME"],
    ] {
      if let name = candidate.map(TextFolding.trimmed), !name.isEmpty {
        return String(name.prefix(80))
      }
    }
    return unknown
  }
}

/// Where the history file is: `--history`, `DIVEQUIZ_HISTORY`, the XDG data folder, `~/.local/share`.
public enum HistoryLocation {
  public static func resolve(option: String?, environment: [String: String]) -> String {
    if let option, !option.isEmpty { return option }
    if let path = environment["DIVEQUIZ_HISTORY"], !path.isEmpty { return path }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/divequiz/history.jsonl"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    return home + "/.local/share/divequiz/history.jsonl"
  }
}
