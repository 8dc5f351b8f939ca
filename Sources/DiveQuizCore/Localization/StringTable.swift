/// One language's texts, as read from `<code>.strings`.
package struct StringTable: Sendable {
  /// The language code, the file's base name (`fr` for `fr.strings`).
  package let language: String
  /// Where it came from, for messages (`fr.strings`, or a path given with `--strings`).
  package let file: String
  /// Keys in file order, for reports that follow the translator's layout.
  package let keys: [String]
  /// The line each key stands on, in the order of `keys`, so `check` can point at it.
  package let lines: [Int]
  package let values: [String: String]

  package init(language: String, file: String, entries: [StringsFileParser.Entry]) {
    self.language = language
    self.file = file
    self.keys = entries.map(\.key)
    self.lines = entries.map(\.line)
    var values: [String: String] = [:]
    for entry in entries { values[entry.key] = entry.value }
    self.values = values
  }

  package init(language: String, file: String, parsed: StringsFileParser.Parsed) {
    self.language = language
    self.file = file
    self.keys = parsed.keys
    self.lines = parsed.lines
    self.values = parsed.values
  }

  /// Parses a table from the bytes of its file, with every check.
  package static func parse(_ data: [UInt8], language: String, file: String)
    throws(LocalizationError)
    -> StringTable
  {
    try parse(data, language: language, file: file, checks: .full)
  }

  /// Parses a table from the bytes of its file, checked as `checks` says.
  package static func parse(
    _ data: [UInt8], language: String, file: String, checks: StringsFileParser.Checks
  ) throws(LocalizationError) -> StringTable {
    StringTable(
      language: language, file: file,
      parsed: try StringsFileParser.parse(data, file: file, checks: checks))
  }

  package subscript(key: String) -> String? { values[key] }
}
