/// What a question asks: about a penalty (the first three), or about the rest of a judge's
/// written exam (dives, DDs, award bands, the secretaries' arithmetic, announced-versus-
/// performed scenarios). The raw value is the word typed after `quiz` and stored in records.
public enum QuestionKind: String, CaseIterable, Sendable {
  /// The sanction (one of six) and who applies it: the mobile app's question.
  case sanction
  /// Which rule number the penalty comes under, among four.
  case rules
  /// Whether a statement about the penalty's sanction or owners is true.
  case truefalse
  /// The name of a dive number, the number of a name, or the positions a number may take.
  case dives
  /// The degree of difficulty of a dive at a height.
  case dd
  /// The band of rule 8.1.1 an award belongs to, or the awards of a band.
  case awards
  /// A dive's score from a panel's awards and its DD, typed as a number.
  case scores
  /// What was announced against what was performed: the sanction and who applies it.
  case scenario
  /// A question of the rulebook bank: Part Four chapter by chapter (`QuestionBank`).
  case rulebook
  /// A question of an instructor's own set, read from a GIFT file (`OwnSet`).
  case own

  /// The kinds whose question is a penalty of the summary (its id is stored with the answer).
  package var isAboutPenalty: Bool {
    switch self {
    case .sanction, .rules, .truefalse, .scenario: return true
    case .dives, .dd, .awards, .scores, .rulebook, .own: return false
    }
  }

  /// The kinds that draw from the dive catalogue (which is loaded only for them).
  package var needsDives: Bool {
    switch self {
    case .dives, .dd, .scores, .scenario: return true
    case .sanction, .rules, .truefalse, .awards, .rulebook, .own: return false
    }
  }

  /// The kinds drawn one penalty per question, without repeats (`Draw`).
  package var drawsPenalties: Bool {
    switch self {
    case .sanction, .rules, .truefalse: return true
    default: return false
    }
  }
}
