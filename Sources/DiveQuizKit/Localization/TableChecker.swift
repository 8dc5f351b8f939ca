/// What `divequiz check` finds wrong with the tables, beyond what stops them loading.
public enum TableProblem: Equatable, Sendable {
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

  public func message(_ catalog: Catalog) -> String {
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
    }
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "∅" : items.joined(separator: " ")
  }
}

/// Compares every table with English and with the rulebook.
public enum TableChecker {
  public static func check(_ catalog: Catalog, rulebook: Rulebook) -> [TableProblem] {
    var problems: [TableProblem] = []
    let english = catalog.english
    for penalty in rulebook.penalties where english[penalty.descriptionKey] == nil {
      problems.append(.missingDescription(penaltyID: penalty.id))
    }
    let penaltyIDs = Set(rulebook.penalties.map(\.id))
    for code in catalog.availableLanguages {
      guard let table = catalog.tables[code] else { continue }
      for key in table.keys {
        if let id = noteID(key), !penaltyIDs.contains(id) {
          problems.append(.orphanNote(language: code, key: key))
        }
      }
      guard code != Catalog.fallbackLanguage else { continue }
      for key in english.keys where table[key] == nil {
        problems.append(.missingKey(language: code, key: key))
      }
      for key in table.keys {
        guard let reference = english[key], let value = table[key] else {
          problems.append(.extraKey(language: code, key: key))
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

  private static func noteID(_ key: String) -> Int? {
    guard key.hasPrefix("Penalty-"), key.hasSuffix("-note") else { return nil }
    return Int(key.dropFirst("Penalty-".count).dropLast("-note".count))
  }
}
