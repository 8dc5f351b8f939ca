/// What can go wrong storing or reading quiz history; the quiz in memory is never dropped.
public enum HistoryError: Error, Equatable, Sendable {
  /// The history's folder could not be made; `reason` is the system's.
  case cannotCreateFolder(path: String, reason: String)
  /// The file could not be opened; `reason` is the system's.
  case cannotOpen(path: String, reason: String)
  /// A write or flush failed (a full disk, a read-only folder); nothing stored was changed.
  case cannotWrite(path: String, reason: String)
  /// A read failed part way; `reason` is the system's.
  case cannotRead(path: String, reason: String)
  /// Another divequiz held the lock for too long.
  case lockTimeout(path: String)
  /// Export onto the history file itself would rewrite it.
  case refusingToOverwriteHistory(path: String)
  /// A folder, a pipe or a device where a history file should be.
  case notRegularFile(path: String)
  /// A symbolic link where a file of the user's own should be: never followed.
  case untrustedLink(path: String)
  /// A file of another user, or one others can write: never read as history nor written.
  case untrustedFile(path: String, problem: FolderProblem)
  /// Ctrl-C (or a request to end) while waiting for the lock.
  case interrupted(path: String)
  /// A folder of divequiz's own that others could plant files in: nothing is kept there.
  case untrustedFolder(path: String, problem: FolderProblem)

  /// Why a folder of divequiz's own is not used.
  public enum FolderProblem: Equatable, Sendable {
    /// Another user owns it.
    case owner
    /// Users other than its owner may write in it.
    case writableByOthers
    /// Something other than a folder stands at its path.
    case notAFolder
  }
}

extension HistoryError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    // Paths come from the user or from a folder listing: every one is `shown`, escaped.
    switch self {
    case .cannotCreateFolder(let path, let reason):
      return catalog.text("history.error.folder", shown(path), reason)
    case .cannotOpen(let path, let reason):
      return catalog.text("history.error.open", shown(path), reason)
    case .cannotWrite(let path, let reason):
      return catalog.text("history.error.write", shown(path), reason)
    case .cannotRead(let path, let reason):
      return catalog.text("history.error.read", shown(path), reason)
    case .lockTimeout(let path):
      return catalog.text("history.error.lock", shown(path))
    case .refusingToOverwriteHistory(let path):
      return catalog.text("history.error.overwrite", shown(path))
    case .notRegularFile(let path):
      return catalog.text("history.error.notRegular", shown(path))
    case .untrustedLink(let path):
      return catalog.text("history.error.link", shown(path))
    case .untrustedFile(let path, let problem):
      return catalog.text(
        problem == .owner ? "trust.file.owner" : "trust.file.writable", shown(path))
    case .interrupted(let path):
      return catalog.text("history.error.interrupted", shown(path))
    case .untrustedFolder(let path, let problem):
      let key =
        switch problem {
        case .owner: "trust.folder.owner"
        case .writableByOthers: "trust.folder.writable"
        case .notAFolder: "trust.folder.notFolder"
        }
      return catalog.text(key, shown(path))
    }
  }
}
