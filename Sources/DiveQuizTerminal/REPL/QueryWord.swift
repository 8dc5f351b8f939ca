import DiveQuizCore

/// The words of a history query (`judge NAME since DATE last N …`): the parser reads them and
/// the completer offers them, from this one list.
enum QueryWord: String, CaseIterable {
  case judge, since, until, last, seed, kind, edition, attempt

  /// `report … html FILE`: the printable page, after the query.
  static let html = "html"

  /// Every query word, lowercased: never a file name, and the end of a trainee's name.
  static let words: Set<String> = Set(allCases.map(\.rawValue))

  /// The conditions Tab offers after each command.
  static func offered(after command: CommandName) -> [String] {
    switch command {
    case .history, .export: return [judge, since, until, last, seed, kind, edition].map(\.rawValue)
    case .report:
      return [judge, since, until, seed, attempt, kind, edition].map(\.rawValue) + [html]
    case .trainees: return [since, until, seed, kind, edition].map(\.rawValue)
    default: return [judge.rawValue]
    }
  }

  /// Whether the next word is this word's value, not a file or another keyword.
  static func takesValue(_ word: String) -> Bool {
    let word = word.lowercased()
    return words.contains(word) || word == html
  }
}
