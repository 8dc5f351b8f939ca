import DiveQuizCore

/// Files in memory for an app's tests and for in-process sessions: histories by path, folders, exports and
/// recovery files, with the same refusals as the real file system.
public final class MemoryFileSystem: HistoryFileSystem {
  /// Every history file, by path.
  package var histories: [String: MemoryHistoryStorage] = [:]
  /// Folders that exist (their files are the histories whose path starts with `folder/`).
  package var folders: Set<String> = []
  /// Files written whole (exports and recovery files), by path.
  package private(set) var written: [String: [UInt8]] = [:]
  /// When set, creating a file fails with it (a full disk everywhere).
  package var createFailure: HistoryError?

  /// A file system holding `histories`, each at its `location`.
  public init(_ histories: [MemoryHistoryStorage] = []) {
    for history in histories { self.histories[history.location] = history }
  }

  /// The history at `path`, made empty when there is none.
  public func history(at path: String) -> any HistoryStorage {
    if let existing = histories[path] { return existing }
    let made = MemoryHistoryStorage(location: path)
    histories[path] = made
    return made
  }

  /// What is at `path`: a history with bytes or a written file, a folder, or nothing.
  public func kind(of path: String) -> PathKind {
    if folders.contains(path) { return .folder }
    if let history = histories[path], !history.bytes.isEmpty { return .file }
    return written[path] == nil ? .missing : .file
  }

  /// Paths name the same file only when they are equal.
  public func isSameFile(_ path: String, _ other: String) -> Bool { path == other }

  /// The histories in `folder`, sorted.
  public func historyFiles(in folder: String) throws(HistoryError) -> [String] {
    histories.keys.filter { $0.hasPrefix(folder + "/") && $0.hasSuffix(".jsonl") }.sorted()
  }

  /// The histories whose path matches `*`/`?` in `pattern`: what a front end's expander does,
  /// for the sessions a test builds on this file system.
  public func expand(_ pattern: String) -> [String] {
    histories.keys.filter { Self.matches(Array($0), Array(pattern)[...]) }.sorted()
  }

  /// `*` and `?` as the shell reads them, enough for tests.
  private static func matches(_ name: [Character], _ pattern: ArraySlice<Character>) -> Bool {
    guard let first = pattern.first else { return name.isEmpty }
    switch first {
    case "*":
      return (0...name.count).contains { matches(Array(name[$0...]), pattern.dropFirst()) }
    case "?":
      return !name.isEmpty && matches(Array(name.dropFirst()), pattern.dropFirst())
    default:
      return name.first == first && matches(Array(name.dropFirst()), pattern.dropFirst())
    }
  }

  /// A file written whole when committed; never the history `protected`.
  public func createFile(_ path: String, protecting protected: String) throws(HistoryError)
    -> any FileSink
  {
    if let createFailure { throw createFailure }
    guard path != protected else { throw .refusingToOverwriteHistory(path: path) }
    return Sink { self.written[path] = $0 }
  }

  /// Writes a new file in `folder`, numbering the name when it is taken.
  public func createNewFile(in folder: String, name: String, _ bytes: [UInt8]) throws(HistoryError)
    -> String
  {
    if let createFailure { throw createFailure }
    var path = folder + "/" + name
    var attempt = 1
    while written[path] != nil {
      attempt += 1
      path = folder + "/" + String(name.dropLast(6)) + "-\(attempt).jsonl"
    }
    written[path] = bytes
    return path
  }

  /// A file kept aside until committed.
  private final class Sink: FileSink {
    private var bytes: [UInt8] = []
    private let done: ([UInt8]) -> Void

    init(_ done: @escaping ([UInt8]) -> Void) {
      self.done = done
    }

    func write(_ bytes: [UInt8]) throws(HistoryError) { self.bytes += bytes }
    func commit() throws(HistoryError) { done(bytes) }
    func discard() { bytes = [] }
  }
}
