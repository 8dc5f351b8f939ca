/// JSON string quoting: the one place that decides how text is escaped in records, exports
/// and `--json` output.
///
/// Quotes, backslashes and control characters (DEL included) are escaped; everything else is
/// written as UTF-8, so names in any language stay readable in the file.
public enum JSONText {
  /// `text` as a quoted JSON string.
  public static func quote(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as a quoted JSON string to `out`, for writers that build bytes.
  public static func append(_ text: String, to out: inout [UInt8]) {
    out.append(0x22)
    for byte in text.utf8 {
      switch byte {
      case 0x22: out += [0x5C, 0x22]
      case 0x5C: out += [0x5C, 0x5C]
      case 0x0A: out += [0x5C, UInt8(ascii: "n")]
      case 0x0D: out += [0x5C, UInt8(ascii: "r")]
      case 0x09: out += [0x5C, UInt8(ascii: "t")]
      case 0..<0x20, 0x7F:
        out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex(byte >> 4), hex(byte & 0x0F)]
      default: out.append(byte)
      }
    }
    out.append(0x22)
  }

  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? 0x30 + nibble : UInt8(ascii: "a") + nibble - 10
  }
}
