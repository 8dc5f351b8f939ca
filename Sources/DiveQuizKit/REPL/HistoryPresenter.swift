import Foundation

/// Renders stored quizzes: the history list, one quiz's review, and the instructor's report.
public struct HistoryPresenter: Sendable {
  public let catalog: Catalog
  public let rulebook: Rulebook
  public let style: Style
  public let chart: Chart

  public init(catalog: Catalog, rulebook: Rulebook, style: Style, unicode: Bool = false) {
    self.catalog = catalog
    self.rulebook = rulebook
    self.style = style
    self.chart = Chart(unicode: unicode)
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
          ([record.kind] + record.filters).joined(separator: " "),
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
      let quizText = QuizPresenter(catalog: catalog, style: style, unicode: false)
      let (prompt, reply) = Self.promptAndReply(question)
      let given = quizText.describe(reply, prompt: prompt)
      let correct: String
      switch prompt {
      case .sanction: correct = quizText.describe(question.correct)
      case .rules(let options, let index):
        correct = QuizPresenter.letter(index) + ") " + options[index]
      case .trueFalse(_, let isTrue): correct = catalog.text(isTrue ? "quiz.true" : "quiz.false")
      }
      if case .trueFalse(let claim, _) = prompt {
        lines.append("   " + quizText.statement(claim))
      }
      let mark: String
      switch question.grade {
      case .right: mark = style.green(catalog.text("review.right"))
      case .partlyRight: mark = style.yellow(catalog.text("review.partly"))
      case .wrong: mark = style.red(catalog.text("review.wrong"))
      }
      lines.append(
        "   "
          + catalog.text("review.answer", given, correct, mark, question.points))
      if let penalty {
        lines.append("   " + catalog.text("review.rules", penalty.rules.joined(separator: ", ")))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A stored question as the prompt it showed and the reply it got.
  static func promptAndReply(_ question: QuizRecord.Question) -> (Prompt, Reply?) {
    switch question.extra {
    case nil:
      return (.sanction, question.chosen.map(Reply.sanction))
    case .rules(let options, let correct, let chosen)?:
      return (.rules(options: options, correct: correct), chosen.map(Reply.option))
    case .trueFalse(let claim, let isTrue, let chosen)?:
      return (.trueFalse(claim: claim, isTrue: isTrue), chosen.map(Reply.truth))
    }
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
      if let first = trainee.months.first, let last = trainee.months.last {
        // One character a month, oldest first: the trend at a glance.
        let line = chart.sparkline(trainee.months.map(\.averagePercent))
        lines.append(
          "  "
            + catalog.text(
              "report.months", first.month, last.month, style.cyan(line),
              percent(last.averagePercent)))
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
      let short = description.count > 60 ? String(description.prefix(59)) + "…" : description
      let (filled, empty) = chart.bar(stat.percentRight / 100, width: 10)
      lines.append(
        TextLayout.padLeft("#\(stat.penaltyID)", 4) + "  " + style.green(filled) + style.dim(empty)
          + " "
          + TextLayout.padLeft(percent(stat.percentRight), 6) + "  "
          + TextLayout.padLeft("\(stat.fullyRight)/\(stat.answered)", 7) + "  " + short)
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

extension HistoryPresenter {
  /// One trainee's completed quizzes over time: a column per quiz (the latest 60) against the
  /// pass mark, with the figures a trainee asks first.
  public func progress(_ records: [QuizRecord], judge: String) -> String {
    let completed = records.filter { $0.status == .completed }
    guard let last = completed.last else {
      return catalog.text("progress.none", Sanitizer.visible(judge)) + "\n"
    }
    let shown = Array(completed.suffix(60))
    let values = shown.map(\.percentage)
    var lines = [
      style.bold(
        catalog.text("progress.title", Sanitizer.visible(judge), completed.count, shown.count)),
      "",
    ]
    lines += chart.columns(values, height: 10, mark: Quiz.passMark * 100).map { style.cyan($0) }
    let from = String(Timestamp.format(shown.first?.start ?? last.start).prefix(10))
    let to = String(Timestamp.format(last.start).prefix(10))
    let gap = max(1, values.count - from.count - to.count + 1)
    lines.append("      " + from + (shown.count > 1 ? String(repeating: " ", count: gap) + to : ""))
    lines.append("")
    let average = values.reduce(0, +) / Double(values.count)
    let best = values.max() ?? 0
    let passed = shown.filter(\.passed).count
    lines.append(
      catalog.text(
        "progress.summary", percent(average), percent(best), passed, shown.count,
        percent(Quiz.passMark * 100)))
    // The trend compares the latest five quizzes with the five before them.
    if values.count >= 10 {
      let recent = values.suffix(5).reduce(0, +) / 5
      let before = values.dropLast(5).suffix(5).reduce(0, +) / 5
      let delta = recent - before
      let key = abs(delta) < 2 ? "progress.steady" : delta > 0 ? "progress.up" : "progress.down"
      lines.append(catalog.text(key, percent(abs(delta))))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
