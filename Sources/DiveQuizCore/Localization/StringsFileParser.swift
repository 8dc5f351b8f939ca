/// Reads Apple `.strings` files: `"key" = "value";` entries, `/* */` and `//` comments, escapes.
///
/// Foundation's `PropertyListSerialization` reads this format too, but on Linux it prints its own
/// diagnostics to standard error, reports the line after the mistake, and keeps the last of two
/// duplicate keys without a word. Translators need the exact line, so the tables are read here;
/// a test checks that both readers agree on the shipped tables.
///
/// The English table is parsed at every start, so the reader works on the file's bytes in place:
/// runs of plain characters cost one comparison a byte and become a `String` in one copy.
package enum StringsFileParser {
  /// One `"key" = "value";` entry and the line its key stands on.
  package struct Entry: Equatable, Sendable {
    package var key: String
    package var value: String
    package var line: Int
  }

  /// How much a parse checks beyond the format itself.
  package enum Checks: Sendable {
    /// Everything: the whole file is validated as UTF-8 first, so a bad byte anywhere (in a
    /// comment too) is named with its line. For any table a user supplies, and for `check`.
    case full
    /// The tables compiled into the binary, at start-up: the up-front UTF-8 pass is skipped.
    /// Tests run `.full` over each of them, and `check` parses them again with `.full`; a byte
    /// that were not UTF-8 would still show as U+FFFD, never raw. Control characters and
    /// duplicate keys are refused in both modes (they cost nothing extra here).
    case builtIn
  }

  /// The entries of one file, the way a table keeps them.
  package struct Parsed: Sendable {
    /// Keys in file order.
    package var keys: [String] = []
    /// The line of each key, in the order of `keys`.
    package var lines: [Int] = []
    package var values: [String: String] = [:]
  }

  /// Parses the bytes of one `.strings` file with every check, entry by entry.
  ///
  /// - Parameter file: the name used in error messages.
  package static func parse(_ data: [UInt8], file: String) throws(LocalizationError) -> [Entry] {
    let parsed = try parse(data, file: file, checks: .full)
    return zip(parsed.keys, parsed.lines).map { key, line in
      Entry(key: key, value: parsed.values[key] ?? "", line: line)
    }
  }

  /// Parses the bytes of one `.strings` file into keys, lines and values.
  ///
  /// - Parameter file: the name used in error messages.
  package static func parse(_ data: [UInt8], file: String, checks: Checks)
    throws(LocalizationError) -> Parsed
  {
    if case .full = checks, String(validating: data, as: UTF8.self) == nil {
      throw .syntax(file: file, line: UTF8Lines.firstInvalid(data), detail: .badUTF8)
    }
    return try data.withUnsafeBufferPointer { bytes throws(LocalizationError) -> Parsed in
      var scanner = StringsFileScanner(bytes: bytes, file: file)
      return try scanner.entries()
    }
  }
}
