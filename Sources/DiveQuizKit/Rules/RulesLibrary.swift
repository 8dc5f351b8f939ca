/// The rulebook and its string tables, loaded and checked together.
///
/// Everything the rest of the program knows about penalties comes from here; a library that
/// loaded at all is consistent (every penalty has an English description).
public struct RulesLibrary: Sendable {
  public let rulebook: Rulebook
  public let catalog: Catalog

  public init(rulebook: Rulebook, catalog: Catalog) {
    self.rulebook = rulebook
    self.catalog = catalog
  }

  /// A catalog of `sources` laid over `base`: the sources (tables a user supplied with
  /// `--strings`) are parsed now so their mistakes show at start; the base keeps its
  /// unparsed tables for later.
  public static func loadCatalog(_ sources: [StringTableSource], over base: Catalog? = nil)
    throws(LocalizationError) -> Catalog
  {
    guard let base else { return try Catalog(sources: sources).loadingAll() }
    return try base.replacing(with: sources)
  }

  /// Checks that English, the fallback, describes every penalty of the rulebook.
  public static func validate(_ rulebook: Rulebook, _ catalog: Catalog) throws(LocalizationError) {
    for penalty in rulebook.penalties where catalog.english[penalty.descriptionKey] == nil {
      throw .missingDescription(file: catalog.english.file, penaltyID: penalty.id)
    }
  }
}
