/// Opens history files other than the session's own (`save PATH`, `import`, `export`).
public struct HistoryFiles {
  /// The session's own history.
  public var main: any HistoryStorage
  /// Every other file the session reads or writes.
  public var system: any HistoryFileSystem
  /// Where quizzes that could not be stored are written when the session ends.
  public var recoveryFolder: String

  /// The history at `main`, other files through `system`; quizzes that cannot be stored go to
  /// `recoveryFolder` when a session ends.
  public init(main: any HistoryStorage, system: any HistoryFileSystem, recoveryFolder: String) {
    self.main = main
    self.system = system
    self.recoveryFolder = recoveryFolder
  }
}
