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
      catalog.text("report.editionCount", Sanitizer.visible($0.edition.text, limit: 16), $0.quizzes)
    }
    lines.append(catalog.text("report.editions", counts.joined(separator: ", ")))
    // Another file's ids are not divequiz's penalties: its quizzes are counted apart.
    for file in report.rulesFiles ?? [] {
      lines.append(
        catalog.text(
          "report.rulesFile", Sanitizer.visible(file.name, limit: 60),
          Sanitizer.visible(file.hash, limit: 16), file.quizzes, file.answered))
    }
    lines.append("")

    lines.append(style.bold(catalog.text("report.trainees")))
    let width = max(
      DisplayWidth.of(catalog.text("report.column.judge")),
      min(TraineeName.cellLength, report.trainees.map { DisplayWidth.of($0.judge) }.max() ?? 0))
    let header = [
      "report.column.judge", "report.column.completed", "report.column.abandoned",
      "report.column.average", "report.column.best", "report.column.passRate",
      "report.column.last",
    ].map { catalog.text($0) }
    let rows = report.trainees.map { trainee in
      [
        TraineeName.inCell(trainee.judge), String(trainee.completed),
        String(trainee.abandoned), trainee.averagePercent.map(percent) ?? "—",
        trainee.bestPercent.map(percent) ?? "—", trainee.passRate.map(percent) ?? "—",
        time.day(stamp: trainee.lastQuiz),
      ]
    }
    // Nothing is cut: when the columns do not fit, each trainee's figures stack under the
    // name as "HEADER value" pairs.
    let table = TextTable(
      [.init(natural: width)] + (1...5).map { _ in .init(.right, natural: 7) } + [.init()],
      header: header, stack: [[0], Array(1...6)])
    let layout = table.layout(rows, width: self.width)
    lines += table.headerLine(layout).map { [$0] } ?? []
    for (trainee, row) in zip(report.trainees, rows) {
      lines += table.lines(row, layout)
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
      let table = TextTable(
        [.init(.right, natural: 4), .init(natural: width), .init(.right, natural: 6), .init()],
        stack: [[0, 1], [2, 3]])
      lines += table.render(
        report.ranking.map { entry in
          [
            "\(entry.rank).", TraineeName.inCell(entry.judge), percent(entry.percent),
            catalog.text("report.seconds", TextLayout.number(entry.seconds, catalog)),
          ]
        }, width: self.width)
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
    let header = [
      "", catalog.text("report.column.judge"), catalog.text("report.column.score"),
      catalog.text("report.column.percent"), catalog.text("report.column.result"),
      catalog.text("report.column.time"), catalog.text("report.column.limit"),
    ]
    let rows = report.ranking.map { entry in
      [
        "\(entry.rank).", TraineeName.inCell(entry.judge),
        "\(entry.score ?? 0)/\(entry.maximum ?? 0)", percent(entry.percent), result(entry),
        Self.duration(entry.seconds),
        entry.limitMinutes.map { catalog.text("report.minutes", $0) } ?? "—",
      ]
    }
    // Nothing is cut: when the columns do not fit, each attempt's figures stack under the
    // rank and name as "HEADER value" pairs.
    let table = TextTable(
      [
        .init(.right, natural: 4), .init(natural: width), .init(.right, natural: 7),
        .init(.right, natural: 6, labelled: false), .init(), .init(.right, natural: 7), .init(),
      ], header: header, stack: [[0, 1], Array(2...6)])
    let layout = table.layout(rows, width: self.width)
    lines += table.headerLine(layout).map { [$0] } ?? []
    for (entry, row) in zip(report.ranking, rows) {
      // The result in its colour, placed where the layout put it.
      let result = row[4]
      let coloured =
        entry.isAbandoned
        ? style.yellow(result) : entry.passed == true ? style.green(result) : style.red(result)
      lines += table.lines(row, layout).map {
        $0.replacing(result, with: coloured, maxReplacements: 1)
      }
    }
    return lines
  }

  /// Practice quizzes of the exam's seed, by trainee: how many and the best score.
  private func practice(_ report: Report, seed: UInt64, width: Int) -> [String] {
    guard let practice = report.practice, !practice.isEmpty else { return [] }
    let lines = ["", style.bold(catalog.text("report.practice", String(seed), practice.count))]
    let header = [
      "", catalog.text("report.column.judge"), catalog.text("report.column.quizzes"),
      catalog.text("report.column.best"), catalog.text("report.column.score"),
    ]
    let rows = practice.map { entry in
      [
        "", TraineeName.inCell(entry.judge), String(entry.quizzes),
        entry.bestPercent.map(percent) ?? "—",
        entry.bestScore.map { "\($0)/\(entry.maximum ?? 0)" } ?? "—",
      ]
    }
    let table = TextTable(
      [.init(natural: 3), .init(natural: width)] + (2...4).map { _ in .init(.right, natural: 7) },
      header: header, stack: [[1], [2, 3, 4]])
    return lines + table.render(rows, width: self.width)
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
