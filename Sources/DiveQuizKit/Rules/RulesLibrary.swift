/// The rulebook and its string tables, loaded and checked together.
///
/// Everything the rest of the program knows about penalties comes from here; a library that
/// loaded at all is consistent (every penalty has an English description).
public struct RulesLibrary: Sendable {
  /// The bytes of one string table and the name to use for it in messages.
  public struct TableSource: Sendable {
    public var language: String
    public var file: String
    public var bytes: [UInt8]
    public init(language: String, file: String, bytes: [UInt8]) {
      self.language = language
      self.file = file
      self.bytes = bytes
    }
  }

  public let rulebook: Rulebook
  public let catalog: Catalog

  public init(rulebook: Rulebook, catalog: Catalog) {
    self.rulebook = rulebook
    self.catalog = catalog
  }

  /// Parses every table; a later source for the same language replaces an earlier one, so
  /// `--strings DIR` overrides the built-in table of the languages it contains.
  public static func loadCatalog(_ sources: [TableSource], over base: Catalog? = nil)
    throws(LocalizationError) -> Catalog
  {
    var tables = base?.tables ?? [:]
    for source in sources {
      tables[source.language] = try StringTable.parse(
        source.bytes, language: source.language, file: source.file)
    }
    return try Catalog(tables: Array(tables.values))
  }

  /// Checks that English, the fallback, describes every penalty of the rulebook.
  public static func validate(_ rulebook: Rulebook, _ catalog: Catalog) throws(LocalizationError) {
    for penalty in rulebook.penalties where catalog.english[penalty.descriptionKey] == nil {
      throw .missingDescription(file: catalog.english.file, penaltyID: penalty.id)
    }
  }
}
