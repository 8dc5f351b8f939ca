/// The rulebook's editions and its string tables, loaded and checked together, with the
/// edition in use.
///
/// Everything the rest of the program knows about penalties comes from here; a library that
/// loaded at all is consistent (every penalty of every edition has an English description).
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

  public let editions: RulebookEditions
  /// The edition in use: the file's default unless the user chose another.
  public let rulebook: Rulebook
  public let catalog: Catalog

  public init(editions: RulebookEditions, rulebook: Rulebook? = nil, catalog: Catalog) {
    self.editions = editions
    self.rulebook = rulebook ?? editions.standard
    self.catalog = catalog
  }

  /// A library of one edition (tests, and rulebooks in the mobile app's shape).
  public init(rulebook: Rulebook, catalog: Catalog) {
    self.init(editions: RulebookEditions(single: rulebook), catalog: catalog)
  }

  /// The same library teaching another edition.
  public func using(_ rulebook: Rulebook) -> RulesLibrary {
    RulesLibrary(editions: editions, rulebook: rulebook, catalog: catalog)
  }

  /// The same library speaking another language.
  public func speaking(_ catalog: Catalog) -> RulesLibrary {
    RulesLibrary(editions: editions, rulebook: rulebook, catalog: catalog)
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

  /// Checks that English, the fallback, describes every penalty of every edition.
  public static func validate(_ editions: RulebookEditions, _ catalog: Catalog)
    throws(LocalizationError)
  {
    for rulebook in editions.all {
      for penalty in rulebook.penalties where penalty.englishDescription(catalog) == nil {
        throw .missingDescription(file: catalog.english.file, penaltyID: penalty.id)
      }
    }
  }
}
