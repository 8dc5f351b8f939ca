import DiveQuizData
import DiveQuizKit

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

  static func rulebook() throws -> Rulebook {
    try RulebookLoader.load(BuiltInData.rules, file: BuiltInData.rulesFileName)
  }

  static func library(language: String = "en") throws -> RulesLibrary {
    RulesLibrary(rulebook: try rulebook(), catalog: try catalog(language: language))
  }
}
