import DiveQuizCore

/// The words of a history query (`judge NAME since DATE last N …`): the parser reads them, and
/// `CommandGrammar` says which command takes which (and so what Tab offers).
enum QueryWord: String, CaseIterable {
  case judge, since, until, last, seed, kind, edition, attempt

  /// `report … html FILE`: the printable page, after the query.
  static let html = "html"

  /// Every query word, lowercased: never a file name, and the end of a trainee's name.
  static let words: Set<String> = Set(allCases.map(\.rawValue))
}
