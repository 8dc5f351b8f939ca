/// The ranges every number read from a history must fall in. A line outside them is skipped
/// with its reason, like any damaged line, so no later sum, conversion or index can trap on a
/// number a colleague's file (or a hand edit) put there.
enum RecordLimits {
  static let penaltyID = 0...9_999
  /// Questions drawn: a rulebook has a few dozen penalties.
  static let size = 0...10_000
  static let maximum = 0...(10_000 * Grade.maximumPoints)
  static let points = 0...Grade.maximumPoints
  /// Seconds on one question: up to about four months left open.
  static let questionSeconds = 0.0...10_000_000.0
  /// The record's total seconds, when present.
  static let totalSeconds = 0.0...100_000_000_000.0
  static let percent = 0.0...100.0
  /// Options of a rule-number question: lettered a to z.
  static let options = 1...26
  static let idLength = 1...128
  /// An exam's time limit, in minutes.
  static let minutes = 0...1_000_000

  /// The first field of `record` out of range, or nil when every number is sane.
  static func problem(_ record: QuizRecord) -> RecordCodec.LineProblem? {
    func out(_ field: String, _ value: some CustomStringConvertible) -> RecordCodec.LineProblem {
      .outOfRange(field: field, value: String(describing: value))
    }
    if !idLength.contains(record.id.utf8.count) { return out("id", record.id.utf8.count) }
    if !size.contains(record.size) { return out("size", record.size) }
    if !maximum.contains(record.maximum) { return out("max", record.maximum) }
    if record.score < 0 || record.score > record.maximum { return out("score", record.score) }
    if record.questions.count > record.size { return out("q", record.questions.count) }
    if let limit = record.limit, !minutes.contains(limit) { return out("limit", limit) }
    // Read in place: this runs for every record read, so no question is copied.
    let questions = record.questions
    for index in questions.indices
    where !penaltyID.contains(questions[index].penaltyID)
      || !points.contains(questions[index].points)
      || !questionSeconds.contains(questions[index].seconds) || questions[index].extra != nil
    {
      if let problem = problem(questions[index]) {
        return out("q[\(index)]" + problem.field, problem.value)
      }
    }
    return nil
  }

  /// The first field of one question out of range (`""` for the penalty id, `.points`…).
  private static func problem(_ question: QuizRecord.Question) -> (field: String, value: String)? {
    if !penaltyID.contains(question.penaltyID) { return ("", String(question.penaltyID)) }
    if !points.contains(question.points) { return (".points", String(question.points)) }
    if !questionSeconds.contains(question.seconds) { return (".seconds", "\(question.seconds)") }
    if case .rules(let choices, let correct, let chosen)? = question.extra {
      if !options.contains(choices.count) { return (".options", String(choices.count)) }
      if !choices.indices.contains(correct) { return (".correct", String(correct)) }
      if let chosen, !choices.indices.contains(chosen) { return (".chosen", String(chosen)) }
    }
    if case .choice(let question, let chosen)? = question.extra {
      if !options.contains(question.options.count) {
        return (".options", String(question.options.count))
      }
      if !question.options.indices.contains(question.correct) {
        return (".correct", String(question.correct))
      }
      if let chosen, !question.options.indices.contains(chosen) {
        return (".chosen", String(chosen))
      }
    }
    if case .scenario(let scenario)? = question.extra,
      question.penaltyID != scenario.situation.penaltyID
    {
      return ("", String(question.penaltyID))
    }
    return nil
  }
}
