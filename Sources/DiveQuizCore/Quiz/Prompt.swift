/// A statement a true-or-false question makes about a penalty.
public enum Claim: Equatable, Hashable, Sendable {
  case sanction(Sanction)
  case owners(Owners)

  /// `sanction:3`, `owners:rj`: how it is stored.
  public var code: String {
    switch self {
    case .sanction(let sanction): return "sanction:\(sanction.rawValue)"
    case .owners(let owners):
      return "owners:" + owners.code
    }
  }

  public init?(code: String) {
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
  case sanction
  /// Four rule numbers; `correct` indexes the right one.
  case rules(options: [String], correct: Int)
  case trueFalse(claim: Claim, isTrue: Bool)

  public var kind: QuestionKind {
    switch self {
    case .sanction: return .sanction
    case .rules: return .rules
    case .trueFalse: return .truefalse
    }
  }
}

/// A trainee's reply to a prompt.
public enum Reply: Equatable, Sendable {
  case sanction(Answer)
  /// 0-based index of the option chosen.
  case option(Int)
  case truth(Bool)

  /// How a reply (nil: skipped) to `prompt` about `penalty` scores: all or nothing, except
  /// the sanction question's 5 points for half the owners.
  public static func grade(_ reply: Reply?, prompt: Prompt, penalty: Penalty) -> Grade {
    switch (prompt, reply) {
    case (.sanction, .sanction(let answer)?):
      return Grade.of(answer, key: Answer(key: penalty))
    case (.rules(_, let correct), .option(let chosen)?):
      return chosen == correct ? .right : .wrong
    case (.trueFalse(_, let isTrue), .truth(let said)?):
      return said == isTrue ? .right : .wrong
    default:
      return .wrong
    }
  }
}
