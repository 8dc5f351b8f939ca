/// What the stored questions of each kind add up to: the instructor's breakdown by kind in
/// `report`, the exam sheet, `trainees`, `progress`, the HTML page and the exports per quiz.
///
/// One slot per kind this program knows, in `QuestionKind.allCases` order, so adding a
/// question is an index and five additions: a report sums millions of them. Every stored
/// question counts, an abandoned quiz's answers included.
package struct KindTally: Equatable, Sendable {
  struct Counts: Equatable, Sendable {
    var questions = 0
    var right = 0
    var partly = 0
    var skipped = 0
    var points = 0

    /// Without branches: whether an answer was right is as good as random, and a report
    /// adds tens of millions of them.
    @inline(__always)
    mutating func add(points: Int, skipped: Bool) {
      questions += 1
      self.points += points
      let answered = !skipped
      self.skipped += skipped ? 1 : 0
      right += answered && points >= Grade.right.points ? 1 : 0
      partly += answered && points > 0 && points < Grade.right.points ? 1 : 0
    }

    mutating func join(_ other: Counts) {
      questions += other.questions
      right += other.right
      partly += other.partly
      skipped += other.skipped
      points += other.points
    }
  }

  /// The kinds in slot order.
  static let kinds = QuestionKind.allCases.map { $0 }

  /// Where `kind` is counted: its place in `QuestionKind.allCases`, by a switch the compiler
  /// keeps complete.
  private static func slot(_ kind: QuestionKind) -> Int {
    switch kind {
    case .sanction: return 0
    case .rules: return 1
    case .truefalse: return 2
    case .dives: return 3
    case .dd: return 4
    case .awards: return 5
    case .scores: return 6
    case .scenario: return 7
    case .rulebook: return 8
    case .own: return 9
    }
  }

  // The sanction questions, nearly every stored one, are counted inline; the other kinds'
  // slots are made only when one of them is met, so a tally per record costs no allocation.
  private var sanction = Counts()
  private var others: [Counts] = []
  /// The rulebook questions again, by chapter (`BankChapter.allCases` order), so reports show
  /// which chapters a class knows; made only when one is met.
  private var chapters: [Counts] = []

  /// The word a chapter's line is stored under in a breakdown: `rulebook:referee`.
  package static func chapterKind(_ chapter: BankChapter) -> String {
    QuestionKind.rulebook.rawValue + ":" + chapter.rawValue
  }

  /// Every slot, the sanction's first.
  private var counts: [Counts] {
    [sanction] + (others.isEmpty ? Array(repeating: Counts(), count: Self.kinds.count - 1) : others)
  }

  package init() {}

  /// A tally of sanction questions only, counted elsewhere (`AnswerTally.addSanctions`).
  init(sanctions: Counts) { sanction = sanctions }

  /// The tally of one quiz's questions.
  package init(_ questions: [QuizRecord.Question]) {
    for question in questions { add(question) }
  }

  /// Counts one stored question.
  package mutating func add(_ question: QuizRecord.Question) {
    // The sanction question, nearly every stored one, without working out its kind.
    guard question.extra != nil else {
      return sanction.add(points: question.points, skipped: question.chosen == nil)
    }
    let skipped = ExportWriter.isSkipped(question)
    add(question.kind, points: question.points, skipped: skipped)
    if case .bank(let asked, _)? = question.extra,
      let index = BankChapter.allCases.firstIndex(of: asked.chapter)
    {
      if chapters.isEmpty {
        chapters = Array(repeating: Counts(), count: BankChapter.allCases.count)
      }
      chapters[index].add(points: question.points, skipped: skipped)
    }
  }

  /// Counts one question from its kind, points and whether it was skipped: what a reader that
  /// does not make the question knows of it.
  package mutating func add(_ kind: QuestionKind, points: Int, skipped: Bool) {
    let slot = Self.slot(kind)
    if slot == 0 {
      sanction.add(points: points, skipped: skipped)
      return
    }
    if others.isEmpty { others = Array(repeating: Counts(), count: Self.kinds.count - 1) }
    others[slot - 1].add(points: points, skipped: skipped)
  }

  /// Counts a whole quiz: its questions, or the tally a summary read kept of them.
  package mutating func add(_ record: QuizRecord) {
    if let kept = record.kindTally {
      join(kept)
    } else {
      for question in record.questions { add(question) }
    }
  }

  package mutating func join(_ other: KindTally) {
    sanction.join(other.sanction)
    if !other.chapters.isEmpty {
      if chapters.isEmpty {
        chapters = Array(repeating: Counts(), count: BankChapter.allCases.count)
      }
      for (index, theirs) in other.chapters.enumerated() { chapters[index].join(theirs) }
    }
    guard !other.others.isEmpty else { return }
    if others.isEmpty { others = Array(repeating: Counts(), count: Self.kinds.count - 1) }
    for (slot, theirs) in other.others.enumerated() { others[slot].join(theirs) }
  }

  /// Equal when every kind has the same counts, however the slots were made.
  package static func == (a: KindTally, b: KindTally) -> Bool {
    a.counts == b.counts && a.chapterCounts == b.chapterCounts
  }

  private var chapterCounts: [Counts] {
    chapters.isEmpty ? Array(repeating: Counts(), count: BankChapter.allCases.count) : chapters
  }

  /// Questions counted, of every kind.
  package var questions: Int { counts.reduce(0) { $0 + $1.questions } }

  /// The points of every question counted.
  package var points: Int { counts.reduce(0) { $0 + $1.points } }

  /// True when every question counted asked a penalty's sanction (or none was counted): the
  /// history of a divequiz before other kinds, whose report needs no breakdown.
  package var isSanctionOnly: Bool { others.allSatisfy { $0.questions == 0 } }

  /// One line per kind with at least one question, in `QuestionKind` order; the rulebook's
  /// followed by one per chapter met (`rulebook:referee`).
  package var stats: [Report.KindStat] {
    let kinds = Self.kinds.map(\.rawValue) + BankChapter.allCases.map(Self.chapterKind)
    return zip(kinds, counts + chapterCounts).compactMap { kind, count in
      guard count.questions > 0 else { return nil }
      let maximum = count.questions * Grade.maximumPoints
      return Report.KindStat(
        kind: kind, questions: count.questions, right: count.right,
        partlyRight: count.partly,
        wrong: count.questions - count.right - count.partly
          - count.skipped,
        skipped: count.skipped, points: count.points, maximum: maximum,
        percent: Double(count.points) * 100 / Double(maximum))
    }
  }

  /// Questions and points of `kind`, for the exports' per-kind columns.
  package func counts(of kind: QuestionKind) -> (questions: Int, points: Int) {
    // Straight from the slot, no array of every slot made: a row per quiz asks for each kind.
    let slot = Self.slot(kind)
    let count = slot == 0 ? sanction : others.isEmpty ? Counts() : others[slot - 1]
    return (count.questions, count.points)
  }
}

extension Report {
  /// One kind of question in a breakdown: how many were stored, how they were marked, and
  /// the points against the maximum.
  package struct KindStat: Codable, Equatable, Sendable {
    /// The kind's stored word (`sanction`, `rules`, `truefalse`, …).
    package var kind: String
    package var questions: Int
    /// Full marks.
    package var right: Int
    /// Some points but not all (the sanction right, one owner wrong).
    package var partlyRight: Int
    /// Answered for no points.
    package var wrong: Int
    package var skipped: Int
    package var points: Int
    package var maximum: Int
    /// Points as a share of the maximum, 0–100.
    package var percent: Double
  }
}
