import DiveQuizCore
import DiveQuizTerminal

/// History kept in memory, with switches to make writes fail like a full disk would.
public final class MemoryHistoryStorage: HistoryStorage {
  public let location: String
  public private(set) var bytes: [UInt8]
  /// When set, every append throws it.
  public var failure: HistoryError?
  /// When set, an append fails after writing this many bytes, and is cut back as a file is.
  public var failAfter: Int?
  public private(set) var appends = 0
  /// The coach's cache, as a file beside the history would hold it.
  public var cache: [UInt8]?
  /// Changes when `replace` gives the history new contents, as a new file would.
  public private(set) var identity = FileIdentity(device: 0, inode: 1)

  public init(location: String = "memory.jsonl", bytes: [UInt8] = []) {
    self.location = location
    self.bytes = bytes
  }

  public func append(_ prepare: (any HistorySnapshot) throws(HistoryError) -> [UInt8])
    throws(HistoryError)
  {
    if let failure { throw failure }
    let lines = try prepare(BytesSnapshot(bytes, identity: identity))
    guard !lines.isEmpty else { return }
    if let failAfter, failAfter < lines.count {
      // What a full disk does: part of the bytes land, the store cuts them back.
      let before = bytes.count
      bytes += lines.prefix(failAfter)
      bytes.removeSubrange(before...)
      throw .cannotWrite(path: location, reason: "No space left on device")
    }
    appends += 1
    bytes += lines
  }

  public func snapshot() throws(HistoryError) -> any HistorySnapshot {
    BytesSnapshot(bytes, identity: identity)
  }

  public func readCache() -> [UInt8]? { cache }

  public func writeCache(_ bytes: [UInt8]) { cache = bytes }

  /// New contents, as if the file had been replaced by another.
  public func replace(_ bytes: [UInt8]) {
    self.bytes = bytes
    identity.inode += 1
  }

  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension HistoryStorage {
  /// Every byte stored, read through a snapshot as a command would: for tests.
  public func readAll() throws(HistoryError) -> [UInt8] {
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
