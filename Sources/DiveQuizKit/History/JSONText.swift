/// JSON string quoting shared by the exporters and `--json` output.
enum JSONText {
  /// The text as a JSON string. Besides what JSON requires, DEL, the C1 controls and the
  /// invisible format characters (bidirectional overrides) are escaped, so a field from a
  /// file can never drive or disguise a terminal that shows the output.
  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where needsEscape(scalar): out += escape(scalar)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Already valid JSON with the invisible characters inside its strings escaped.
  static func visible(_ json: String) -> String {
    guard json.utf8.contains(where: { $0 >= 0x7F }) else { return json }
    var out = ""
    for scalar in json.unicodeScalars {
      if needsEscape(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar.properties.generalCategory == .format
  }

  /// `\uXXXX`, with a surrogate pair beyond the basic plane.
  private static func escape(_ scalar: Unicode.Scalar) -> String {
    func hex(_ unit: UInt32) -> String {
      let digits = String(unit, radix: 16)
      return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
    guard scalar.value > 0xFFFF else { return hex(scalar.value) }
    let value = scalar.value - 0x10000
    return hex(0xD800 + (value >> 10)) + hex(0xDC00 + (value & 0x3FF))
  }
}
