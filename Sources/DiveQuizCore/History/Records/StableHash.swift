/// The 64-bit hash that ids (and other short byte strings) are filed under within one run:
/// FNV-1a then a SplitMix finaliser, fixed, so that it never depends on the process. Equal
/// hashes say nothing for sure: whoever files by it compares the bytes on a match.
package enum StableHash {
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
