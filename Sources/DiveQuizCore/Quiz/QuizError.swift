/// Why a quiz could not start.
public enum QuizError: Error, Equatable, Sendable {
  /// The filters leave no penalty at all.
  case emptyPool(filters: [String])
  /// `count` is not between 1 and `maximum`, the number of penalties of the edition.
  case invalidCount(Int, maximum: Int)
  /// The system gave no random bytes for the quiz's id: a made-up id could collide.
  case noRandomness
  /// A quiz of the dive, DD, award, score or scenario kinds (or mixed) of a size outside
  /// 1…`maximum`.
  case invalidKindCount(Int, maximum: Int)
  /// The dive filters leave no dive to ask about.
  case noDives(filters: [String])
  /// The chapters asked have no rulebook question in the edition (the checklists before
  /// 2026): said in the bank's terms, not as penalties the filters left out.
  case noBankQuestions(chapters: [String], edition: String)
  /// No own question in the session's language (and the categories asked): `elsewhere`
  /// names the sets asked in other languages, with their language.
  case noOwnQuestions(categories: [String], language: String, elsewhere: [String])
}

extension QuizError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .emptyPool(let filters):
      return catalog.text("quiz.emptyPool", filters.joined(separator: " "))
    case .invalidCount(let count, let maximum):
      return catalog.text("quiz.invalidCount", count, maximum)
    case .noRandomness:
      return catalog.text("quiz.noRandomness")
    case .invalidKindCount(let count, let maximum):
      return catalog.text("kinds.invalidCount", count, maximum)
    case .noDives(let filters):
      return catalog.text("kinds.emptyPool", filters.joined(separator: " "))
    case .noBankQuestions(let chapters, let edition):
      return catalog.text("bank.empty", chapters.joined(separator: " "), edition)
    case .noOwnQuestions(let categories, let language, let elsewhere):
      var text =
        categories.isEmpty
        ? catalog.text("own.empty", language)
        : catalog.text(
          "own.emptyCategories", categories.map { Sanitizer.visible($0) }.joined(separator: " "),
          language)
      if !elsewhere.isEmpty {
        text += " " + catalog.text("own.otherLanguages", elsewhere.joined(separator: ", "))
      }
      return text
    }
  }
}
