/// What `divequiz check` finds wrong with the tables, beyond what stops them loading.
package enum TableProblem: Equatable, Sendable {
  /// A key English has and this language lacks (English is shown instead).
  case missingKey(language: String, key: String)
  /// A key this language has and English lacks (never shown).
  case extraKey(language: String, key: String)
  /// The placeholders differ from English in count, kind or order.
  case placeholders(language: String, key: String, found: [String], expected: [String])
  /// English lacks a penalty's description.
  case missingDescription(penaltyID: Int)
  /// A note for a penalty the rulebook does not have.
  case orphanNote(language: String, key: String)
  /// A text for an edition the rulebook does not have (`Penalty-3@2023`).
  case unknownEdition(language: String, key: String, edition: String)
  /// An edition-specific form of a key that is never looked up per edition: only penalty
  /// descriptions and notes have one.
  case editionKeyNotUsed(language: String, key: String)
  /// A regional table (`es-MX`) holds a key its parent (`es`) lacks: a regional table only
  /// rewords what its parent says.
  case regionalKey(file: String, line: Int, key: String, parent: String)

  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .missingKey(let language, let key):
      return catalog.text("check.missing", language, key)
    case .extraKey(let language, let key):
      return catalog.text("check.extra", language, key)
    case .placeholders(let language, let key, let found, let expected):
      return catalog.text(
        "check.placeholders", language, key, Self.list(found), Self.list(expected))
    case .missingDescription(let id):
      return catalog.text("check.missingDescription", id, id)
    case .orphanNote(let language, let key):
      return catalog.text("check.orphanNote", language, key)
    case .unknownEdition(let language, let key, let edition):
      return catalog.text("check.unknownEdition", language, key, edition)
    case .editionKeyNotUsed(let language, let key):
      return catalog.text("check.editionKeyNotUsed", language, key)
    case .regionalKey(let file, let line, let key, let parent):
      return catalog.text("check.regionalKey", file, line, key, parent)
    }
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "∅" : items.joined(separator: " ")
  }
}

/// Compares every table with English and with every edition of the rulebook.
package enum TableChecker {
  /// - Parameter reference: the built-in editions when the rulebook is a user's file: the
  ///   built-in tables describe them, so their editions and penalties are known too.
  package static func check(
    _ catalog: Catalog, editions: RulebookEditions, reference: RulebookEditions? = nil
  ) -> [TableProblem] {
    var problems: [TableProblem] = []
    let english = catalog.english
    var described: Set<Int> = []
    for rulebook in editions.all {
      for penalty in rulebook.penalties where penalty.englishDescription(catalog) == nil {
        if described.insert(penalty.id).inserted {
          problems.append(.missingDescription(penaltyID: penalty.id))
        }
      }
    }
    let known = editions.all + (reference?.all ?? [])
    let penaltyIDs = Set(known.flatMap { $0.penalties.map(\.id) })
    let editionIDs = Set(known.map(\.editionID.text))
    for code in catalog.availableLanguages {
      guard let table = catalog.tables[code] else { continue }
      for key in table.keys {
        let (base, edition) = Catalog.splitEdition(key)
        if let edition {
          if penaltyTextID(base) == nil {
            problems.append(.editionKeyNotUsed(language: code, key: key))
          } else if !editionIDs.contains(edition) {
            problems.append(.unknownEdition(language: code, key: key, edition: edition))
          }
        }
        if let id = noteID(base), !penaltyIDs.contains(id) {
          problems.append(.orphanNote(language: code, key: key))
        }
      }
      guard code != Catalog.fallbackLanguage else { continue }
      // A regional table inherits what it lacks; every other table must be complete.
      let parent = LanguageTag.parent(of: code, available: catalog.availableLanguages)
      if let parent, let parentTable = catalog.tables[parent] {
        for (key, line) in zip(table.keys, table.lines) where parentTable[key] == nil {
          problems.append(.regionalKey(file: table.file, line: line, key: key, parent: parent))
        }
      } else {
        for key in english.keys where table[key] == nil {
          problems.append(.missingKey(language: code, key: key))
        }
      }
      for key in table.keys {
        guard let reference = english[key], let value = table[key] else {
          if parent == nil { problems.append(.extraKey(language: code, key: key)) }
          continue
        }
        let expected = FormatString(reference).placeholders
        let found = FormatString(value).placeholders
        if expected != found {
          problems.append(
            .placeholders(
              language: code, key: key, found: found.map(\.description),
              expected: expected.map(\.description)))
        }
      }
    }
    return problems
  }

  /// How many of English's keys the table of `code` takes from each table of its chain,
  /// most specific first (`es-MX`: 431 from `es`); tables it takes nothing from are left out.
  package static func inherited(_ catalog: Catalog, code: String) -> [(from: String, count: Int)] {
    var counts: [String: Int] = [:]
    for key in catalog.english.keys where catalog.tables[code]?[key] == nil {
      if let source = catalog.source(of: key, in: code) { counts[source, default: 0] += 1 }
    }
    return catalog.chain(of: code).compactMap { link in counts[link].map { (link, $0) } }
  }

  private static func noteID(_ key: String) -> Int? {
    guard key.hasPrefix("Penalty-"), key.hasSuffix("-note") else { return nil }
    return Int(key.dropFirst("Penalty-".count).dropLast("-note".count))
  }

  /// The penalty of a description (`Penalty-3`) or note (`Penalty-3-note`) key.
  private static func penaltyTextID(_ key: String) -> Int? {
    guard key.hasPrefix("Penalty-") else { return nil }
    return noteID(key) ?? Int(key.dropFirst("Penalty-".count))
  }
}
