/// A history file as it stood at one moment: its size then, read by position.
public protocol HistorySnapshot: AnyObject {
  /// Bytes readable; they never change while the file is only appended to.
  var size: Int { get }
  /// Which file this is (device and inode), to tell a cached summary from a stale one; nil in
  /// memory or when there is no file yet.
  var identity: FileIdentity? { get }
  /// Copies bytes from `offset` into `buffer`; returns how many (0 at the end).
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(HistoryError) -> Int
}
