/// Where a file that is not UTF-8 goes wrong, for the messages that name a line.
package enum UTF8Lines {
  /// The line (counted from 1) of the first byte that is not UTF-8.
  package static func firstInvalid(_ bytes: [UInt8]) -> Int {
    var line = 1
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
      line += 1
      start = index + 1
    }
    return line
  }
}
