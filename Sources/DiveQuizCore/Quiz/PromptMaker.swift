/// Builds the prompts of rule-number and true-or-false questions from the rulebook.
///
/// Deterministic: the same seed, penalties and rulebook give the same options and statements.
package enum PromptMaker {
  package static func prompts(
    _ kind: QuestionKind, for penalties: [Penalty], rulebook: Rulebook, seed: UInt64
  ) -> [Prompt] {
    // A generator of its own, so the questions drawn do not depend on the kind asked.
    var generator = SplitMix64(seed: seed ^ 0x5EED_0F_A5_C0DE)
    return penalties.map { penalty in
      switch kind {
      case .sanction: return .sanction
      case .rules: return rules(penalty, rulebook: rulebook, generator: &generator)
      case .truefalse: return trueFalse(penalty, generator: &generator)
      // Drawn with their own questions by `KindDraw`, never from a penalty list.
      case .dives, .dd, .awards, .scores, .scenario, .rulebook, .own: return .sanction
      }
    }
  }

  static func ruleText(_ penalty: Penalty) -> String { penalty.rules.joined(separator: ", ") }

  /// The right rule numbers and three others, taken first from the same phase, then the same
  /// discipline, then anywhere, so the wrong options are plausible.
  ///
  /// A wrong option is never a doubtful number (it might be right) nor one that any edition,
  /// or a printed summary table, gives this same penalty: a judge who learnt another edition
  /// would be marked wrong for knowing it.
  static func rules(_ penalty: Penalty, rulebook: Rulebook, generator: inout SplitMix64) -> Prompt {
    let right = ruleText(penalty)
    let sameFault = rulebook.numbersElsewhere[penalty.id, default: []].union(penalty.rules)
    var distractors: [String] = []
    let tiers: [(Penalty) -> Bool] = [
      { $0.phase == penalty.phase }, { $0.discipline == penalty.discipline }, { _ in true },
    ]
    for tier in tiers where distractors.count < 3 {
      var candidates: [String] = []
      for other in rulebook.penalties where tier(other) {
        guard let numbers = other.askableRules, sameFault.isDisjoint(with: numbers) else {
          continue
        }
        let text = ruleText(other)
        if text != right, !distractors.contains(text), !candidates.contains(text) {
          candidates.append(text)
        }
      }
      while distractors.count < 3, !candidates.isEmpty {
        distractors.append(candidates.remove(at: generator.uniform(below: candidates.count)))
      }
    }
    var options = distractors + [right]
    generator.shuffle(&options)
    return .rules(options: options, correct: options.firstIndex(of: right) ?? 0)
  }

  /// A statement about the sanction or the owners, true half of the time.
  static func trueFalse(_ penalty: Penalty, generator: inout SplitMix64) -> Prompt {
    let isTrue = generator.uniform(below: 2) == 0
    if generator.uniform(below: 2) == 0 {
      let others = Sanction.allCases.filter { $0 != penalty.sanction }
      let claimed = isTrue ? penalty.sanction : others[generator.uniform(below: others.count)]
      return .trueFalse(claim: .sanction(claimed), isTrue: isTrue)
    }
    let others = [Owners.referee, .judge, .both].filter { $0 != penalty.owners }
    let claimed = isTrue ? penalty.owners : others[generator.uniform(below: others.count)]
    return .trueFalse(claim: .owners(claimed), isTrue: isTrue)
  }
}
