/// One question of an instructor's own set, as GIFT writes it: a plain value, so that what
/// divequiz reads from a Moodle file and what it writes back to one can be compared.
public struct GiftQuestion: Equatable, Sendable {
  /// `::title::`, when the file gives one.
  public var title: String?
  /// The question as shown; a missing word (`Grant is {…} in his tomb.`) stands as `_____`.
  public var text: String
  /// The `$CATEGORY:` in force above the question (`diving/referee`), nil before any.
  public var category: String?
  public var answers: GiftAnswers
  /// `####…`: shown after any answer.
  public var generalFeedback: String?
  /// The line the question starts on, for messages.
  public var line: Int
  /// The question's lines as the file writes them, comments left out: what its hash is of.
  public var source: String

  public init(
    title: String?, text: String, category: String?, answers: GiftAnswers,
    generalFeedback: String?, line: Int, source: String
  ) {
    self.title = title
    self.text = text
    self.category = category
    self.answers = answers
    self.generalFeedback = generalFeedback
    self.line = line
    self.source = source
  }
}

/// What a question accepts, by GIFT's kinds of question.
public enum GiftAnswers: Equatable, Sendable {
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
  public var form: String {
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
public struct GiftAnswer: Equatable, Sendable {
  public var text: String
  public var fraction: Double
  public var feedback: String?

  public init(text: String, fraction: Double, feedback: String? = nil) {
    self.text = text
    self.fraction = fraction
    self.feedback = feedback
  }

  /// Several options to tick: none alone is worth the whole question (GIFT's checkbox form).
  public static func isSeveral(_ answers: [GiftAnswer]) -> Bool {
    !answers.contains { $0.fraction >= 1 }
  }
}

/// A numerical answer: the numbers accepted, their share of the marks and feedback.
public struct GiftRange: Equatable, Sendable {
  public var low: Double
  public var high: Double
  public var fraction: Double
  public var feedback: String?
  /// As the file writes it (`3.5:0.5`, `1..5`), for the key shown.
  public var written: String

  public init(low: Double, high: Double, fraction: Double, feedback: String?, written: String) {
    self.low = low
    self.high = high
    self.fraction = fraction
    self.feedback = feedback
    self.written = written
  }

  public func accepts(_ value: Double) -> Bool { value >= low && value <= high }
}

/// One line of a matching question: an item and what it goes with.
public struct GiftPair: Equatable, Sendable {
  public var left: String
  public var right: String

  public init(left: String, right: String) {
    self.left = left
    self.right = right
  }
}
