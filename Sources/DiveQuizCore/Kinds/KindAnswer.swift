/// What a question of the new kinds asked, the answer given and the answer expected, in the
/// language-free words a trainee types and exports carry: dive codes (`5253B`), heights
/// (`3m`), DDs and awards with a point (`3.3`, `6.5`), band ids (`good`), position letters
/// (`BC`), scores with two decimals (`59.64`), sanction answers as typed (`2rj`).
package struct KindAnswer: Equatable, Sendable {
  /// `5253B`, `107B 1m`, `6.5`, `2.8 sync 7.0 6.5 / 5.5 5.5 / 8.5 8.0 8.0 7.5 7.5`,
  /// `205B performed 205C 3m`.
  package var asked: String
  /// Nil when skipped.
  package var given: String?
  package var expected: String

  package init(asked: String, given: String?, expected: String) {
    self.asked = asked
    self.given = given
    self.expected = expected
  }
}

extension QuizRecord.Question {
  /// What a question of the new kinds asked and was answered; nil for the sanction,
  /// rule-number and true-or-false questions.
  package var kindAnswer: KindAnswer? {
    switch extra {
    case nil, .rules?, .trueFalse?:
      return nil
    case .choice(let question, let chosen)?:
      let given = chosen.flatMap {
        question.options.indices.contains($0) ? question.options[$0] : nil
      }
      return KindAnswer(
        asked: question.asked, given: given, expected: question.answer)
    case .score(let question, let given)?:
      return KindAnswer(
        asked: question.asked, given: given.map { Decimals.format(hundredths: $0) },
        expected: Decimals.format(hundredths: question.expected))
    case .scenario(let question)?:
      return KindAnswer(
        asked: question.asked, given: chosen?.typed, expected: correct.typed)
    case .bank(let question, let given)?:
      return KindAnswer(asked: question.id, given: given?.text, expected: question.key.text)
    case .own(let question, let given)?:
      return KindAnswer(asked: question.question.text, given: given, expected: question.expected)
    }
  }
}

extension ChoiceQuestion {
  /// The subject, with the height of a DD question: `107B 1m`.
  package var asked: String {
    height.map { subject + " " + $0.rawValue } ?? subject
  }
}

extension ScoreQuestion {
  /// The panel as typed after `score`: `2.0 8.0 7.5 7.5 7.5 7.0 max 2.0`.
  package var asked: String {
    var words = [Tenths.format(tenths: request.degree)]
    let groups = ScoreRecord.groups(request.panel)
    if groups.count > 1 { words.append("sync") }
    for (index, group) in groups.enumerated() {
      if index > 0 { words.append("/") }
      words += group.map { $0.map(Award.format) ?? "-" }
    }
    if let penalty = request.penalty { words.append(ScoreRecord.penaltyText(penalty)) }
    return words.joined(separator: " ")
  }
}

extension ScenarioQuestion {
  /// `205B performed 205C 3m`, `113B 10m`.
  package var asked: String {
    let words = [announced] + (performed.map { ["performed", $0] } ?? []) + [height.rawValue]
    return words.joined(separator: " ")
  }
}
