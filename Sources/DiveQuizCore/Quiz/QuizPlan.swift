/// What a quiz was asked for: size, filters and seed, before any drawing.
public struct QuizPlan: Equatable, Sendable {
  /// The size when none is given, as in the mobile app.
  package static let defaultCount = 20

  /// Nil means the default size (or the whole pool if that is smaller).
  package var count: Int?
  package var filters: [QuizFilter]
  /// Nil means "choose one and record it".
  package var seed: UInt64?
  /// Weighted by the trainee's history (`FocusSchedule`) instead of uniform.
  package var focus: Bool
  /// The penalties the memory model says are due today first (`MemorySchedule`).
  package var due = false
  /// An exam: no feedback until the end, stored as an exam.
  package var exam: Bool
  /// An exam's time limit; questions left when it runs out score 0.
  package var minutes: Int?
  /// What each question asks (when not `mixed`).
  package var kind: QuestionKind
  /// Questions of every kind, drawn in turn (`quiz 20 mixed`).
  package var mixed = false
  /// Filter words of the dive kinds (`quiz 10 dd forward 3m`), as `dives` reads them:
  /// groups, heights, positions, DD ranges. They narrow dives, never penalties.
  package var diveWords: [String] = []
  /// Chapters of the rulebook bank a `rulebook` (or mixed) quiz draws from; empty: all.
  package var chapters: [BankChapter] = []
  /// Categories of the own sets an `own` quiz draws from (`$CATEGORY:` words); empty: all.
  package var categories: [String] = []

  /// The dive filter `diveWords` make (every dive when none, or when one no longer reads).
  package var diveFilter: DiveFilter {
    (try? DiveFilter.parse(diveWords).get()) ?? DiveFilter()
  }

  /// A plan; `count` nil asks the kind's default number of questions.
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
  package var words: [String] {
    (mixed ? ["mixed"] : kind == .sanction ? [] : [kind.rawValue]) + (focus ? ["focus"] : [])
      + (due ? ["due"] : [])
      + filters.map(\.word) + diveWords + chapters.map(\.rawValue) + categories
  }

  /// The kinds this plan asks.
  package var kinds: [QuestionKind] { mixed ? QuestionKind.allCases : [kind] }

  /// Whether every question is a penalty drawn by `Draw` (the sanction, rule-number and
  /// true-or-false quizzes): the others are drawn by `KindDraw`.
  package var drawsPenaltiesOnly: Bool { !mixed && kind.drawsPenalties }

  /// The penalties this plan may ask: those its filters admit, and for rule-number questions
  /// only those whose numbers are all certain (a doubtful number is never asked).
  package func pool(_ rulebook: Rulebook) -> [Penalty] {
    let admitted = QuizFilter.apply(filters, to: rulebook.penalties)
    return kind == .rules ? admitted.filter { $0.askableRules != nil } : admitted
  }

  /// The chapters the bank's questions come from: those named, and in a mixed quiz the
  /// chapters the penalty filters stand for (`referee` the referee's chapter, `synchro` the
  /// synchronised one, `judge` and the phases the judging chapter); empty: every chapter.
  package var bankChapters: [BankChapter] {
    guard mixed else { return chapters }
    var result = chapters
    for filter in filters {
      let chapter: BankChapter?
      switch filter {
      case .referee: chapter = .referee
      case .synchro: chapter = .synchro
      case .judge, .phase: chapter = .judging
      case .individual: chapter = nil
      }
      if let chapter, !result.contains(chapter) { result.append(chapter) }
    }
    return result
  }

  /// A filter word no kind of the plan can use (`quiz 10 dd referee`, `quiz 10 3m`), or nil.
  package var misplacedFilter: String? {
    if let word = filters.first?.word, !kinds.contains(where: \.isAboutPenalty) { return word }
    if let word = diveWords.first, !kinds.contains(where: { [.dives, .dd, .scores].contains($0) }) {
      return word
    }
    if let chapter = chapters.first, !kinds.contains(.rulebook) { return chapter.rawValue }
    if let category = categories.first, !kinds.contains(.own) { return category }
    return nil
  }
}
