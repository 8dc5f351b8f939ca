/// What a quiz was asked for: size, filters and seed, before any drawing.
public struct QuizPlan: Equatable, Sendable {
  /// The size when none is given, as in the mobile app.
  public static let defaultCount = 20

  /// Nil means the default size (or the whole pool if that is smaller).
  public var count: Int?
  public var filters: [QuizFilter]
  /// Nil means "choose one and record it".
  public var seed: UInt64?
  /// Weighted by the trainee's history (`FocusSchedule`) instead of uniform.
  public var focus: Bool
  /// An exam: no feedback until the end, stored as an exam.
  public var exam: Bool
  /// An exam's time limit; questions left when it runs out score 0.
  public var minutes: Int?
  /// What each question asks.
  public var kind: QuestionKind

  public init(
    count: Int? = nil, filters: [QuizFilter] = [], seed: UInt64? = nil, focus: Bool = false,
    exam: Bool = false, minutes: Int? = nil, kind: QuestionKind = .sanction
  ) {
    self.kind = kind
    self.count = count
    self.filters = filters
    self.seed = seed
    self.focus = focus
    self.exam = exam
    self.minutes = minutes
  }

  /// The words that describe the draw, as stored and as typed to replay it.
  public var words: [String] {
    (kind == .sanction ? [] : [kind.rawValue]) + (focus ? ["focus"] : []) + filters.map(\.word)
  }

  /// The penalties this plan may ask: those its filters admit, and for rule-number questions
  /// only those whose numbers are all certain (a doubtful number is never asked).
  public func pool(_ rulebook: Rulebook) -> [Penalty] {
    let admitted = QuizFilter.apply(filters, to: rulebook.penalties)
    return kind == .rules ? admitted.filter { $0.askableRules != nil } : admitted
  }
}
