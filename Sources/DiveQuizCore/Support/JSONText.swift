/// JSON string quoting: the one place that decides how text is escaped in records, exports
/// and `--json` output.
///
/// Quotes, backslashes and control characters (DEL included) are escaped; everything else is
/// written as UTF-8, so names in any language stay readable in the file.
package enum JSONText {
  /// `text` as a quoted JSON string.
  package static func quote(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as a quoted JSON string to `out`, for writers that build bytes.
  package static func append(_ text: String, to out: inout [UInt8]) {
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

  /// Valid JSON with DEL, the C1 controls and the invisible format characters (bidirectional
  /// overrides) inside its strings escaped as `\uXXXX`, so a field from a file can never
  /// drive or disguise the terminal that shows the output. Still the same JSON value.
  package static func visible(_ json: String) -> String {
    guard json.utf8.contains(where: { $0 >= 0x7F }) else { return json }
    var out = ""
    for scalar in json.unicodeScalars {
      guard scalar.value >= 0x7F, invisible(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      if scalar.value > 0xFFFF {
        let value = scalar.value - 0x10000
        out += unicodeEscape(0xD800 + (value >> 10)) + unicodeEscape(0xDC00 + (value & 0x3FF))
      } else {
        out += unicodeEscape(scalar.value)
      }
    }
    return out
  }

  private static func invisible(_ scalar: Unicode.Scalar) -> Bool {
    (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
  }

  private static func unicodeEscape(_ unit: UInt32) -> String {
    let digits = String(unit, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
