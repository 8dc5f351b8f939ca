/// A history held in memory, read like a file: for tests, and for `HistoryContents.parse`.
package final class BytesSnapshot: HistorySnapshot {
  package let bytes: [UInt8]
  package let identity: FileIdentity?

  package init(_ bytes: [UInt8], identity: FileIdentity? = nil) {
    self.bytes = bytes
    self.identity = identity
  }

  package var size: Int { bytes.count }

  package func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(HistoryError)
    -> Int
  {
    Self.copy(bytes, at: offset, into: buffer)
  }

  /// Copies what `buffer` takes of `bytes` from `offset`; returns how many (0 past the end):
  /// a read by position from bytes held in memory.
  package static func copy(
    _ bytes: [UInt8], at offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) -> Int {
    guard offset >= 0, offset < bytes.count else { return 0 }
    let count = min(buffer.count, bytes.count - offset)
    bytes.withUnsafeBytes { source in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + count)]))
    }
    return count
  }
}
