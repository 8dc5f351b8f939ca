/// A private file a command keeps working data in while it runs (an import's index of the ids
/// it has seen), gone when the command ends: on disk in the real program (unnamed, in a
/// folder of the user's own, so a crash leaves nothing behind), in memory in tests.
///
/// Reads and writes are by position; nobody else ever sees the file.
public protocol ScratchFile: AnyObject {
  /// Where it is, for messages (the folder of an unnamed file).
  var location: String { get }
  /// Writes all of `bytes` at `offset`, extending the file as needed.
  func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(HistoryError)
  /// Copies bytes from `offset` into `buffer`; returns how many (0 past the end).
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(HistoryError) -> Int
}

/// A scratch file held in memory: for tests, and where no folder of the user's own can take
/// one (memory then follows the work, as it did before scratch files).
package final class MemoryScratch: ScratchFile {
  package private(set) var bytes: [UInt8] = []
  /// Fails every write with this error (a full disk, say), when set.
  package var failure: HistoryError?
  package let location = "(memory)"

  package init() {}

  package func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(HistoryError) {
    if let failure { throw failure }
    guard offset >= 0 else { return }
    let end = offset + bytes.count
    if self.bytes.count < end {
      self.bytes.append(contentsOf: repeatElement(0, count: end - self.bytes.count))
    }
    self.bytes.withUnsafeMutableBytes { target in
      UnsafeMutableRawBufferPointer(rebasing: target[offset..<end]).copyMemory(from: bytes)
    }
  }

  package func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(HistoryError)
    -> Int
  {
    BytesSnapshot.copy(bytes, at: offset, into: buffer)
  }
}
