/// The scanner behind `StringsFileParser`, over the file's bytes in place.
///
/// Every character with a meaning in the format is ASCII, so it works on UTF-8 bytes: runs of
/// printable ASCII cost one comparison a byte; anything else (line breaks, escapes, non-ASCII,
/// control characters) takes the slow branch.
struct StringsFileScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let file: String
  private var index = 0
  private var line = 1

  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func byte(at offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func syntax(_ detail: LocalizationError.SyntaxDetail, line: Int) -> LocalizationError {
    .syntax(file: file, line: line, detail: detail)
  }

  /// Every entry to the end of the file; a duplicate key is an error, not an override.
  mutating func entries() throws(LocalizationError) -> StringsFileParser.Parsed {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    var parsed = StringsFileParser.Parsed()
    // The shipped tables hold about one entry per 100 bytes: sized once, a table never rehashes
    // its keys as it grows.
    let estimate = bytes.count / 64 + 8
    parsed.keys.reserveCapacity(estimate)
    parsed.lines.reserveCapacity(estimate)
    parsed.values.reserveCapacity(estimate)
    while true {
      try skipSpaceAndComments()
      guard let next = peek else { break }
      guard next == Self.quote else { throw syntax(.expectedKey, line: line) }
      let keyLine = line
      let key = try quoted(entryLine: keyLine)
      try skipSpaceAndComments()
      guard peek == UInt8(ascii: "=") else { throw syntax(.expectedEquals, line: line) }
      index += 1
      try skipSpaceAndComments()
      guard peek == Self.quote else { throw syntax(.expectedValue, line: line) }
      let value = try quoted(entryLine: keyLine)
      // The line of a missing ';' is the entry's own line, not the line where the scan stops.
      let valueEndLine = line
      try skipSpaceAndComments()
      guard peek == UInt8(ascii: ";") else { throw syntax(.expectedSemicolon, line: valueEndLine) }
      index += 1
      // One hash a key: the insertion itself says whether the key was already there.
      if parsed.values.updateValue(value, forKey: key) != nil {
        let first = parsed.keys.firstIndex(of: key).map { parsed.lines[$0] } ?? keyLine
        throw .duplicateKey(file: file, line: keyLine, key: key, firstLine: first)
      }
      parsed.keys.append(key)
      parsed.lines.append(keyLine)
    }
    return parsed
  }

  private mutating func skipSpaceAndComments() throws(LocalizationError) {
    while let byte = peek {
      switch byte {
      case 0x0A:
        line += 1
        index += 1
      case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "/") where self.byte(at: 1) == UInt8(ascii: "*"):
        let startLine = line
        index += 2
        while true {
          guard let inner = peek else { throw syntax(.unterminatedComment, line: startLine) }
          if inner == UInt8(ascii: "*"), self.byte(at: 1) == UInt8(ascii: "/") {
            index += 2
            break
          }
          if inner == 0x0A { line += 1 }
          index += 1
        }
      case UInt8(ascii: "/") where self.byte(at: 1) == UInt8(ascii: "/"):
        while let inner = peek, inner != 0x0A { index += 1 }
      default:
        return
      }
    }
  }

  /// A quoted string, from its opening quote. Line breaks and tabs are text; any other control
  /// character, written or escaped, would reach a terminal and is refused on the entry's line.
  private mutating func quoted(entryLine: Int) throws(LocalizationError) -> String {
    let startLine = line
    index += 1
    var run = index
    var unescaped: [UInt8] = []
    var hasEscape = false
    while true {
      skipPlainWords()
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte >= 0x20, byte < 0x7F, byte != Self.quote, byte != Self.backslash {
        index += 1
        continue
      }
      switch byte {
      case Self.quote:
        let tail = UnsafeBufferPointer(rebasing: bytes[run..<index])
        index += 1
        guard hasEscape else { return String(decoding: tail, as: UTF8.self) }
        unescaped.append(contentsOf: tail)
        return String(decoding: unescaped, as: UTF8.self)
      case Self.backslash:
        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        hasEscape = true
        index += 1
        try escape(into: &unescaped, startLine: startLine, entryLine: entryLine)
        run = index
      case 0x0A:
        line += 1
        index += 1
      case 0x09:
        index += 1
      case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
        // U+0080–U+009F, the C1 controls, CSI among them.
        throw syntax(.controlCharacter(UInt32(bytes[index + 1])), line: entryLine)
      case 0xD8 where index + 1 < bytes.count && bytes[index + 1] == 0x9C:
        // U+061C, the Arabic letter mark: a bidirectional control, refused like a control
        // character (it could make a text read in another order than it is stored).
        throw syntax(.controlCharacter(0x061C), line: entryLine)
      case 0xE2
      where index + 2 < bytes.count && Self.isBidiControl(bytes[index + 1], bytes[index + 2]):
        // U+200E–U+200F, U+202A–U+202E, U+2066–U+2069: bidirectional controls.
        let value = 0x2000 | UInt32(bytes[index + 1] & 0x0F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        throw syntax(.controlCharacter(value), line: entryLine)
      case 0x80...:
        index += 1
      default:
        throw syntax(.controlCharacter(UInt32(byte)), line: entryLine)
      }
    }
    throw syntax(.unterminatedString, line: startLine)
  }

  /// Skips whole 8-byte words of plain text: printable ASCII with no quote and no backslash.
  /// The tests below may flag a plain byte next to a special one, never miss a special one;
  /// the byte loop then decides exactly.
  private mutating func skipPlainWords() {
    guard let base = bytes.baseAddress else { return }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let control = (word &- ones &* 0x20) & ~word  // a byte below 0x20
      let high = (word &+ ones) | word  // a byte of 0x7F or more
      let quotes = word ^ (ones &* UInt64(Self.quote))
      let backslashes = word ^ (ones &* UInt64(Self.backslash))
      let special =
        control | high | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
      guard special & highs == 0 else { return }
      index += 8
    }
  }

  /// The escape after a backslash, appended decoded.
  private mutating func escape(into result: inout [UInt8], startLine: Int, entryLine: Int)
    throws(LocalizationError)
  {
    guard let escape = peek else { throw syntax(.unterminatedString, line: startLine) }
    if escape == 0x0A { line += 1 }
    index += 1
    switch escape {
    case UInt8(ascii: "n"): result.append(0x0A)
    case UInt8(ascii: "t"): result.append(0x09)
    case UInt8(ascii: "r"): throw syntax(.controlCharacter(0x0D), line: entryLine)
    case Self.quote, Self.backslash, UInt8(ascii: "'"): result.append(escape)
    case UInt8(ascii: "U"), UInt8(ascii: "u"):
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard let digit = peek, let value = Self.hexValue(digit) else {
          throw syntax(.badEscape("\\" + Self.text(escape)), line: line)
        }
        code = code << 4 | value
        index += 1
      }
      guard let decoded = Unicode.Scalar(code) else {
        throw syntax(.badEscape("\\U" + String(code, radix: 16)), line: line)
      }
      if (Sanitizer.isControl(decoded) && decoded != "\n" && decoded != "\t")
        || Sanitizer.isBidiControl(decoded)
      {
        throw syntax(.controlCharacter(decoded.value), line: entryLine)
      }
      result.append(contentsOf: String(decoded).utf8)
    default:
      throw syntax(.badEscape("\\" + Self.text(escape)), line: line)
    }
  }

  /// Whether `E2 second third` is the UTF-8 of a bidirectional control.
  private static func isBidiControl(_ second: UInt8, _ third: UInt8) -> Bool {
    (second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third)))
      || (second == 0x81 && (0xA6...0xA9).contains(third))
  }

  private static func text(_ byte: UInt8) -> String {
    byte < 0x80 ? String(Character(Unicode.Scalar(byte))) : "?"
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }
}
