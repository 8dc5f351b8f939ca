#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Renders the instructor's report: trainees, exam ranking, weakest penalties, confusions.
public struct ReportPresenter: Sendable {
  public let catalog: Catalog
  /// The edition in use: its descriptions name the weakest penalties.
  public let rulebook: Rulebook
  /// Every edition, for penalties the edition in use lacks (#48 in a 2024 session).
  public let editions: RulebookEditions
  public let style: Style
  public let chart: Chart
  /// Dates in the reader's time zone.
  public var time = LocalTime.utc
  /// The console width the tables fit (nil: not fitted).
  public var width: Int?

  public init(
    catalog: Catalog, rulebook: Rulebook, editions: RulebookEditions? = nil, style: Style,
    unicode: Bool = false
  ) {
    self.catalog = catalog
    self.rulebook = rulebook
    self.editions = editions ?? RulebookEditions(single: rulebook)
    self.style = style
    self.chart = Chart(unicode: unicode)
  }

  private func percent(_ value: Double) -> String { TextLayout.percent(value, catalog) }

  /// The instructor's report as text.
  public func report(_ report: Report) -> String {
    guard report.quizzes > 0 else { return catalog.text("history.empty") + "\n" }
    var lines = [style.bold(catalog.text("report.title", report.quizzes, report.answered))]
    let counts = report.editions.map {
      catalog.text("report.editionCount", Sanitizer.visible($0.edition, limit: 16), $0.quizzes)
    }
    lines += [catalog.text("report.editions", counts.joined(separator: ", ")), ""]

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
    var rows = [
      [catalog.text("report.column.judge")] + headers + [catalog.text("report.column.last")]
    ]
    for trainee in report.trainees {
      let values = [
        String(trainee.completed), String(trainee.abandoned),
        trainee.averagePercent.map(percent) ?? "—",
        trainee.bestPercent.map(percent) ?? "—", trainee.passRate.map(percent) ?? "—",
      ]
      let last =
        Timestamp.parse(trainee.lastQuiz).map(time.day) ?? String(trainee.lastQuiz.prefix(10))
      rows.append([Sanitizer.visible(trainee.judge, limit: 24)] + values + [last])
    }
    // Headers give way before figures: a figure column shrinks only down to its figures.
    let figures = (1...5).map { column in
      rows.dropFirst().map { DisplayWidth.of($0[column]) }.max() ?? 1
    }
    let table = TextTable(
      [.init(shrinks: true, minimum: 8, natural: width)]
        + figures.map { .init(.right, shrinks: true, minimum: max(4, $0), natural: cell) }
        + [.init(shrinks: true, minimum: 5)])
    let rendered = table.render(rows, width: self.width)
    lines.append(rendered[0])
    for (trainee, line) in zip(report.trainees, rendered.dropFirst()) {
      lines.append(line)
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
    if let seed = report.seed, report.editions.count > 1 {
      // One seed draws other questions in another edition: the ranking mixes two exams.
      lines.append(style.yellow(catalog.text("report.seedEditions", String(seed))))
    }
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
      let penalty =
        rulebook.penalty(id: stat.penaltyID)
        ?? editions.all.lazy.compactMap { $0.penalty(id: stat.penaltyID) }.first
      let description = penalty.map { $0.description(catalog) } ?? "?"
      let short = description.count > 60 ? String(description.prefix(59)) + "…" : description
      let (filled, empty) = chart.bar(stat.percentRight / 100, width: 10)
      let line =
        TextLayout.padLeft("#\(stat.penaltyID)", 4) + "  " + style.green(filled) + style.dim(empty)
        + " "
        + TextLayout.padLeft(percent(stat.percentRight), 6) + "  "
        + TextLayout.padLeft("\(stat.fullyRight)/\(stat.answered)", 7) + "  " + short
      lines.append(self.width.map { TextWrapper.fit(line, width: $0) } ?? line)
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
