/// Where quizzes that could not be stored are written when a session ends:
/// `$XDG_STATE_HOME/divequiz`, then `~/.local/state/divequiz`.
public enum RecoveryLocation {
  public static func resolve(environment: [String: String]) -> String {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/divequiz"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    return home + "/.local/state/divequiz"
  }
}
