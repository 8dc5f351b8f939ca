import Foundation

/// Renders stored quizzes: the history list, one quiz's review, and the instructor's report.
public struct HistoryPresenter: Sendable {
  public let catalog: Catalog
  public let rulebook: Rulebook
  public let style: Style

  public init(catalog: Catalog, rulebook: Rulebook, style: Style) {
    self.catalog = catalog
    self.rulebook = rulebook
    self.style = style
  }

  private func percent(_ value: Double) -> String { TextLayout.percent(value, catalog) }

  /// The first characters of an id: enough to tell quizzes apart and to type after `review`.
  public static func shortID(_ id: String) -> String { String(id.prefix(8)) }

  private func result(_ record: QuizRecord) -> String {
    if record.status == .abandoned { return catalog.text("history.abandoned") }
    return catalog.text(record.passed ? "history.passed" : "history.failed")
  }

  /// One line per quiz, oldest first.
  public func list(_ records: [QuizRecord]) -> String {
    guard !records.isEmpty else { return catalog.text("history.empty") + "\n" }
    let nameWidth = min(24, records.map(\.judge.count).max() ?? 0)
    var lines: [String] = []
    for record in records {
      let answered = "\(record.questions.count)/\(record.size)"
      lines.append(
        [
          Timestamp.minute(record.start), Self.shortID(record.id),
          TextLayout.pad(Sanitizer.visible(record.judge, limit: 24), nameWidth),
          TextLayout.padLeft(answered, 5),
          TextLayout.padLeft("\(record.score)/\(record.maximum)", 7),
          TextLayout.padLeft(percent(record.percentage), 6), TextLayout.pad(result(record), 10),
          record.languages.joined(separator: ","),
          catalog.text("history.seed", String(record.seed)),
        ].joined(separator: "  "))
    }
    lines.append(catalog.text("history.count", records.count))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every question of one quiz: the description now, the answer beside the key, the rules.
  public func review(_ record: QuizRecord) -> String {
    var lines = [
      style.bold(
        catalog.text(
          "review.title", Self.shortID(record.id), Sanitizer.visible(record.judge),
          Timestamp.minute(record.start)))
    ]
    lines.append(
      catalog.text("quiz.score", record.score, record.maximum, percent(record.percentage)) + " "
        + result(record))
    for (index, question) in record.questions.enumerated() {
      let penalty = rulebook.penalty(id: question.penaltyID)
      lines.append("")
      lines.append(
        "\(index + 1). #\(question.penaltyID)  " + (penalty?.description(catalog) ?? "?"))
      let given = question.chosen.map(describe) ?? catalog.text("quiz.skippedAnswer")
      let mark: String
      switch question.grade {
      case .right: mark = style.green(catalog.text("review.right"))
      case .partlyRight: mark = style.yellow(catalog.text("review.partly"))
      case .wrong: mark = style.red(catalog.text("review.wrong"))
      }
      lines.append(
        "   "
          + catalog.text("review.answer", given, describe(question.correct), mark, question.points))
      if let penalty {
        lines.append("   " + catalog.text("review.rules", penalty.rules.joined(separator: ", ")))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(_ answer: Answer) -> String {
    QuizPresenter(catalog: catalog, style: style, unicode: false).describe(answer)
  }

  /// The instructor's report as text.
  public func report(_ report: Report) -> String {
    guard report.quizzes > 0 else { return catalog.text("history.empty") + "\n" }
    var lines = [style.bold(catalog.text("report.title", report.quizzes, report.answered)), ""]

    lines.append(style.bold(catalog.text("report.trainees")))
    let width = max(
      catalog.text("report.column.judge").count,
      min(24, report.trainees.map(\.judge.count).max() ?? 0))
    let headers = [
      "report.column.completed", "report.column.abandoned", "report.column.average",
      "report.column.best",
      "report.column.passRate",
    ].map { catalog.text($0) }
    let cell = headers.map(\.count).max().map { max($0, 7) } ?? 9
    lines.append(
      TextLayout.pad(catalog.text("report.column.judge"), width) + "  "
        + headers.map { TextLayout.padLeft($0, cell) }.joined(separator: "  ") + "  "
        + catalog.text("report.column.last"))
    for trainee in report.trainees {
      let values = [
        String(trainee.completed), String(trainee.abandoned),
        trainee.averagePercent.map(percent) ?? "—",
        trainee.bestPercent.map(percent) ?? "—", trainee.passRate.map(percent) ?? "—",
      ]
      lines.append(
        TextLayout.pad(Sanitizer.visible(trainee.judge, limit: 24), width) + "  "
          + values.map { TextLayout.padLeft($0, cell) }.joined(separator: "  ") + "  "
          + String(trainee.lastQuiz.prefix(10)))
      if !trainee.months.isEmpty {
        let months = trainee.months.map {
          "\($0.month) \(percent($0.averagePercent)) (\($0.quizzes))"
        }
        lines.append("  " + catalog.text("report.months", months.joined(separator: " · ")))
      }
    }

    lines.append("")
    lines.append(
      style.bold(
        report.seed.map { catalog.text("report.rankingSeed", String($0)) }
          ?? catalog.text("report.ranking")))
    if report.ranking.isEmpty { lines.append(catalog.text("report.noRanking")) }
    for entry in report.ranking {
      lines.append(
        TextLayout.padLeft("\(entry.rank).", 4) + " "
          + TextLayout.pad(Sanitizer.visible(entry.judge, limit: 24), width)
          + "  " + TextLayout.padLeft(percent(entry.percent), 6) + "  "
          + catalog.text("report.seconds", TextLayout.number(entry.seconds, catalog)))
    }

    lines.append("")
    lines.append(style.bold(catalog.text("report.weakest")))
    for stat in report.penalties.prefix(10) {
      let description = rulebook.penalty(id: stat.penaltyID).map { $0.description(catalog) } ?? "?"
      let short = description.count > 70 ? String(description.prefix(69)) + "…" : description
      lines.append(
        TextLayout.padLeft("#\(stat.penaltyID)", 4) + "  "
          + TextLayout.padLeft("\(stat.fullyRight)/\(stat.answered)", 7)
          + "  " + TextLayout.padLeft(percent(stat.percentRight), 6) + "  " + short)
    }

    lines.append("")
    lines.append(style.bold(catalog.text("report.confusion")))
    let skip = catalog.text("report.skipColumn")
    let column = max(5, skip.count)
    lines.append(
      "      " + (0...5).map { TextLayout.padLeft(String($0), column) }.joined(separator: " ") + " "
        + TextLayout.padLeft(skip, column))
    for (code, row) in report.confusion.enumerated() {
      let cells = row.enumerated().map { index, count -> String in
        let text = TextLayout.padLeft(String(count), column)
        return index == code && count > 0 ? style.green(text) : text
      }
      lines.append("  " + TextLayout.padLeft(String(code), 2) + "  " + cells.joined(separator: " "))
    }
    lines.append(catalog.text("report.ownerMistakes", report.ownerMistakes))
    return lines.joined(separator: "\n") + "\n"
  }
}
