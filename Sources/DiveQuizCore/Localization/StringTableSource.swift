/// The bytes of one string table, not parsed yet, and the name to use for it in messages.
package struct StringTableSource: Sendable {
  package var language: String
  package var file: String
  package var bytes: [UInt8]
  /// A table compiled into the binary: parsed at start-up without the up-front UTF-8 pass
  /// (tests and `check` run the full checks over it); any other table gets every check.
  package var isBuiltIn: Bool

  package init(language: String, file: String, bytes: [UInt8], isBuiltIn: Bool = false) {
    self.language = language
    self.file = file
    self.bytes = bytes
    self.isBuiltIn = isBuiltIn
  }

  /// Parses the table; a mistake names the file and the line.
  package func parse() throws(LocalizationError) -> StringTable {
    try parse(checks: isBuiltIn ? .builtIn : .full)
  }

  /// Parses the table with the checks asked for, whatever its origin.
  package func parse(checks: StringsFileParser.Checks) throws(LocalizationError) -> StringTable {
    try StringTable.parse(bytes, language: language, file: file, checks: checks)
  }
}
