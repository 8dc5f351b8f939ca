/// Renders a quiz as text: questions, feedback after each answer, and the closing summary.
public struct QuizPresenter: Sendable {
  public let catalog: Catalog
  public let style: Style
  /// Block characters for bars when the terminal speaks UTF-8, `#` otherwise.
  public let unicode: Bool

  public init(catalog: Catalog, style: Style, unicode: Bool) {
    self.catalog = catalog
    self.style = style
    self.unicode = unicode
  }

  /// The header, description and menu of the current question. Rule numbers are left out:
  /// they would give the owner away.
  public func question(_ quiz: Quiz) -> String {
    guard let penalty = quiz.current else { return "" }
    var lines = [
      "",
      style.bold(catalog.text("quiz.header", quiz.position + 1, quiz.count, penalty.id)),
      penalty.description(catalog),
      "",
    ]
    for sanction in Sanction.allCases {
      lines.append("  \(sanction.rawValue)  " + sanction.label(catalog))
    }
    lines.append(catalog.text("quiz.ownersLegend"))
    lines.append(catalog.text("quiz.askAnswer"))
    return lines.joined(separator: "\n") + "\n"
  }

  /// How an answer scored, the key, the rules and the note.
  public func feedback(_ response: Quiz.Response, penalty: Penalty) -> String {
    var lines: [String] = []
    switch response.grade {
    case .right:
      lines.append(style.green(catalog.text("quiz.result.right", response.grade.points)))
    case .partlyRight:
      lines.append(style.yellow(catalog.text("quiz.result.partly", response.grade.points)))
    case .wrong:
      let key = response.answer == nil ? "quiz.result.skipped" : "quiz.result.wrong"
      lines.append(style.red(catalog.text(key)))
    }
    lines.append(
      catalog.text(
        "quiz.correct", String(penalty.sanction.rawValue), Answer(key: penalty).typed.dropFirst(),
        penalty.sanction.label(catalog), penalty.owners.label(catalog)))
    lines.append(rules(penalty))
    if let note = penalty.note(catalog) {
      lines.append(catalog.text("quiz.note", note))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func rules(_ penalty: Penalty) -> String {
    let current = penalty.rules.joined(separator: ", ")
    if penalty.formerRules.isEmpty { return catalog.text("quiz.rulesNew", current) }
    return catalog.text("quiz.rules", current, penalty.formerRules.joined(separator: ", "))
  }

  /// Score, pass or fail, the breakdown chart and the list of mistakes.
  public func summary(_ quiz: Quiz) -> String {
    var lines = ["", style.bold(catalog.text("quiz.finished"))]
    lines.append(
      catalog.text(
        "quiz.score", quiz.score, quiz.maximum, TextLayout.percent(quiz.percentage, catalog)))
    let passMark = TextLayout.percent(Quiz.passMark * 100, catalog)
    lines.append(
      quiz.passed
        ? style.green(catalog.text("quiz.passed", passMark))
        : style.red(catalog.text("quiz.failed", passMark)))
    lines.append("")
    lines.append(contentsOf: chart(quiz))
    lines.append("")
    let mistakes = quiz.responses.enumerated().filter { $0.element.grade != .right }
    if mistakes.isEmpty {
      lines.append(catalog.text("quiz.noMistakes"))
    } else {
      lines.append(catalog.text("quiz.mistakes"))
      for (index, response) in mistakes {
        let penalty = quiz.questions[index]
        let given = response.answer.map(describe) ?? catalog.text("quiz.skippedAnswer")
        lines.append(
          "  " + catalog.text("quiz.mistake", penalty.id, given, describe(Answer(key: penalty))))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `4 j (-½ to 2, Judges)`.
  public func describe(_ answer: Answer) -> String {
    "\(answer.sanction.rawValue) " + String(answer.typed.dropFirst()) + " ("
      + answer.sanction.shortLabel(catalog) + ", " + answer.owners.label(catalog) + ")"
  }

  /// The right / partly right / wrong bars, scaled to the quiz size.
  public func chart(_ quiz: Quiz) -> [String] {
    let rows: [(String, Int, (String) -> String)] = [
      (catalog.text("quiz.chart.right"), quiz.count(of: .right), style.green),
      (catalog.text("quiz.chart.partly"), quiz.count(of: .partlyRight), style.yellow),
      (catalog.text("quiz.chart.wrong"), quiz.count(of: .wrong), style.red),
    ]
    let width = rows.map(\.0.count).max() ?? 0
    let total = max(1, quiz.responses.count)
    let barWidth = 20
    return rows.map { label, count, paint in
      let length = Int((Double(count) / Double(total) * Double(barWidth)).rounded())
      let bar = String(repeating: unicode ? "█" : "#", count: length)
      let rest = String(repeating: unicode ? "·" : ".", count: barWidth - length)
      return TextLayout.pad(label, width) + "  " + paint(bar) + style.dim(rest) + "  \(count)"
    }
  }
}
