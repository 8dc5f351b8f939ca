/// Reads Apple `.strings` files: `"key" = "value";` entries, `/* */` and `//` comments, escapes.
///
/// Foundation's `PropertyListSerialization` reads this format too, but on Linux it prints its own
/// diagnostics to standard error, reports the line after the mistake, and keeps the last of two
/// duplicate keys without a word. Translators need the exact line, so the tables are read here;
/// a test checks that both readers agree on the shipped tables.
public enum StringsFileParser {
  /// One `"key" = "value";` entry and the line its key stands on.
  public struct Entry: Equatable, Sendable {
    public var key: String
    public var value: String
    public var line: Int
  }

  /// Parses the bytes of one `.strings` file.
  ///
  /// - Parameter file: the name used in error messages.
  public static func parse(_ data: [UInt8], file: String) throws(LocalizationError) -> [Entry] {
    guard var text = String(validating: data, as: UTF8.self) else {
      throw .syntax(file: file, line: firstInvalidUTF8Line(data), detail: .badUTF8)
    }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    var scanner = Scanner(scalars: Array(text.unicodeScalars))
    var entries: [Entry] = []
    var firstLine: [String: Int] = [:]
    while true {
      try scanner.skipSpaceAndComments(file: file)
      guard let next = scanner.peek else { break }
      guard next == "\"" else { throw .syntax(file: file, line: scanner.line, detail: .expectedKey) }
      let keyLine = scanner.line
      let key = try scanner.quoted(file: file)
      try scanner.skipSpaceAndComments(file: file)
      guard scanner.peek == "=" else {
        throw .syntax(file: file, line: scanner.line, detail: .expectedEquals)
      }
      scanner.advance()
      try scanner.skipSpaceAndComments(file: file)
      guard scanner.peek == "\"" else {
        throw .syntax(file: file, line: scanner.line, detail: .expectedValue)
      }
      let value = try scanner.quoted(file: file)
      // The line of a missing ';' is the entry's own line, not the line where the scan stops.
      let valueEndLine = scanner.line
      try scanner.skipSpaceAndComments(file: file)
      guard scanner.peek == ";" else {
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

  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar]) {
      self.scalars = scalars
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func advance() {
      if scalars[index] == "\n" { line += 1 }
      index += 1
    }

    mutating func skipSpaceAndComments(file: String) throws(LocalizationError) {
      while let scalar = peek {
        if scalar.properties.isWhitespace {
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let startLine = line
          index += 2
          while true {
            guard let inner = peek else {
              throw .syntax(file: file, line: startLine, detail: .unterminatedComment)
            }
            if inner == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
              index += 2
              break
            }
            advance()
          }
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let inner = peek, inner != "\n" { advance() }
        } else {
          return
        }
      }
    }

    mutating func quoted(file: String) throws(LocalizationError) -> String {
      let startLine = line
      advance()
      var result = String.UnicodeScalarView()
      while true {
        guard let scalar = peek else {
          throw .syntax(file: file, line: startLine, detail: .unterminatedString)
        }
        advance()
        switch scalar {
        case "\"":
          return String(result)
        case "\\":
          guard let escape = peek else {
            throw .syntax(file: file, line: startLine, detail: .unterminatedString)
          }
          advance()
          switch escape {
          case "n": result.append("\n")
          case "t": result.append("\t")
          case "r": result.append("\r")
          case "\"", "\\", "'": result.append(escape)
          case "U", "u":
            var code: UInt32 = 0
            for _ in 0..<4 {
              guard let digit = peek, digit.isASCII, let value = UInt32(String(digit), radix: 16) else {
                throw .syntax(file: file, line: line, detail: .badEscape("\\" + String(escape)))
              }
              code = code << 4 | value
              advance()
            }
            guard let decoded = Unicode.Scalar(code) else {
              throw .syntax(file: file, line: line, detail: .badEscape("\\U" + String(code, radix: 16)))
            }
            result.append(decoded)
          default:
            throw .syntax(file: file, line: line, detail: .badEscape("\\" + String(escape)))
          }
        default:
          result.append(scalar)
        }
      }
    }
  }
}
