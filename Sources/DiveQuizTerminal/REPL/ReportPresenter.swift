import DiveQuizCore

/// Renders the instructor's report: trainees, exam ranking, weakest penalties, confusions.
package struct ReportPresenter: Sendable, StoredQuizPresenter {
  package var setup: PresenterSetup

  package init(setup: PresenterSetup) { self.setup = setup }

  /// The instructor's report as text.
  package func report(_ report: Report) -> String {
    guard report.quizzes > 0 else { return catalog.text("history.empty") + "\n" }
    var lines = [style.bold(catalog.text("report.title", report.quizzes, report.answered))]
    let counts = report.editions.map {
      catalog.text("report.editionCount", Sanitizer.visible($0.edition, limit: 16), $0.quizzes)
    }
    lines += [catalog.text("report.editions", counts.joined(separator: ", ")), ""]

    lines.append(style.bold(catalog.text("report.trainees")))
    let width = max(
      DisplayWidth.of(catalog.text("report.column.judge")),
      min(24, report.trainees.map { DisplayWidth.of($0.judge) }.max() ?? 0))
    let headers = [
      "report.column.completed", "report.column.abandoned", "report.column.average",
      "report.column.best",
      "report.column.passRate",
    ].map { catalog.text($0) }
    let cell = headers.map { DisplayWidth.of($0) }.max().map { max($0, 7) } ?? 9
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
        time.day(stamp: trainee.lastQuiz)
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
    // Under 60 columns the figures would lose their headers: each trainee's columns stack
    // under the name as "HEADER value" pairs.
    let stacked = self.width.map { $0 < 60 } ?? false
    let rendered = stacked ? [] : table.render(rows, width: self.width)
    if let first = rendered.first { lines.append(first) }
    for (index, trainee) in report.trainees.enumerated() {
      if let width = self.width, stacked {
        let row = rows[index + 1]
        lines.append(TextWrapper.fit(row[0], width: width))
        let pairs = zip(rows[0].dropFirst(), row.dropFirst()).map { $0 + " " + $1 }
        lines += TextWrapper.lines("  " + pairs.joined(separator: " · "), width: width, indent: 2)
      } else {
        lines.append(rendered[index + 1])
      }
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
    if let seed = report.seed {
      lines += sheet(report, seed: seed, width: width)
    } else {
      lines.append(style.bold(catalog.text("report.ranking")))
      if report.ranking.isEmpty { lines.append(catalog.text("report.noRanking")) }
      for entry in report.ranking {
        lines.append(
          TextLayout.padLeft("\(entry.rank).", 4) + " "
            + TextLayout.pad(
              TextWrapper.fit(Sanitizer.visible(entry.judge, limit: 24), width: width), width)
            + "  " + TextLayout.padLeft(percent(entry.percent), 6) + "  "
            + catalog.text("report.seconds", TextLayout.number(entry.seconds, catalog)))
      }
    }

    lines.append("")
    lines += KindBreakdownPresenter(catalog: catalog, style: style, width: self.width).section(
      report)
    lines += ownQuestions(report)
    lines.append(style.bold(catalog.text("report.weakest", report.weakestMinimum)))
    if report.weakest.isEmpty {
      lines.append(catalog.text(report.noWeakestKey, report.weakestMinimum))
    }
    for stat in report.weakest.prefix(10) {
      let description = penalty(stat.penaltyID).map { $0.description(catalog) } ?? "?"
      let short = TextWrapper.fit(description, width: 60)
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
    // Columns as wide as the largest count; the skipped column's name is shortened to its
    // first letter, with a legend, when the whole name would not fit the width.
    let largest = report.confusion.counts.flatMap { $0 }.max() ?? 0
    let digits = max(3, String(largest).count)
    var skip = catalog.text("report.skipColumn")
    var column = max(digits, DisplayWidth.of(skip))
    if let width = self.width, 6 + 7 * (column + 1) > width {
      skip = String(skip.prefix(1)) + "."
      column = max(digits, DisplayWidth.of(skip))
      lines.append(catalog.text("report.skipLegend", skip, catalog.text("report.skipColumn")))
    }
    lines.append(
      "      " + (0...5).map { TextLayout.padLeft(String($0), column) }.joined(separator: " ") + " "
        + TextLayout.padLeft(skip, column))
    for (code, row) in report.confusion.counts.enumerated() {
      let cells = row.enumerated().map { index, count -> String in
        let text = TextLayout.padLeft(String(count), column)
        return index == code && count > 0 ? style.green(text) : text
      }
      lines.append("  " + TextLayout.padLeft(String(code), 2) + "  " + cells.joined(separator: " "))
    }
    lines.append(catalog.text("report.ownerMistakes", report.ownerMistakes))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The sheet of one seed: one attempt of everyone who sat it (the heading says which),
  /// abandoned attempts marked, with the result, the time taken and the time limit; then
  /// the practice of that seed, apart and never ranked.
  func sheet(_ report: Report, seed: UInt64, width: Int) -> [String] {
    sheetRanking(report, seed: seed, width: width) + practice(report, seed: seed, width: width)
      + otherSheets(report, seed: seed)
  }

  private func sheetRanking(_ report: Report, seed: UInt64, width: Int) -> [String] {
    let kind = (report.rankingKind ?? .exam).word
    let rule = catalog.text("report.attempt.\((report.attemptRule ?? .first).rawValue)")
    var lines = [
      style.bold(catalog.text("report.sheet.\(kind)", String(seed), report.ranking.count, rule))
    ]
    guard !report.ranking.isEmpty else {
      return lines + [catalog.text(kind == "exam" ? "report.noExam" : "report.noRanking")]
    }
    let headers = ["report.column.score", "report.column.percent", "report.column.result"]
      .map { catalog.text($0) }
    let results = report.ranking.map(result)
    let resultWidth = max(
      DisplayWidth.of(headers[2]), results.map { DisplayWidth.of($0) }.max() ?? 0)
    lines.append(
      "     " + TextLayout.pad(catalog.text("report.column.judge"), width) + "  "
        + TextLayout.padLeft(headers[0], 7) + "  " + TextLayout.padLeft(headers[1], 6) + "  "
        + TextLayout.pad(headers[2], resultWidth) + "  "
        + TextLayout.padLeft(catalog.text("report.column.time"), 7) + "  "
        + catalog.text("report.column.limit"))
    for (entry, result) in zip(report.ranking, results) {
      let score = "\(entry.score ?? 0)/\(entry.maximum ?? 0)"
      let text =
        TextLayout.pad(result, resultWidth)
      let coloured =
        entry.isAbandoned
        ? style.yellow(text) : entry.passed == true ? style.green(text) : style.red(text)
      lines.append(
        TextLayout.padLeft("\(entry.rank).", 4) + " "
          + TextLayout.pad(
            TextWrapper.fit(Sanitizer.visible(entry.judge, limit: 24), width: width), width) + "  "
          + TextLayout.padLeft(score, 7) + "  " + TextLayout.padLeft(percent(entry.percent), 6)
          + "  " + coloured + "  " + TextLayout.padLeft(Self.duration(entry.seconds), 7) + "  "
          + (entry.limitMinutes.map { catalog.text("report.minutes", $0) } ?? "—"))
    }
    return lines
  }

  /// Practice quizzes of the exam's seed, by trainee: how many and the best score.
  private func practice(_ report: Report, seed: UInt64, width: Int) -> [String] {
    guard let practice = report.practice, !practice.isEmpty else { return [] }
    var lines = ["", style.bold(catalog.text("report.practice", String(seed), practice.count))]
    let headers = ["report.column.quizzes", "report.column.best", "report.column.score"].map {
      catalog.text($0)
    }
    lines.append(
      "     " + TextLayout.pad(catalog.text("report.column.judge"), width) + "  "
        + headers.map { TextLayout.padLeft($0, max(7, $0.count)) }.joined(separator: "  "))
    for entry in practice {
      let cells = [
        String(entry.quizzes), entry.bestPercent.map(percent) ?? "—",
        entry.bestScore.map { "\($0)/\(entry.maximum ?? 0)" } ?? "—",
      ]
      lines.append(
        "     " + TextLayout.pad(Sanitizer.visible(entry.judge, limit: 24), width) + "  "
          + zip(cells, headers).map { TextLayout.padLeft($0, max(7, $1.count)) }.joined(
            separator: "  "))
    }
    return lines
  }

  /// The own questions answered, one line each: set, hash, bar, share of the points, fully
  /// right of answered, title. The hash shows why an edited question has a line of its own.
  func ownQuestions(_ report: Report) -> [String] {
    guard let stats = report.ownQuestions, !stats.isEmpty else { return [] }
    var lines = [style.bold(catalog.text("report.own"))]
    let setWidth = min(24, stats.map { DisplayWidth.of(Sanitizer.visible($0.set)) }.max() ?? 0)
    for stat in stats {
      let (filled, empty) = chart.bar(stat.percent / 100, width: 10)
      let line =
        "  " + TextLayout.pad(Sanitizer.visible(stat.set, limit: 24), setWidth) + "  "
        + Sanitizer.visible(stat.hash, limit: 8) + "  " + style.green(filled) + style.dim(empty)
        + " " + TextLayout.padLeft(percent(stat.percent), 6) + "  "
        + TextLayout.padLeft("\(stat.fullyRight)/\(stat.answered)", 7) + "  "
        + Sanitizer.visible(stat.title, limit: 60)
      lines.append(self.width.map { TextWrapper.fit(line, width: $0) } ?? line)
    }
    return lines + [""]
  }

  /// A penalty of the edition in use, or of another edition (#48 in a 2024 session).
  func penalty(_ id: Int) -> Penalty? {
    rulebook.penalty(id: id) ?? editions.all.lazy.compactMap { $0.penalty(id: id) }.first
  }

  /// Passed, not passed, or abandoned with how far the trainee got.
  func result(_ entry: Report.Rank) -> String {
    if entry.isAbandoned {
      return catalog.text("report.sheet.abandoned", entry.answered ?? 0, entry.size ?? 0)
    }
    return catalog.text(entry.passed == true ? "history.passed" : "history.failed")
  }

  /// `6:05`, `1:02:03`: a time taken, as a clock shows it.
  package static func duration(_ seconds: Double) -> String {
    let total = seconds.isFinite ? Int(min(max(seconds, 0), 8_640_000).rounded()) : 0
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let tail = (rest < 10 ? "0" : "") + String(rest)
    if hours > 0 { return "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes):" + tail }
    return "\(minutes):" + tail
  }
}

extension Report {
  /// Why no penalty is listed as weak: none answered often enough yet, or none of those
  /// missed.
  var noWeakestKey: String {
    penalties.contains { $0.answered >= weakestMinimum }
      ? "report.weakest.noneMissed" : "report.weakest.none"
  }
}
