/// A data target's string tables as SwiftPM embeds them: `Localization/<code>.strings` becomes
/// `PackageResources.<code>_strings` in each target's own generated type. The program's tables
/// and the bank's cover the same languages, so both targets conform their `PackageResources`
/// here and a language is listed once.
// swift-format-ignore: AlwaysUseLowerCamelCase
package protocol EmbeddedStringTables {
  static var en_strings: [UInt8] { get }
  static var fr_strings: [UInt8] { get }
  static var es_strings: [UInt8] { get }
  static var it_strings: [UInt8] { get }
  static var de_strings: [UInt8] { get }
  static var es_MX_strings: [UInt8] { get }
  static var zh_Hans_strings: [UInt8] { get }
}

extension EmbeddedStringTables {
  /// Each built-in table code with its bytes. A regional table (`es-MX`) holds only the keys
  /// whose wording differs from its language's table.
  package static var tables: [(language: String, bytes: [UInt8])] {
    [
      ("en", en_strings),
      ("fr", fr_strings),
      ("es", es_strings),
      ("it", it_strings),
      ("de", de_strings),
      ("es-MX", es_MX_strings),
      ("zh-Hans", zh_Hans_strings),
    ]
  }
}

extension PackageResources: EmbeddedStringTables {}
