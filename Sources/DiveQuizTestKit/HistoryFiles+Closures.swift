import DiveQuizCore

extension HistoryFiles {
  /// The files of an in-memory session: `main`, other paths opened by `open`, whole files
  /// written by `write`; recovery files go to `/state/divequiz`.
  package init(
    main: any HistoryStorage, open: @escaping (String) -> any HistoryStorage,
    write: @escaping (String, [UInt8]) throws(HistoryError) -> Void
  ) {
    self.init(
      main: main, system: ClosureFileSystem(open: open, write: write),
      recoveryFolder: "/state/divequiz")
  }
}
