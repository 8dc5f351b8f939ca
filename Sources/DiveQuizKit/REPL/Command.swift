/// One thing the user asked for at the prompt (or as a subcommand).
public enum Command: Equatable, Sendable {
  case help(topic: String?)
  case quiz(QuizPlan)
  /// Nil shows the current language and the available ones.
  case language(String?)
  case penalties([QuizFilter])
  case show(Int)
  case search(String)
  case quit

  /// The command words, as typed in every language.
  public static let words = ["help", "quiz", "lang", "penalties", "show", "search", "quit", "exit"]
}
