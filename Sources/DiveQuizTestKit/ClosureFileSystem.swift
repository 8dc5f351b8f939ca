import DiveQuizCore

/// A file system made of two closures, for tests that only need other histories opened and
/// whole files written: the shape `HistoryFiles` had before streaming exports.
package final class ClosureFileSystem: HistoryFileSystem {
  private let open: (String) -> any HistoryStorage
  private let write: (String, [UInt8]) throws(HistoryError) -> Void

  package init(
    open: @escaping (String) -> any HistoryStorage,
    write: @escaping (String, [UInt8]) throws(HistoryError) -> Void
  ) {
    self.open = open
    self.write = write
  }

  package func history(at path: String) -> any HistoryStorage { open(path) }

  package func kind(of path: String) -> PathKind {
    ((try? open(path).snapshot().size) ?? 0) > 0 ? .file : .missing
  }

  package func isSameFile(_ path: String, _ other: String) -> Bool { path == other }

  package func historyFiles(in folder: String) throws(HistoryError) -> [String] { [] }

  package func createFile(_ path: String, protecting protected: String) throws(HistoryError)
    -> any FileSink
  {
    guard path != protected else { throw .refusingToOverwriteHistory(path: path) }
    return Sink { bytes throws(HistoryError) in try self.write(path, bytes) }
  }

  package func createNewFile(in folder: String, name: String, _ bytes: [UInt8]) throws(HistoryError)
    -> String
  {
    let path = folder + "/" + name
    try write(path, bytes)
    return path
  }

  /// Bytes kept until committed, then written whole.
  private final class Sink: FileSink {
    private var bytes: [UInt8] = []
    private let done: ([UInt8]) throws(HistoryError) -> Void

    init(_ done: @escaping ([UInt8]) throws(HistoryError) -> Void) {
      self.done = done
    }

    func write(_ bytes: [UInt8]) throws(HistoryError) { self.bytes += bytes }
    func commit() throws(HistoryError) { try done(bytes) }
    func discard() { bytes = [] }
  }
}
