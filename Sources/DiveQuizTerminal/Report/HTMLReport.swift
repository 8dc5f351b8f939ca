import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The instructor's report as one self-contained HTML page to print or send: the trainee
/// table, each trainee's monthly progress, the exam sheet of a seed, the results by kind of
/// question, the weakest penalties,
/// the sanctions confused and the owner mistakes, in the session's language.
///
/// Inline CSS and SVG only: no script, no web font, no link, so the page reads the same
/// offline, in a mail, and on paper (laid out for A4).
package struct HTMLReport: Sendable {
  package let catalog: Catalog
  /// The edition in use: its descriptions and rules name the weakest penalties.
  package let rulebook: Rulebook
  /// Every edition, for penalties the edition in use lacks.
  package let editions: RulebookEditions

  /// The page's title and subtitle; nil takes the defaults ("divequiz report" and the
  /// selection in words, in the session's language).
  package struct Titles: Equatable, Sendable {
    /// The longest title or subtitle, in characters: a heading, not a letter.
    package static let longest = 200
    package var title: String?
    package var subtitle: String?

    package init(title: String? = nil, subtitle: String? = nil) {
      self.title = title
      self.subtitle = subtitle
    }
  }

  /// The zone the page is dated in (with its offset).
  package var time = LocalTime.utc

  package init(catalog: Catalog, rulebook: Rulebook, editions: RulebookEditions? = nil) {
    self.catalog = catalog
    self.rulebook = rulebook
    self.editions = editions ?? RulebookEditions(single: rulebook)
  }

  /// The text report's presenter: the sheet's result words and the penalty look-up.
  private var presenter: ReportPresenter {
    ReportPresenter(
      catalog: catalog, rulebook: rulebook, editions: editions, style: Style(enabled: false))
  }

  private var passMark: Double { Quiz.passMark * 100 }
  private func text(_ key: String, _ arguments: any CustomStringConvertible...) -> String {
    HTMLText.escape(
      FormatString(catalog.lookup(key) ?? key).format(arguments.map(\.description)))
  }
  private func percent(_ value: Double?) -> String {
    value.map { HTMLText.escape(TextLayout.percent($0, catalog)) } ?? "—"
  }

  /// The whole page; `generated` is the time printed in its header; `due`, one trainee's
  /// schedule, follows their progress.
  package func render(
    _ report: Report, query: HistoryQuery, generated: Date, titles: Titles = Titles(),
    due schedule: Due? = nil
  ) -> String {
    let title = titles.title ?? catalog.text("html.title")
    var body = header(report, query: query, generated: generated, titles: titles)
    if report.quizzes == 0 {
      body += "<p>" + text("history.empty") + "</p>"
    } else {
      body += trainees(report) + progress(report) + due(schedule)
      if let seed = report.seed { body += sheet(report, seed: seed) }
      body += kinds(report) + ownQuestions(report) + weakest(report) + confusion(report)
    }
    body +=
      "<footer>divequiz · "
      + HTMLText.escape(rulebook.edition.title ?? rulebook.editionID.text) + "</footer>"
    return """
      <!DOCTYPE html>
      <html lang="\(HTMLText.escape(catalog.language))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLText.escape(title))</title>
      <style>
      \(HTMLStyle.css)
      </style>
      </head>
      <body>
      <main>
      \(body)
      </main>
      </body>
      </html>

      """
  }

  private func header(_ report: Report, query: HistoryQuery, generated: Date, titles: Titles)
    -> String
  {
    let words = selection(query)
    let subtitle = titles.subtitle ?? words
    let dated = time.minuteWithOffset(generated)
    return "<header><h1>" + HTMLText.escape(titles.title ?? catalog.text("html.title"))
      + "</h1><p class=\"subtitle\">" + HTMLText.escape(subtitle) + "</p><p class=\"meta\">"
      + text("html.summary", report.quizzes, report.answered, report.trainees.count, dated)
      + "</p>"
      + (titles.subtitle == nil
        ? "" : "<p class=\"meta\">" + text("html.selection", words) + "</p>")
      + editions(report) + "</header>"
  }

  /// Quizzes per edition: a class that trained on two editions sees it.
  private func editions(_ report: Report) -> String {
    guard !report.editions.isEmpty else { return "" }
    let counts = report.editions.map {
      catalog.text("report.editionCount", $0.edition, $0.quizzes)
    }
    return "<p class=\"meta\">" + text("report.editions", counts.joined(separator: ", ")) + "</p>"
  }

  /// The selection in words, in the session's language: "trainee Anne Marie · seed 4711 ·
  /// first attempt of each trainee"; "all stored quizzes" for everything.
  func selection(_ query: HistoryQuery) -> String {
    var words: [String] = []
    if let judge = query.judge { words.append(catalog.text("html.words.judge", judge)) }
    if let since = query.since {
      words.append(catalog.text("html.words.since", Timestamp.day(since)))
    }
    if let until = query.until {
      words.append(catalog.text("html.words.until", Timestamp.day(until)))
    }
    if let seed = query.seed { words.append(catalog.text("html.words.seed", String(seed))) }
    if let kind = query.kind { words.append(catalog.text("html.words.kind.\(kind.word)")) }
    if let edition = query.edition { words.append(catalog.text("html.words.edition", edition)) }
    if let last = query.last { words.append(catalog.text("html.words.last", last)) }
    if query.seed != nil {
      words.append(catalog.text("report.attempt.\((query.attempt ?? .first).rawValue)"))
    }
    return words.isEmpty ? catalog.text("html.words.all") : words.joined(separator: " · ")
  }

  private func headings(_ keys: [(String, Bool)]) -> String {
    "<thead><tr>"
      + keys.map { key, numeric in
        (numeric ? "<th class=\"num\">" : "<th>") + text(key) + "</th>"
      }.joined() + "</tr></thead>"
  }

  private func trainees(_ report: Report) -> String {
    var out =
      "<section id=\"trainees\"><h2>" + text("report.trainees") + "</h2><table>"
      + headings([
        ("report.column.judge", false), ("report.column.quizzes", true),
        ("report.column.exams", true), ("trainees.column.abandoned", true),
        ("report.column.average", true), ("report.column.best", true),
        ("report.column.passRate", true), ("report.column.lastActivity", false),
      ]) + "<tbody>"
    for trainee in report.trainees {
      out +=
        "<tr><td class=\"name\">" + HTMLText.name(trainee.judge) + "</td>"
        + [
          String(trainee.quizzes), String(trainee.exams), String(trainee.abandoned),
          percent(trainee.averagePercent), percent(trainee.bestPercent),
          percent(trainee.passRate),
        ].map { "<td class=\"num\">" + $0 + "</td>" }.joined()
        + "<td>" + HTMLText.escape(time.minute(stamp: trainee.lastQuiz)) + "</td></tr>"
    }
    return out + "</tbody></table></section>"
  }

  private func progress(_ report: Report) -> String {
    var out =
      "<section id=\"progress\"><h2>"
      + text("html.progress", TextLayout.percent(passMark, catalog)) + "</h2><div class=\"grid\">"
    for trainee in report.trainees {
      let name = HTMLText.name(trainee.judge)
      out += "<figure><figcaption>" + name
      if trainee.months.isEmpty {
        out += "</figcaption><p class=\"note\">" + text("html.progress.none") + "</p></figure>"
        continue
      }
      let label = catalog.text("html.progress.label", trainee.judge)
      out +=
        " <span>" + percent(trainee.averagePercent) + "</span></figcaption>"
        + HTMLChart.progress(trainee.months, passMark: passMark, label: label, catalog)
        + "</figure>"
    }
    return out + "</div></section>"
  }

  private func sheet(_ report: Report, seed: UInt64) -> String {

    let title = catalog.text(
      "report.sheet.\((report.rankingKind ?? .exam).word)", String(seed), report.ranking.count,
      catalog.text("report.attempt.\((report.attemptRule ?? .first).rawValue)"))
    var out = "<section id=\"sheet\"><h2>" + HTMLText.escape(title) + "</h2>"
    guard !report.ranking.isEmpty else {
      let none = report.rankingKind == .quiz ? "report.noRanking" : "report.noExam"
      return out + "<p>" + text(none) + "</p></section>" + practice(report, seed: seed)
        + otherSheets(report, seed: seed)
    }
    out +=
      HTMLChart.sheet(report.ranking, passMark: passMark, label: title, catalog) + "<table>"
      + headings([
        ("html.column.rank", true), ("report.column.judge", false), ("report.column.score", true),
        ("report.column.percent", true), ("report.column.result", false),
        ("report.column.time", true), ("report.column.limit", true),
      ]) + "<tbody>"
    for entry in report.ranking {
      let result = entry.isAbandoned ? "abandoned" : entry.passed == true ? "passed" : "failed"
      out +=
        "<tr><td class=\"num\">\(entry.rank)</td><td class=\"name\">"
        + HTMLText.name(entry.judge) + "</td><td class=\"num\">"
        + "\(entry.score ?? 0)/\(entry.maximum ?? 0)</td><td class=\"num\">"
        + percent(entry.percent) + "</td><td class=\"\(result)\">"
        + HTMLText.escape(presenter.result(entry)) + "</td><td class=\"num\">"
        + ReportPresenter.duration(entry.seconds) + "</td><td class=\"num\">"
        + (entry.limitMinutes.map { text("report.minutes", $0) } ?? "—") + "</td></tr>"
    }
    return out + "</tbody></table></section>" + practice(report, seed: seed)
      + otherSheets(report, seed: seed)
  }

  /// Practice of the exam's seed: counted apart, never ranked.
  private func practice(_ report: Report, seed: UInt64) -> String {
    guard let practice = report.practice, !practice.isEmpty else { return "" }
    var out =
      "<section id=\"practice\"><h2>" + text("report.practice", String(seed), practice.count)
      + "</h2><table>"
      + headings([
        ("report.column.judge", false), ("report.column.quizzes", true),
        ("report.column.best", true), ("report.column.score", true),
      ]) + "<tbody>"
    for entry in practice {
      out +=
        "<tr><td class=\"name\">" + HTMLText.escape(entry.judge) + "</td><td class=\"num\">"
        + "\(entry.quizzes)</td><td class=\"num\">" + percent(entry.bestPercent)
        + "</td><td class=\"num\">"
        + (entry.bestScore.map { "\($0)/\(entry.maximum ?? 0)" } ?? "—") + "</td></tr>"
    }
    return out + "</tbody></table></section>"
  }

  private func weakest(_ report: Report) -> String {
    var out =
      "<section id=\"weakest\"><h2>" + text("report.weakest", report.weakestMinimum) + "</h2>"
    guard !report.weakest.isEmpty else {
      return out + "<p>" + text(report.noWeakestKey, report.weakestMinimum) + "</p></section>"
    }
    out +=
      "<table>"
      + headings([
        ("html.column.penalty", false), ("html.column.right", false),
        ("html.column.answers", true), ("html.column.description", false),
        ("html.column.rules", false),
      ]) + "<tbody>"
    for stat in report.weakest.prefix(10) {
      let penalty = presenter.penalty(stat.penaltyID)
      out +=
        "<tr><td class=\"num\">#\(stat.penaltyID)</td><td class=\"share\">"
        + HTMLChart.bar(stat.percentRight / 100) + "<span>" + percent(stat.percentRight) + "</span>"
        + "</td><td class=\"num\">\(stat.fullyRight)/\(stat.answered)</td><td class=\"desc\">"
        + HTMLText.escape(penalty?.description(catalog) ?? "?") + "</td><td class=\"rules\">"
        + HTMLText.escape(penalty?.rulesText(catalog) ?? "") + "</td></tr>"
    }
    return out + "</tbody></table></section>"
  }

  private func confusion(_ report: Report) -> String {
    let skip = text("report.skipColumn")
    var out =
      "<section id=\"confusion\"><h2>" + text("report.confusion") + "</h2>"
      + "<table class=\"confusion\"><thead><tr><th class=\"code\"></th>"
      + Sanction.allCases.map { "<th>\($0.rawValue)</th>" }.joined() + "<th>" + skip
      + "</th></tr></thead><tbody>"
    for (code, row) in report.confusion.counts.enumerated() {
      let total = max(1, row.reduce(0, +))
      out += "<tr><td class=\"code\">\(code)</td>"
      for (column, count) in row.enumerated() {
        // Shade by the share of the row: right answers green, confusions orange.
        let share = Double(count) / Double(total)
        let colour = column == code ? "47,133,90" : "221,107,32"
        let shade =
          count == 0
          ? "" : " style=\"background: rgba(\(colour),\(HTMLText.coordinate(0.12 + share * 0.6)))\""
        out += "<td\(shade)>\(count)</td>"
      }
      out += "</tr>"
    }
    out += "</tbody></table><ul class=\"legend\">"
    for sanction in Sanction.allCases {
      out += "<li><b>\(sanction.rawValue)</b>" + HTMLText.escape(sanction.label(catalog)) + "</li>"
    }
    return out + "</ul><p>" + text("report.ownerMistakes", report.ownerMistakes) + "</p></section>"
  }
}
