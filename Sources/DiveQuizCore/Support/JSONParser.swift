/// A strict RFC 8259 JSON parser over UTF-8 bytes that records line and column.
///
/// Hand-written because the loader must name the line of every mistake, and because
/// Foundation's parsers do not say where a value stood.
/// Why a JSON text could not be read: what a damaged history line's error tells an app. The
/// parser itself stays inside the package.
public enum JSONSyntaxProblem: Equatable, Sendable {
  /// The text stops inside a value (a line cut short).
  case unexpectedEnd
  /// A character no JSON value may have there, shown as found.
  case unexpectedCharacter(String)
  /// A backslash sequence JSON does not define (`\x`), or a `\u` escape that is half a pair.
  case badEscape(String)
  /// A number JSON does not allow (`-`, `1.`, `1e`).
  case badNumber
  /// Bytes that are not UTF-8.
  case badUTF8
  /// More text after the one value a line or file holds.
  case trailingText
  /// Arrays or objects nested deeper than any divequiz file needs.
  case tooDeep
}

package struct JSONParser {
  /// Why a document could not be parsed, and where.
  package struct SyntaxError: Error, Equatable, Sendable {
    package typealias Reason = JSONSyntaxProblem
    package var reason: Reason
    package var line: Int
    package var column: Int
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  private static let maximumDepth = 256

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses one complete JSON document.
  package static func parse<Bytes: Collection<UInt8>>(_ input: Bytes) throws(SyntaxError)
    -> JSONNode
  {
    var parser = JSONParser(bytes: Array(input))
    // A leading byte-order mark is tolerated: editors on some systems add it.
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.index = 3
      parser.lineStart = 3
    }
    parser.skipWhitespace()
    let node = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error(.trailingText)
    }
    return node
  }

  private var column: Int { index - lineStart + 1 }

  private func error(_ reason: SyntaxError.Reason) -> SyntaxError {
    SyntaxError(reason: reason, line: line, column: column)
  }

  private func unexpected() -> SyntaxError {
    guard index < bytes.count else { return error(.unexpectedEnd) }
    let byte = bytes[index]
    let shown =
      (0x21...0x7E).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16, uppercase: true)
    return error(.unexpectedCharacter(shown))
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private mutating func parseValue() throws(SyntaxError) -> JSONNode {
    guard index < bytes.count else { throw error(.unexpectedEnd) }
    let startLine = line
    let startColumn = column
    let value: JSONNode.Value
    switch bytes[index] {
    case UInt8(ascii: "{"): value = try parseObject()
    case UInt8(ascii: "["): value = try parseArray()
    case UInt8(ascii: "\""): value = .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      value = .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      value = .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      value = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      value = .number(try parseNumber())
    default: throw unexpected()
    }
    return JSONNode(value, line: startLine, column: startColumn)
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in text {
      guard index < bytes.count, bytes[index] == byte else { throw unexpected() }
      index += 1
    }
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth { throw error(.tooDeep) }
    // The depth limit fits any stack divequiz supports only if the stack has room: every
    // eighth level, at least 48 KB must be left (a level takes a few KB in a debug build).
    if depth & 7 == 0, ProcessLimits.stackRoom() < 48 << 10 { throw error(.tooDeep) }
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONNode.Value {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [(key: String, value: JSONNode)] = []
    if closes(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected() }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw unexpected() }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      if try closesAfterElement(UInt8(ascii: "}")) { return .object(members) }
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONNode.Value {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSONNode] = []
    if closes(UInt8(ascii: "]")) { return .array(items) }
    while true {
      skipWhitespace()
      items.append(try parseValue())
      if try closesAfterElement(UInt8(ascii: "]")) { return .array(items) }
    }
  }

  /// Whether a container just opened closes at once (`{}`, `[]`), its `closing` byte read.
  private mutating func closes(_ closing: UInt8) -> Bool {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == closing else { return false }
    index += 1
    return true
  }

  /// After a member or an item: true at `closing` (the container ends), false at a comma
  /// (another follows), either byte read; anything else is a mistake where it stands.
  private mutating func closesAfterElement(_ closing: UInt8) throws(SyntaxError) -> Bool {
    skipWhitespace()
    guard index < bytes.count else { throw error(.unexpectedEnd) }
    let byte = bytes[index]
    guard byte == UInt8(ascii: ",") || byte == closing else { throw unexpected() }
    index += 1
    return byte == closing
  }

  private mutating func parseNumber() throws(SyntaxError) -> String {
    let start = index
    func digits(_ parser: inout JSONParser) -> Int {
      let from = parser.index
      while parser.index < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.index]) {
        parser.index += 1
      }
      return parser.index - from
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { throw error(.badNumber) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits(&self) == 0 {
      throw error(.badNumber)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits(&self) == 0 { throw error(.badNumber) }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      if digits(&self) == 0 { throw error(.badNumber) }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1
    // Most strings have no escape: find the closing quote and decode the bytes in place.
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      guard let text = String(validating: bytes[index..<end], as: UTF8.self) else {
        throw error(.badUTF8)
      }
      index = end + 1
      return text
    }
    var scalars: [UInt8] = []
    while true {
      guard index < bytes.count else { throw error(.unexpectedEnd) }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: scalars, as: UTF8.self) else { throw error(.badUTF8) }
        return text
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw error(.unexpectedEnd) }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append(0x22)
        case UInt8(ascii: "\\"): scalars.append(0x5C)
        case UInt8(ascii: "/"): scalars.append(0x2F)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800..<0xDC00).contains(code) {
            // A high surrogate must be followed by an escaped low one.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw error(.badEscape("\\u" + String(code, radix: 16))) }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw error(.badEscape("\\u" + String(low, radix: 16)))
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw error(.badEscape("\\u" + String(code, radix: 16)))
          }
          scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
          throw error(.badEscape("\\" + String(Character(Unicode.Scalar(escape)))))
        }
      case 0x00..<0x20:
        throw unexpected()
      default:
        scalars.append(byte)
        index += 1
      }
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw error(.badEscape("\\u"))
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }
}
