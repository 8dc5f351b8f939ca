/// The bytes of one string table, not parsed yet, and the name to use for it in messages.
public struct StringTableSource: Sendable {
  public var language: String
  public var file: String
  public var bytes: [UInt8]

  public init(language: String, file: String, bytes: [UInt8]) {
    self.language = language
    self.file = file
    self.bytes = bytes
  }

  /// Parses the table; a mistake names the file and the line.
  public func parse() throws(LocalizationError) -> StringTable {
    try StringTable.parse(bytes, language: language, file: file)
  }
}
