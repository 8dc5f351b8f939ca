import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal

/// The shipped data, loaded once per use, for tests that need the real tables.
enum TestData {
  static func sources() -> [StringTableSource] {
    BuiltInData.tables.map {
      .init(language: $0.language, file: "\($0.language).strings", bytes: $0.bytes)
    }
  }

  static func catalog(language: String = "en") throws -> Catalog {
    try RulesLibrary.loadCatalog(sources()).switching(to: language)
  }

  static func editions() throws -> RulebookEditions {
    try RulebookLoader.load(BuiltInData.rules, file: BuiltInData.rulesFileName)
  }

  /// The default edition (2026), or the one named.
  static func rulebook(edition: String? = nil) throws -> Rulebook {
    let editions = try editions()
    guard let edition else { return editions.standard }
    return try editions.select(edition)
  }

  static func library(language: String = "en", edition: String? = nil) throws -> RulesLibrary {
    RulesLibrary(
      editions: try editions(), rulebook: try rulebook(edition: edition),
      catalog: try catalog(language: language))
  }
}

extension QuestionKind {
  /// The kinds the fixtures and draws without a bank hold: every kind but the rulebook's,
  /// whose questions come only with the bank (`RulebookBankTests`, `RulebookShippedBankTests`),
  /// and the instructors' own, which come only with a set they added (`OwnQuestionsTests`).
  static var withoutTheBank: [QuestionKind] { allCases.filter { $0 != .rulebook && $0 != .own } }
}
