/// A file being written in pieces; nothing replaces the target until `commit`.
public protocol FileSink: AnyObject {
  /// Adds bytes after those written so far; the target is untouched until `commit`.
  func write(_ bytes: [UInt8]) throws(HistoryError)
  /// Flushes to disk and puts the file in place.
  func commit() throws(HistoryError)
  /// Throws the partial file away.
  func discard()
}
