/// One line of a stored history, lent to a reader while its chunk is in memory.
package struct HistoryLine {
  /// The line without its line break; empty when the line was too long to hold.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// Where the line starts in the file.
  package let offset: Int
  /// 1-based; nil when the file is read from its end (see `LineReader.lineNumber`).
  package let number: Int?
  /// The line's length when it is longer than the reader's limit and was skipped unread.
  package let overlong: Int?
}
