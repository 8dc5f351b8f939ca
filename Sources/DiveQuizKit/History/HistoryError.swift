/// What can go wrong storing or reading quiz history; the quiz in memory is never dropped.
public enum HistoryError: Error, Equatable, Sendable {
  case cannotCreateFolder(path: String, reason: String)
  case cannotOpen(path: String, reason: String)
  case cannotWrite(path: String, reason: String)
  case cannotRead(path: String, reason: String)
  /// Another divequiz held the lock for too long.
  case lockTimeout(path: String)
  /// Export onto the history file itself would rewrite it.
  case refusingToOverwriteHistory(path: String)
}

extension HistoryError: UserFacingError {
  public func message(_ catalog: Catalog) -> String {
    switch self {
    case .cannotCreateFolder(let path, let reason):
      return catalog.text("history.error.folder", path, reason)
    case .cannotOpen(let path, let reason):
      return catalog.text("history.error.open", path, reason)
    case .cannotWrite(let path, let reason):
      return catalog.text("history.error.write", path, reason)
    case .cannotRead(let path, let reason):
      return catalog.text("history.error.read", path, reason)
    case .lockTimeout(let path):
      return catalog.text("history.error.lock", path)
    case .refusingToOverwriteHistory(let path):
      return catalog.text("history.error.overwrite", path)
    }
  }
}
