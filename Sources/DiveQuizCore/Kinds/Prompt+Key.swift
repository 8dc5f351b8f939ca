extension Prompt {
  /// The reply the key gives (`penalty`: the question's penalty, nil for a question about no
  /// penalty): what a quiz answered from the key types, and what a review calls right.
  public func rightReply(penalty: Penalty?) -> Reply? {
    switch self {
    case .sanction, .scenario: return penalty.map { .sanction(Answer(key: $0)) }
    case .rules(_, let correct): return .option(correct)
    case .trueFalse(_, let isTrue): return .truth(isTrue)
    case .choice(let question): return .option(question.correct)
    case .score(let question): return question.sheet.map { .number($0.score) }
    case .bank(let question): return question.reply(question.key)
    case .own(let question): return .text(question.expected)
    }
  }
}
