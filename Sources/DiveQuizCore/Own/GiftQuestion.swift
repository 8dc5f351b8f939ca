/// One question of an instructor's own set, as GIFT writes it: a plain value, so that what
/// divequiz reads from a Moodle file and what it writes back to one can be compared.
package struct GiftQuestion: Equatable, Sendable {
  /// `::title::`, when the file gives one.
  package var title: String?
  /// The question as shown; a missing word (`Grant is {…} in his tomb.`) stands as `_____`.
  package var text: String
  /// The `$CATEGORY:` in force above the question (`diving/referee`), nil before any.
  package var category: String?
  package var answers: GiftAnswers
  /// `####…`: shown after any answer.
  package var generalFeedback: String?
  /// The line the question starts on, for messages.
  package var line: Int
  /// The question's lines as the file writes them, comments left out: what its hash is of.
  package var source: String
}

/// What a question accepts, by GIFT's kinds of question.
package enum GiftAnswers: Equatable, Sendable {
  /// Options (`=right ~wrong ~%50%half`); several right options when none is worth 100 %.
  case choice([GiftAnswer])
  /// `{T}`, `{FALSE#shown when wrong#shown when right}`.
  case truth(Bool, wrongFeedback: String?, rightFeedback: String?)
  /// Words typed (`{=four =4}`), compared without case.
  case short([GiftAnswer])
  /// `{#3.5:0.5}`, `{#1..5}`, `{#=1822:0 =%50%1822:2}`.
  case numeric([GiftRange])
  /// `{=cat -> cat food =dog -> dog food}`.
  case matching([GiftPair])

  /// The form's word, as records and lists write it.
  package var form: String {
    switch self {
    case .choice(let answers): return GiftAnswer.isSeveral(answers) ? "several" : "choice"
    case .truth: return "truefalse"
    case .short: return "short"
    case .numeric: return "number"
    case .matching: return "matching"
    }
  }
}

/// An option or an accepted answer, with its share of the marks (1 for `=`, 0.5 for
/// `~%50%`, 0 for a plain `~`, below 0 for a penalised option) and its feedback (`#…`).
package struct GiftAnswer: Equatable, Sendable {
  package var text: String
  package var fraction: Double
  package var feedback: String?

  /// Several options to tick: none alone is worth the whole question (GIFT's checkbox form).
  package static func isSeveral(_ answers: [GiftAnswer]) -> Bool {
    !answers.contains { $0.fraction >= 1 }
  }
}

/// A numerical answer: the numbers accepted, their share of the marks and feedback.
package struct GiftRange: Equatable, Sendable {
  package var low: Double
  package var high: Double
  package var fraction: Double
  package var feedback: String?
  /// As the file writes it (`3.5:0.5`, `1..5`), for the key shown.
  package var written: String

  package init(low: Double, high: Double, fraction: Double, feedback: String?, written: String) {
    self.low = low
    self.high = high
    self.fraction = fraction
    self.feedback = feedback
    self.written = written
  }

  package func accepts(_ value: Double) -> Bool { value >= low && value <= high }
}

/// One line of a matching question: an item and what it goes with.
package struct GiftPair: Equatable, Sendable {
  package var left: String
  package var right: String
}
