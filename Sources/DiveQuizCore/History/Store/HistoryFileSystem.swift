/// The files around the history that the session touches: other histories to import or save
/// to, exports, recovery files. The real one is POSIX (`DiveQuizSystem`), tests use memory.
public protocol HistoryFileSystem: AnyObject {
  /// A history file at `path` (the session's own, `save PATH`, an import).
  func history(at path: String) -> any HistoryStorage
  /// A file to import, only read: anyone's file may be imported (each line is checked),
  /// where `history(at:)` takes only a file of the user's own.
  func importSource(at path: String) -> any HistoryStorage
  /// What stands at `path`, following symbolic links.
  func kind(of path: String) -> PathKind
  /// Whether two paths name one file (same device and inode), however they are spelt.
  func isSameFile(_ path: String, _ other: String) -> Bool
  /// The `*.jsonl` files directly in `folder`, sorted, as paths.
  func historyFiles(in folder: String) throws(HistoryError) -> [String]
  /// Starts a new file (an export) that replaces `path` only when committed; created private
  /// (0600). Refused when `path` is the file `protected` (the history) by any spelling.
  func createFile(_ path: String, protecting protected: String) throws(HistoryError)
    -> any FileSink
  /// Writes `bytes` to a new private file in `folder` (created as needed) named `name`, or
  /// `name` with a number added when that exists; returns the path written.
  func createNewFile(in folder: String, name: String, _ bytes: [UInt8]) throws(HistoryError)
    -> String
  /// Two private scratch files for the work of one command on the history at `path` (an
  /// import's index), gone when released; in memory when no folder of the user's own can
  /// take them.
  func scratchFiles(near path: String) -> (any ScratchFile, any ScratchFile)
}

extension HistoryFileSystem {
  /// By default an import reads a file as a history is read.
  public func importSource(at path: String) -> any HistoryStorage { history(at: path) }

  /// By default no scratch files: imports then work in memory.
  public func scratchFiles(near path: String) -> (any ScratchFile, any ScratchFile) {
    (MemoryScratch(), MemoryScratch())
  }
}
