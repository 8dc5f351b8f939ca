import DiveQuizCore
import DiveQuizTerminal

/// History kept in memory, with switches to make writes fail like a full disk would.
package final class MemoryHistoryStorage: HistoryStorage {
  package let location: String
  package private(set) var bytes: [UInt8]
  /// When set, every append throws it.
  package var failure: HistoryError?
  /// When set, an append fails after writing this many bytes, and is cut back as a file is.
  package var failAfter: Int?
  package private(set) var appends = 0
  /// The coach's cache, as a file beside the history would hold it.
  package var cache: [UInt8]?
  /// The names' cache, likewise.
  package var namesCache: [UInt8]?
  /// Changes when `replace` gives the history new contents, as a new file would.
  package private(set) var identity = FileIdentity(device: 0, inode: 1)

  package init(location: String = "memory.jsonl", bytes: [UInt8] = []) {
    self.location = location
    self.bytes = bytes
  }

  @discardableResult
  package func append(_ prepare: (any HistorySnapshot) throws(HistoryError) -> [UInt8])
    throws(HistoryError) -> Int
  {
    if let failure { throw failure }
    let lines = try prepare(BytesSnapshot(bytes, identity: identity))
    let start = bytes.count
    guard !lines.isEmpty else { return start }
    if let failAfter, failAfter < lines.count {
      // What a full disk does: part of the bytes land, the store cuts them back.
      let before = bytes.count
      bytes += lines.prefix(failAfter)
      bytes.removeSubrange(before...)
      throw .cannotWrite(path: location, reason: "No space left on device")
    }
    appends += 1
    bytes += lines
    return start
  }

  package func snapshot() throws(HistoryError) -> any HistorySnapshot {
    BytesSnapshot(bytes, identity: identity)
  }

  package func readCache(_ which: HistoryCache) -> [UInt8]? {
    switch which {
    case .coach: return cache
    case .names: return namesCache
    }
  }

  package func writeCache(_ which: HistoryCache, _ bytes: [UInt8]) {
    switch which {
    case .coach: cache = bytes
    case .names: namesCache = bytes
    }
  }

  /// New contents, as if the file had been replaced by another.
  package func replace(_ bytes: [UInt8]) {
    self.bytes = bytes
    identity.inode += 1
  }

  /// Other bytes under the same identity: a file edited in place, or a new file on a reused
  /// inode.
  package func rewriteInPlace(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  package var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension HistoryStorage {
  /// Every byte stored, read through a snapshot as a command would: for tests.
  package func readAll() throws(HistoryError) -> [UInt8] {
    let snapshot = try snapshot()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: snapshot.size, alignment: 1)
    defer { buffer.deallocate() }
    var done = 0
    while done < buffer.count {
      let got = try snapshot.read(
        at: done, into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]))
      if got <= 0 { break }
      done += got
    }
    return Array(buffer[0..<done])
  }
}
