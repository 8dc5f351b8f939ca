import DiveQuizCore

/// A history kept in memory, for an app's tests (as swift-log ships `InMemoryLogging`): the
/// same bytes a file would hold, with switches to make writes fail like a full disk would.
public final class MemoryHistoryStorage: HistoryStorage {
  /// The name errors and `saved` results give for this history.
  public let location: String
  /// Every byte stored, as the file would hold them.
  public private(set) var bytes: [UInt8]
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

  /// A history holding `bytes` (empty: a new trainee's history).
  public init(location: String = "memory.jsonl", bytes: [UInt8] = []) {
    self.location = location
    self.bytes = bytes
  }

  /// Appends what `prepare` makes of the bytes stored so far; returns where they start.
  @discardableResult
  public func append(_ prepare: (any HistorySnapshot) throws(HistoryError) -> [UInt8])
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

  /// The bytes stored now, as a snapshot a reader holds while more are appended.
  public func snapshot() throws(HistoryError) -> any HistorySnapshot {
    BytesSnapshot(bytes, identity: identity)
  }

  /// The cache beside the history, as a file would hold it.
  public func readCache(_ which: HistoryCache) -> [UInt8]? {
    switch which {
    case .coach: return cache
    case .names: return namesCache
    }
  }

  /// Keeps a cache beside the history.
  public func writeCache(_ which: HistoryCache, _ bytes: [UInt8]) {
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

  /// The stored bytes as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
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
