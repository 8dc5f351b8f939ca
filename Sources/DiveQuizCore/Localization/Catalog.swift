/// All string tables and the language in use, each lookup walking the language's fallback
/// chain: region, then language, then English (`es-MX` → `es` → `en`).
///
/// A value type: switching language returns a new catalog, so a question on screen and the
/// message after it always come from one consistent language. Tables may arrive unparsed
/// (`pending`): a session shows one language, so the others are parsed only when switched to,
/// which keeps start-up to English and the tables of the language in use.
public struct Catalog: Sendable {
  /// The reference language; every key must exist in it.
  package static let fallbackLanguage = "en"

  /// The tables parsed so far, by language code.
  package let tables: [String: StringTable]
  /// Tables known but not parsed yet, by language code.
  private let pending: [String: StringTableSource]
  /// Built-in tables parsed without the up-front UTF-8 pass, kept so that `loadingAll` (what
  /// `check` runs) parses them again with every check.
  private let unverified: [String: StringTableSource]
  /// The language texts are shown in: a table code (`es-MX`, `zh-Hans`).
  package let language: String
  /// The tables a lookup walks, most specific first, English last.
  package let chain: [String]

  /// Builds a catalog; English must be among the tables.
  package init(tables: [StringTable], language: String = Catalog.fallbackLanguage)
    throws(LocalizationError)
  {
    var byCode: [String: StringTable] = [:]
    for table in tables { byCode[LanguageTag.canonical(table.language)] = table }
    guard byCode[Self.fallbackLanguage] != nil else {
      throw .missingEnglish(directory: tables.first?.file ?? "Localization")
    }
    let available = byCode.keys.sorted()
    guard let code = LanguageTag.match(language, available: available) else {
      throw .unknownLanguage(code: language, available: available)
    }
    self.tables = byCode
    self.pending = [:]
    self.unverified = [:]
    self.language = code
    self.chain = Self.chain(of: code, available: available)
  }

  /// A catalog that parses English now and every other table when it is first switched to;
  /// a later source for the same language replaces an earlier one.
  package init(sources: [StringTableSource]) throws(LocalizationError) {
    var byCode: [String: StringTableSource] = [:]
    for source in sources { byCode[LanguageTag.canonical(source.language)] = source }
    guard let english = byCode.removeValue(forKey: Self.fallbackLanguage) else {
      throw .missingEnglish(directory: sources.first?.file ?? "Localization")
    }
    self.tables = [Self.fallbackLanguage: try english.parse()]
    self.pending = byCode
    self.unverified = english.isBuiltIn ? [Self.fallbackLanguage: english] : [:]
    self.language = Self.fallbackLanguage
    self.chain = [Self.fallbackLanguage]
  }

  /// A catalog with no texts at all, whose lookups show the keys: the last resort when even
  /// the built-in English table failed to load.
  package static let keysOnly = Catalog(
    tables: [:], pending: [:], unverified: [:], language: fallbackLanguage,
    chain: [fallbackLanguage])

  private init(
    tables: [String: StringTable], pending: [String: StringTableSource],
    unverified: [String: StringTableSource], language: String, chain: [String]
  ) {
    self.tables = tables
    self.pending = pending
    self.unverified = unverified
    self.language = language
    self.chain = chain
  }

  /// The language codes that have a table, parsed or not, sorted.
  package var availableLanguages: [String] { Set(tables.keys).union(pending.keys).sorted() }

  /// The table code `requested` names among ours (`es_MX.UTF-8` → `es-MX`, `zh_CN` →
  /// `zh-Hans`, `de-AT` → `de`), or nil.
  package func resolve(_ requested: String) -> String? {
    LanguageTag.match(requested, available: availableLanguages)
  }

  /// The codes a lookup in `code` walks: the code, its parents that have a table, English.
  package func chain(of code: String) -> [String] {
    Self.chain(of: code, available: availableLanguages)
  }

  static func chain(of code: String, available: [String]) -> [String] {
    var codes = [code]
    var current = code
    while let parent = LanguageTag.parent(of: current, available: available),
      !codes.contains(parent)
    {
      codes.append(parent)
      current = parent
    }
    if !codes.contains(fallbackLanguage) { codes.append(fallbackLanguage) }
    return codes
  }

  /// The same catalog showing another language (a tag or a locale: `es-MX`, `zh_CN.UTF-8`),
  /// the tables of its chain parsed now if they were not yet.
  package func switching(to requested: String) throws(LocalizationError) -> Catalog {
    guard let code = resolve(requested) else {
      throw .unknownLanguage(code: requested, available: availableLanguages)
    }
    let codes = chain(of: code)
    var parsed = tables
    var rest = pending
    var unverified = unverified
    for link in codes where parsed[link] == nil {
      guard let source = rest.removeValue(forKey: link) else { continue }
      try Self.parse(source, into: &parsed, unverified: &unverified)
    }
    return Catalog(
      tables: parsed, pending: rest, unverified: unverified, language: code, chain: codes)
  }

