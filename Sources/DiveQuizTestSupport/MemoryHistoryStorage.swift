import DiveQuizKit

/// History kept in memory, with a switch to make writes fail like a full disk would.
public final class MemoryHistoryStorage: HistoryStorage {
  public let location: String
  public private(set) var bytes: [UInt8]
  /// When set, every append throws it.
  public var failure: HistoryError?
  public private(set) var appends = 0

  public init(location: String = "memory.jsonl", bytes: [UInt8] = []) {
    self.location = location
    self.bytes = bytes
  }

  public func append(_ lines: [UInt8]) throws(HistoryError) {
    if let failure { throw failure }
    appends += 1
    bytes += lines
  }

  public func read() throws(HistoryError) -> [UInt8] { bytes }

  public var text: String { String(decoding: bytes, as: UTF8.self) }
}
