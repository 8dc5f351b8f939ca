/// Reads Apple `.strings` files: `"key" = "value";` entries, `/* */` and `//` comments, escapes.
///
/// Foundation's `PropertyListSerialization` reads this format too, but on Linux it prints its own
/// diagnostics to standard error, reports the line after the mistake, and keeps the last of two
/// duplicate keys without a word. Translators need the exact line, so the tables are read here;
/// a test checks that both readers agree on the shipped tables.
package enum StringsFileParser {
  /// One `"key" = "value";` entry and the line its key stands on.
  package struct Entry: Equatable, Sendable {
    package var key: String
    package var value: String
    package var line: Int
  }

  /// Parses the bytes of one `.strings` file.
  ///
  /// - Parameter file: the name used in error messages.
  package static func parse(_ data: [UInt8], file: String) throws(LocalizationError) -> [Entry] {
    guard String(validating: data, as: UTF8.self) != nil else {
      throw .syntax(file: file, line: firstInvalidUTF8Line(data), detail: .badUTF8)
    }
    var scanner = Scanner(bytes: data)
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
    var entries: [Entry] = []
    var firstLine: [String: Int] = [:]
    while true {
      try scanner.skipSpaceAndComments(file: file)
      guard let next = scanner.peek else { break }
      guard next == UInt8(ascii: "\"") else {
        throw .syntax(file: file, line: scanner.line, detail: .expectedKey)
      }
      let keyLine = scanner.line
      let key = try scanner.quoted(file: file)
      try scanner.skipSpaceAndComments(file: file)
      guard scanner.peek == UInt8(ascii: "=") else {
        throw .syntax(file: file, line: scanner.line, detail: .expectedEquals)
      }
      scanner.advance()
      try scanner.skipSpaceAndComments(file: file)
      guard scanner.peek == UInt8(ascii: "\"") else {
        throw .syntax(file: file, line: scanner.line, detail: .expectedValue)
      }
      let value = try scanner.quoted(file: file)
      // Line breaks and tabs are text; any other control character would reach a terminal.
      for text in [key, value] {
        if let control = text.unicodeScalars.first(where: {
          Sanitizer.isControl($0) && $0 != "\n" && $0 != "\t"
        }) {
          throw .syntax(file: file, line: keyLine, detail: .controlCharacter(control.value))
        }
      }
      // The line of a missing ';' is the entry's own line, not the line where the scan stops.
      let valueEndLine = scanner.line
      try scanner.skipSpaceAndComments(file: file)
      guard scanner.peek == UInt8(ascii: ";") else {
        throw .syntax(file: file, line: valueEndLine, detail: .expectedSemicolon)
      }
      scanner.advance()
      if let first = firstLine[key] {
        throw .duplicateKey(file: file, line: keyLine, key: key, firstLine: first)
      }
      firstLine[key] = keyLine
      entries.append(Entry(key: key, value: value, line: keyLine))
    }
    return entries
  }

  private static func firstInvalidUTF8Line(_ data: [UInt8]) -> Int {
    var line = 1
    var start = 0
    for (offset, byte) in data.enumerated() where byte == 0x0A {
      if String(validating: data[start..<offset], as: UTF8.self) == nil { return line }
      line += 1
      start = offset + 1
    }
    return line
  }

  /// Works on UTF-8 bytes: every character with a meaning in the format is ASCII, and the
  /// bytes in between are copied whole (the file was validated as UTF-8 first).
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func byte(at offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func advance() {
      if bytes[index] == 0x0A { line += 1 }
      index += 1
    }

    mutating func skipSpaceAndComments(file: String) throws(LocalizationError) {
      while let byte = peek {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
          advance()
        case UInt8(ascii: "/") where self.byte(at: 1) == UInt8(ascii: "*"):
          let startLine = line
          index += 2
          while true {
            guard let inner = peek else {
              throw .syntax(file: file, line: startLine, detail: .unterminatedComment)
            }
            if inner == UInt8(ascii: "*"), self.byte(at: 1) == UInt8(ascii: "/") {
              index += 2
              break
            }
            advance()
          }
        case UInt8(ascii: "/") where self.byte(at: 1) == UInt8(ascii: "/"):
          while let inner = peek, inner != 0x0A { index += 1 }
        default:
          return
        }
      }
    }

    /// A quoted string; runs of plain bytes are copied whole, which keeps start-up short.
    mutating func quoted(file: String) throws(LocalizationError) -> String {
      let startLine = line
      index += 1
      var result: [UInt8] = []
      var run = index
      while true {
        guard index < bytes.count else {
          throw .syntax(file: file, line: startLine, detail: .unterminatedString)
        }
        let byte = bytes[index]
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          if byte == 0x0A { line += 1 }
          index += 1
          continue
        }
        result.append(contentsOf: bytes[run..<index])
        index += 1
        defer { run = index }
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: result, as: UTF8.self)
        default:
          guard let escape = peek else {
            throw .syntax(file: file, line: startLine, detail: .unterminatedString)
          }
          advance()
          switch escape {
          case UInt8(ascii: "n"): result.append(0x0A)
          case UInt8(ascii: "t"): result.append(0x09)
          case UInt8(ascii: "r"): result.append(0x0D)
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): result.append(escape)
          case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var code: UInt32 = 0
            for _ in 0..<4 {
              guard let digit = peek, let value = Self.hexValue(digit) else {
                throw .syntax(file: file, line: line, detail: .badEscape("\\" + Self.text(escape)))
              }
              code = code << 4 | value
              advance()
            }
            guard let decoded = Unicode.Scalar(code) else {
              throw .syntax(
                file: file, line: line, detail: .badEscape("\\U" + String(code, radix: 16)))
            }
            result.append(contentsOf: Array(String(Character(decoded)).utf8))
          default:
            throw .syntax(file: file, line: line, detail: .badEscape("\\" + Self.text(escape)))
          }
        }
      }
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
}