  /// Parses `source` into `parsed`, noting it in `unverified` if it skipped the UTF-8 pass.
  private static func parse(
    _ source: StringTableSource, into parsed: inout [String: StringTable],
    unverified: inout [String: StringTableSource]
  ) throws(LocalizationError) {
    let code = LanguageTag.canonical(source.language)
    parsed[code] = try source.parse()
    unverified[code] = source.isBuiltIn ? source : nil
  }

  /// The same catalog with every table parsed with every check (built-in ones too): what
  /// `check` and user-supplied tables need, so that a mistake in any of them is reported at once.
  package func loadingAll() throws(LocalizationError) -> Catalog {
    var parsed = tables
    let unchecked = pending.merging(unverified) { pending, _ in pending }
    for (code, source) in unchecked.sorted(by: { $0.key < $1.key }) {
      parsed[code] = try source.parse(checks: .full)
    }
    return Catalog(
      tables: parsed, pending: [:], unverified: [:], language: language, chain: chain)
  }

  /// The same catalog with `sources` parsed now and replacing the tables of their languages.
  package func replacing(with sources: [StringTableSource]) throws(LocalizationError) -> Catalog {
    var parsed = tables
    var rest = pending
    var unverified = unverified
    for source in sources {
      try Self.parse(source, into: &parsed, unverified: &unverified)
      rest[LanguageTag.canonical(source.language)] = nil
    }
    guard parsed[Self.fallbackLanguage] != nil else {
      throw .missingEnglish(directory: sources.first?.file ?? "Localization")
    }
    // A table a user adds may come between the language and English (`es-AR` under `es`).
    let available = Set(parsed.keys).union(rest.keys).sorted()
    let codes = Self.chain(of: language, available: available)
    for link in codes where parsed[link] == nil {
      guard let source = rest.removeValue(forKey: link) else { continue }
      try Self.parse(source, into: &parsed, unverified: &unverified)
    }
    return Catalog(
      tables: parsed, pending: rest, unverified: unverified, language: language, chain: codes)
  }

  /// The English table, always present.
  package var english: StringTable {
    // Guaranteed by the initializer; the fallback value only keeps this total.
    tables[Self.fallbackLanguage] ?? StringTable(language: "en", file: "en.strings", entries: [])
  }

  /// The raw text of `key` from the first table of the language's chain that has it
  /// (`es-MX`, then `es`, then English), else nil.
  package func lookup(_ key: String) -> String? {
    for code in chain {
      if let value = tables[code]?[key] { return value }
    }
    return nil
  }

  /// The table of the chain a key's text comes from, for `check`'s account of inheritance.
  package func source(of key: String, in code: String) -> String? {
    chain(of: code).first { tables[$0]?[key] != nil }
  }

  /// The text of `key` with its placeholders filled; shows the key itself if no table has it,
  /// so a missing text is visible rather than fatal.
  package func text(_ key: String, _ arguments: any CustomStringConvertible...) -> String {
    guard let template = lookup(key) else {
      return ([key] + arguments.map(\.description)).joined(separator: " ")
    }
    return FormatString(template).format(arguments.map(\.description))
  }

  /// The text of `key` in English, whatever the current language: search matches it too.
  package func englishText(_ key: String) -> String? { english[key] }

  // MARK: - Edition-specific texts

  /// Separates a key from the edition it is specific to: `Penalty-3@2024`.
  package static let editionMark: Character = "@"

  /// The key of the text `key` has in one edition.
  package static func key(_ key: String, edition: EditionID) -> String {
    key + String(editionMark) + edition.text
  }

  /// `Penalty-3-note@2024` → (`Penalty-3-note`, `2024`); a key without a mark has no edition.
  /// The edition stays the table's text: `TableChecker` reports one that names no edition.
  package static func splitEdition(_ key: String) -> (base: String, edition: String?) {
    guard let mark = key.lastIndex(of: editionMark) else { return (key, nil) }
    return (String(key[..<mark]), String(key[key.index(after: mark)...]))
  }

  /// The text of `key` as `edition` words it, else the text shared by every edition.
  ///
  /// The edition's own wording wins even when only English has it: a missing translation
  /// falls back to English like any key, but a text of another edition would teach a rule that
  /// is not in force.
  package func lookup(_ key: String, edition: EditionID) -> String? {
    guard !edition.text.isEmpty else { return lookup(key) }
    return lookup(Self.key(key, edition: edition)) ?? lookup(key)
  }

  /// The English text of `key` as `edition` words it, else the shared one.
  package func englishText(_ key: String, edition: EditionID) -> String? {
    guard !edition.text.isEmpty else { return english[key] }
    return english[Self.key(key, edition: edition)] ?? english[key]
  }
}
