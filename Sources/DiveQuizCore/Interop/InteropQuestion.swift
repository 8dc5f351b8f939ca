/// One question as the exports to other programs carry it (Moodle's GIFT and XML, Anki's
/// text import): plain text in one language, with what is right and why, and no tie to how
/// divequiz asks or stores it. Every writer is a pure function over a list of these, so a
/// file written can be read back (GIFT `questions add`) and compared field by field.
package struct InteropQuestion: Equatable, Sendable {
  /// How the question is answered, in the shapes every target format has.
  public enum Answer: Equatable, Sendable {
    /// Options, one or several of them right: a single-answer multiple choice when one is
    /// right, a multiple-answer one when several are.
    case choice([InteropOption])
    /// A statement, true or false.
    case truth(Bool)
    /// A number in hundredths, accepted within `tolerance` hundredths.
    case number(Int, tolerance: Int)
  }

  /// A stable name (`penalty-14`, `bank-referee-03`): Moodle's question name, Anki's first
  /// field's neighbour.
  package var name: String
  /// Where it is filed, outermost first (`divequiz 2025`, `Rulebook`, `Referee (6)`).
  package var category: [String]
  package var text: String
  package var answer: Answer
  /// Shown after any answer: the right answer, its rule numbers with their edition, why.
  package var feedback: String
  /// Words without spaces (`kind::rulebook`, `edition::2025`): Anki's tags.
  package var tags: [String]

  package init(
    name: String, category: [String], text: String, answer: Answer, feedback: String,
    tags: [String]
  ) {
    self.name = name
    self.category = category
    self.text = text
    self.answer = answer
    self.feedback = feedback
    self.tags = tags
  }

  /// The share of the grade each option is worth, as Moodle writes it (`100`, `33.33333`,
  /// `-50`): with one right option it is worth 100 and the others 0; with several, the right
  /// ones share 100 and the wrong ones share -100, so ticking every box scores nothing. Empty
  /// for the other answers.
  package var fractions: [String] {
    guard case .choice(let options) = answer else { return [] }
    let right = options.filter(\.right).count
    let wrong = options.count - right
    return options.map { option in
      if right <= 1 { return option.right ? "100" : "0" }
      return option.right ? Self.share(right) : "-" + Self.share(wrong)
    }
  }

  /// 100 divided by `parts`, with Moodle's five decimals where it does not divide evenly
  /// (`33.33333`, `16.66667`); `0` for no parts.
  package static func share(_ parts: Int) -> String {
    guard parts > 0 else { return "0" }
    let scaled = (10_000_000 + parts / 2) / parts
    let whole = scaled / 100_000
    var rest = String(scaled % 100_000)
    guard rest != "0" else { return String(whole) }
    rest = String(repeating: "0", count: 5 - rest.count) + rest
    while rest.hasSuffix("0") { rest.removeLast() }
    return "\(whole).\(rest)"
  }

  /// `questions` cut into runs filed under one category, in order: Moodle's formats name a
  /// category once, before the questions it files, and again only where it changes.
  package static func categoryRuns(
    _ questions: [InteropQuestion]
  ) -> [(category: [String], questions: ArraySlice<InteropQuestion>)] {
    var runs: [(category: [String], questions: ArraySlice<InteropQuestion>)] = []
    var start = questions.startIndex
    while start < questions.endIndex {
      let category = questions[start].category
      let end = questions[start...].firstIndex { $0.category != category } ?? questions.endIndex
      runs.append((category, questions[start..<end]))
      start = end
    }
    return runs
  }
}

/// One option of a multiple-choice question.
package struct InteropOption: Equatable, Sendable {
  package var text: String
  package var right: Bool
  /// Shown when this option is chosen; empty for none.
  package var feedback: String

  package init(text: String, right: Bool, feedback: String = "") {
    self.text = text
    self.right = right
    self.feedback = feedback
  }
}
