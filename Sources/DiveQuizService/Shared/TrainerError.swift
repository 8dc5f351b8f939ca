import DiveQuizCore

/// Why the trainer service could not do what it was asked; each case carries its concern's own
/// error, whose words come from the string tables.
public enum TrainerError: Error, Equatable, UserFacingError {
  /// Storing or reading the history failed.
  case history(HistoryError)
  /// A quiz or exam could not be started or answered as asked.
  case quiz(QuizError)
  /// The edition asked for is not in the rulebook.
  case edition(EditionError)
  /// A quiz id that matches none or several.
  case lookup(HistoryLookupError)
  /// A trainee's name that matches none or several.
  case trainee(TraineeLookupError)
  /// Another history file could not be merged.
  case importing(ImportError)
  /// An export could not be written.
  case export(ExportError)
  /// A change of trainee names was refused.
  case names(NameChangeError)
  /// An instructor's own set could not be added, read or removed.
  case own(OwnError)
  /// Ctrl-C or a request to end stopped a read; `shouldStop` already knew.
  case stopped
  /// The service keeps no history, so there is nothing to store into.
  case noHistory
  /// Ctrl-C or a request to end stopped an import after `appended` quizzes were stored whole.
  case importStopped(appended: Int)
  /// Reading or writing failed during an import after `appended` quizzes were stored whole.
  case importFailed(HistoryError, appended: Int)

  /// What went wrong, in the catalogue's language.
  public func message(_ catalog: Catalog) -> String {
    switch self {
    case .history(let error): return error.message(catalog)
    case .quiz(let error): return error.message(catalog)
    case .edition(let error): return error.message(catalog)
    case .lookup(let error): return error.message(catalog)
    case .trainee(let error): return error.message(catalog)
    case .importing(let error): return error.message(catalog)
    case .export(let error): return error.message(catalog)
    case .names(let error): return error.message(catalog)
    case .own(let error): return error.message(catalog)
    case .stopped: return catalog.text("repl.stopped")
    case .noHistory: return catalog.text("history.empty")
    case .importStopped(let appended): return catalog.text("import.partial", appended)
    case .importFailed(let error, let appended):
      return error.message(catalog) + "\n" + catalog.text("import.partial", appended)
    }
  }

  /// True when the user's Ctrl-C (or a request to end) is the cause.
  package var isInterruption: Bool {
    switch self {
    case .stopped, .history(.interrupted), .importFailed(.interrupted, _): return true
    default: return false
    }
  }
}
