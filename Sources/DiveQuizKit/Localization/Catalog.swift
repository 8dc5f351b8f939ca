/// All string tables and the language in use, with English as the per-key fallback.
///
/// A value type: switching language returns a new catalog, so a question on screen and the
/// message after it always come from one consistent language.
public struct Catalog: Sendable {
  /// The reference language; every key must exist in it.
  public static let fallbackLanguage = "en"

  public let tables: [String: StringTable]
  /// The language texts are shown in.
  public let language: String

  /// Builds a catalog; English must be among the tables.
  public init(tables: [StringTable], language: String = Catalog.fallbackLanguage)
    throws(LocalizationError)
  {
    var byCode: [String: StringTable] = [:]
    for table in tables { byCode[table.language] = table }
    guard byCode[Self.fallbackLanguage] != nil else {
      throw .missingEnglish(directory: tables.first?.file ?? "Localization")
    }
    self.tables = byCode
    guard byCode[language] != nil else {
      throw .unknownLanguage(code: language, available: byCode.keys.sorted())
    }
    self.language = language
  }

  /// A catalog with no texts at all, whose lookups show the keys: the last resort when even
  /// the built-in English table failed to load.
  public static let keysOnly = Catalog(tables: [:], language: fallbackLanguage)

  private init(tables: [String: StringTable], language: String) {
    self.tables = tables
    self.language = language
  }

  /// The language codes that have a table, sorted.
  public var availableLanguages: [String] { tables.keys.sorted() }

  /// The same catalog showing another language.
  public func switching(to code: String) throws(LocalizationError) -> Catalog {
    let normalized = code.lowercased()
    guard tables[normalized] != nil else {
      throw .unknownLanguage(code: code, available: availableLanguages)
    }
    return Catalog(tables: tables, language: normalized)
  }

  /// The English table, always present.
  public var english: StringTable {
    // Guaranteed by the initializer; the fallback value only keeps this total.
    tables[Self.fallbackLanguage] ?? StringTable(language: "en", file: "en.strings", entries: [])
  }

  /// The raw text of `key` in the current language, else English, else nil.
  public func lookup(_ key: String) -> String? {
    tables[language]?[key] ?? english[key]
  }

  /// The text of `key` with its placeholders filled; shows the key itself if no table has it,
  /// so a missing text is visible rather than fatal.
  public func text(_ key: String, _ arguments: any CustomStringConvertible...) -> String {
    guard let template = lookup(key) else {
      return ([key] + arguments.map(\.description)).joined(separator: " ")
    }
    return FormatString(template).format(arguments.map(\.description))
  }

  /// The text of `key` in English, whatever the current language: search matches it too.
  public func englishText(_ key: String) -> String? { english[key] }

  // MARK: - Edition-specific texts

  /// Separates a key from the edition it is specific to: `Penalty-3@2024`.
  public static let editionMark: Character = "@"

  /// The key of the text `key` has in one edition.
  public static func key(_ key: String, edition: String) -> String {
    key + String(editionMark) + edition
  }

  /// `Penalty-3-note@2024` → (`Penalty-3-note`, `2024`); a key without a mark has no edition.
  public static func splitEdition(_ key: String) -> (base: String, edition: String?) {
    guard let mark = key.lastIndex(of: editionMark) else { return (key, nil) }
    return (String(key[..<mark]), String(key[key.index(after: mark)...]))
  }

  /// The text of `key` as `edition` words it, else the text shared by every edition.
  ///
  /// The edition's own wording wins even when only English has it: a missing translation
  /// falls back to English like any key, but a text of another edition would teach a rule that
  /// is not in force.
  public func lookup(_ key: String, edition: String) -> String? {
    guard !edition.isEmpty else { return lookup(key) }
    return lookup(Self.key(key, edition: edition)) ?? lookup(key)
  }

  /// The English text of `key` as `edition` words it, else the shared one.
  public func englishText(_ key: String, edition: String) -> String? {
    guard !edition.isEmpty else { return english[key] }
    return english[Self.key(key, edition: edition)] ?? english[key]
  }
}
