/// The quiz ids a history holds, kept as 64-bit hashes, not records: 1,000,000 ids take
/// about 16 MB, whatever the size of the records behind them.
///
/// Two different ids share a hash with a probability of about n² / 2⁶⁵ (3 in 100 million for
/// two million ids); an import would then count the second as already present. The hash is
/// fixed (FNV-1a then a SplitMix finaliser), so a set never depends on the process.
package struct QuizIDSet: Sendable {
  private var hashes = Set<UInt64>()

  package init() {}

  /// How many different ids were inserted.
  package var count: Int { hashes.count }

  /// Inserts an id; false when it (or an id with the same hash) was already there.
  @discardableResult
  package mutating func insert(_ hash: UInt64) -> Bool { hashes.insert(hash).inserted }

  package func contains(_ hash: UInt64) -> Bool { hashes.contains(hash) }

  /// The hash of an id's UTF-8 bytes.
  package static func hash(_ id: String) -> UInt64 {
    var id = id
    return id.withUTF8 { hash($0) }
  }

  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01B3
    }
    value ^= value >> 30
    value &*= 0xBF58_476D_1CE4_E5B9
    value ^= value >> 27
    value &*= 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
