/// What makes two quizzes of one seed the same sheet of questions. The seed alone does not:
/// `exam 3 seed 4711`, `exam 10 truefalse seed 4711` and `exam 10 seed 4711` in another
/// edition all draw other questions than `exam 10 seed 4711`, so ranking them together
/// compares trainees who did not sit the same exam.
///
/// Read from what every stored quiz holds, old ones included: the number of questions drawn,
/// the words it was drawn with and its edition (a record from before editions reads as
/// `2024`). The kind asked is the kind word among the stored words; a record that names
/// none is a sanction quiz, unless its questions say otherwise (a line written by hand or by
/// a divequiz that did not store the word): then their one kind, or `mixed` for several.
package struct SheetShape: Hashable, Comparable, Codable, Sendable {
  package var seed: UInt64
  /// Questions drawn, answered or not.
  package var size: Int
  /// The kind word typed after `exam` (`sanction` when none was), or `mixed`.
  package var questionKind: String
  /// The other words of the draw (penalty and dive filters, chapters), lowercased, once each
  /// and sorted: `referee synchro` and `synchro referee` draw the same questions.
  package var filters: [String]
  package var edition: EditionID

  /// The word stored for a quiz of every kind in turn.
  package static let mixed = "mixed"

  /// The shape of a stored quiz.
  package init(of record: QuizRecord) {
    self.init(
      seed: record.seed, size: record.size, words: record.filters, edition: record.edition,
      asked: record.questions.lazy.map(\.kind))
  }

  /// The shape of a quiz just drawn, before it is stored.
  package init(of quiz: Quiz) {
    self.init(
      seed: quiz.draw.seed, size: quiz.count, words: quiz.plan.words, edition: quiz.edition,
      asked: quiz.prompts.lazy.map(\.kind))
  }

  /// - Parameters:
  ///   - words: the words stored with the quiz (`QuizPlan.words`).
  ///   - asked: the kinds of its questions, read only when `words` name no kind.
  package init(
    seed: UInt64, size: Int, words: [String], edition: EditionID,
    asked: some Sequence<QuestionKind>
  ) {
    var kind: String?
    var filters = Set<String>()
    for word in words.lazy.map({ $0.lowercased() }) {
      if kind == nil, word == Self.mixed || QuestionKind(rawValue: word) != nil {
        kind = word
      } else if word != QuestionKind.sanction.rawValue {
        filters.insert(word)
      }
    }
    self.seed = seed
    self.size = size
    self.questionKind = kind ?? Self.kind(asked)
    self.filters = filters.sorted()
    self.edition = edition
  }

  /// The one kind of `asked`, `mixed` for several, `sanction` for none.
  private static func kind(_ asked: some Sequence<QuestionKind>) -> String {
    var found: QuestionKind?
    for kind in asked {
      if let found, found != kind { return mixed }
      found = kind
    }
    return (found ?? .sanction).rawValue
  }

  /// An order that depends on nothing but the shapes, for the last of the tie-breaks.
  package static func < (a: SheetShape, b: SheetShape) -> Bool {
    if a.seed != b.seed { return a.seed < b.seed }
    if a.size != b.size { return a.size < b.size }
    if a.questionKind != b.questionKind { return a.questionKind < b.questionKind }
    if a.filters != b.filters { return a.filters.lexicographicallyPrecedes(b.filters) }
    return a.edition < b.edition
  }

  /// The words that set this shape apart from `other`: the size, then the kind and filters
  /// when they differ or are not the plain sanction quiz, then the edition when it differs.
  /// The front ends put them in words (`questions: 3`, `edition 2024`).
  package func differences(from other: SheetShape?) -> (words: [String], edition: EditionID?) {
    var words: [String] = []
    if questionKind != QuestionKind.sanction.rawValue || other?.questionKind != questionKind {
      words.append(questionKind)
    }
    words += filters
    var shown: EditionID? = edition
    if let other, other.edition == edition { shown = nil }
    return (words, shown)
  }
}
