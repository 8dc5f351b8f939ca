/// The rulebook's editions and its string tables, loaded and checked together, with the
/// edition in use.
///
/// Everything the rest of the program knows about penalties comes from here; a library that
/// loaded at all is consistent (every penalty of every edition has an English description).
package struct RulesLibrary: Sendable {
  package let editions: RulebookEditions
  /// The edition in use: the file's default unless the user chose another.
  package let rulebook: Rulebook
  package let catalog: Catalog

  package init(editions: RulebookEditions, rulebook: Rulebook? = nil, catalog: Catalog) {
    self.editions = editions
    self.rulebook = rulebook ?? editions.standard
    self.catalog = catalog
  }

  /// A library of one edition (tests, and rulebooks in the mobile app's shape).
  package init(rulebook: Rulebook, catalog: Catalog) {
    self.init(editions: RulebookEditions(single: rulebook), catalog: catalog)
  }

  /// The same library teaching another edition.
  package func using(_ rulebook: Rulebook) -> RulesLibrary {
    RulesLibrary(editions: editions, rulebook: rulebook, catalog: catalog)
  }

  /// The same library speaking another language.
  package func speaking(_ catalog: Catalog) -> RulesLibrary {
    RulesLibrary(editions: editions, rulebook: rulebook, catalog: catalog)
  }

  /// A catalog of `sources` laid over `base`: the sources (tables a user supplied with
  /// `--strings`) are parsed now so their mistakes show at start; the base keeps its
  /// unparsed tables for later.
  package static func loadCatalog(_ sources: [StringTableSource], over base: Catalog? = nil)
    throws(LocalizationError) -> Catalog
  {
    guard let base else { return try Catalog(sources: sources).loadingAll() }
    return try base.replacing(with: sources)
  }

  /// Checks that English, the fallback, describes every penalty of every edition.
  package static func validate(_ editions: RulebookEditions, _ catalog: Catalog)
    throws(LocalizationError)
  {
    for rulebook in editions.all {
      for penalty in rulebook.penalties where penalty.englishDescription(catalog) == nil {
        throw .missingDescription(file: catalog.english.file, penaltyID: penalty.id)
      }
    }
  }
}
