/// A statement a true-or-false question makes about a penalty.
public enum Claim: Equatable, Hashable, Sendable {
  /// The penalty's sanction is this one.
  case sanction(Sanction)
  /// The penalty is applied by exactly these officials.
  case owners(Owners)

  /// `sanction:3`, `owners:rj`: how it is stored.
  package var code: String {
    switch self {
    case .sanction(let sanction): return "sanction:\(sanction.rawValue)"
    case .owners(let owners):
      return "owners:" + owners.code
    }
  }

  package init?(code: String) {
    let parts = code.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    switch parts[0] {
    case "sanction":
      guard let value = Int(parts[1]), let sanction = Sanction(rawValue: value) else { return nil }
      self = .sanction(sanction)
    case "owners":
      guard let owners = Owners(code: parts[1]), !owners.isEmpty else { return nil }
      self = .owners(owners)
    default:
      return nil
    }
  }
}

/// What is asked about the penalty on screen, beyond its description.
public enum Prompt: Equatable, Sendable {
  /// The penalty's sanction and who applies it, answered as a code and owners (`3 j`).
  case sanction
  /// Four rule numbers; `correct` indexes the right one.
  case rules(options: [String], correct: Int)
  /// A claim about the penalty; `isTrue` says whether the rule bears it out.
  case trueFalse(claim: Claim, isTrue: Bool)
  /// A dive, DD or award-band question with its options.
  case choice(ChoiceQuestion)
  /// A score to work out and type.
  case score(ScoreQuestion)
  /// An announced-versus-performed situation: its penalty's sanction and owners.
  case scenario(ScenarioQuestion)
  /// A question of the rulebook bank.
  case bank(BankPrompt)
  /// A question of an instructor's own set.
  case own(OwnPrompt)

  package var kind: QuestionKind {
    switch self {
    case .sanction: return .sanction
    case .rules: return .rules
    case .trueFalse: return .truefalse
    case .choice(let question): return question.kind
    case .score: return .scores
    case .scenario: return .scenario
    case .bank: return .rulebook
    case .own: return .own
    }
  }
}

/// A trainee's reply to a prompt.
public enum Reply: Equatable, Sendable {
  /// A sanction code and owners, for sanction and scenario questions.
  case sanction(Answer)
  /// 0-based index of the option chosen.
  case option(Int)
  /// True or false, for a claim.
  case truth(Bool)
  /// A typed number, in hundredths (`59,64` → 5964).
  case number(Int)
  /// Several options, 0-based, in the order shown (a rulebook question of several answers).
  case options([Int])
  /// An own question's answer in the words records keep (`OwnPrompt`).
  case text(String)

  /// How a reply (nil: skipped) to `prompt` about `penalty` (nil for questions about no
  /// penalty) scores: all or nothing, except the 5 points for half the owners of the
  /// sanction and scenario questions.
  package static func grade(_ reply: Reply?, prompt: Prompt, penalty: Penalty?) -> Grade {
    switch (prompt, reply) {
    case (.sanction, .sanction(let answer)?), (.scenario, .sanction(let answer)?):
      guard let penalty else { return .wrong }
      return Grade.of(answer, key: Answer(key: penalty))
    case (.rules(_, let correct), .option(let chosen)?):
      return chosen == correct ? .right : .wrong
    case (.choice(let question), .option(let chosen)?):
      return chosen == question.correct ? .right : .wrong
    case (.score(let question), .number(let typed)?):
      return question.sheet != nil && typed == question.expected ? .right : .wrong
    case (.trueFalse(_, let isTrue), .truth(let said)?):
      return said == isTrue ? .right : .wrong
    case (.bank(let question), let given):
      return question.grade(question.key(of: given))
    case (.own(let question), .text(let given)?):
      return Grade.ofPoints(question.points(given))
    default:
      return .wrong
    }
  }
}
