/// Where quiz history is kept: a file in the real program, memory in tests.
public protocol HistoryStorage: AnyObject {
  /// The path, for messages.
  var location: String { get }
  /// Appends whole lines so that concurrent writers never interleave or drop a record, and
  /// returns only once the data is on disk.
  func append(_ lines: [UInt8]) throws(HistoryError)
  /// Everything stored; empty when nothing is stored yet. Never modifies anything.
  func read() throws(HistoryError) -> [UInt8]
}

/// Opens history files other than the session's own (`save PATH`, `import`, `export`).
public struct HistoryFiles {
  /// The session's own history.
  public var main: any HistoryStorage
  /// A history file at another path.
  public var open: (String) -> any HistoryStorage
  /// Writes a new file (an export), replacing it if it exists.
  public var write: (String, [UInt8]) throws(HistoryError) -> Void

  public init(
    main: any HistoryStorage, open: @escaping (String) -> any HistoryStorage,
    write: @escaping (String, [UInt8]) throws(HistoryError) -> Void
  ) {
    self.main = main
    self.open = open
    self.write = write
  }
}
