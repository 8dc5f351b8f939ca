import DiveQuizCore

/// The page's breakdown by kind of question: the class (or selection) by kind with a bar per
/// kind, then a table of trainees — or, on an exam sheet, of the ranked attempts in rank
/// order — with a column per kind. Left out when every question was a sanction question.
extension HTMLReport {
  func kinds(_ report: Report) -> String {
    guard KindBreakdownPresenter.isWorthShowing(report.kinds), let kinds = report.kinds else {
      return ""
    }
    let names = KindBreakdownPresenter(catalog: catalog, style: Style(enabled: false))
    func escaped(_ key: String) -> String { HTMLText.escape(catalog.text(key)) }
    func percent(_ value: Double) -> String {
      HTMLText.escape(TextLayout.percent(value, catalog))
    }
    var out =
      "<section id=\"kinds\"><h2>" + escaped("breakdown.report") + "</h2><table><thead><tr><th>"
      + escaped("breakdown.column.kind") + "</th>"
      + [
        "breakdown.column.questions", "breakdown.column.right", "breakdown.column.partly",
        "breakdown.column.wrong", "breakdown.column.skipped",
      ].map { "<th class=\"num\">" + escaped($0) + "</th>" }.joined() + "<th>"
      + escaped("report.column.percent") + "</th></tr></thead><tbody>"
    for stat in kinds {
      out +=
        "<tr><td class=\"name\">" + HTMLText.escape(names.name(stat.kind)) + "</td>"
        + [stat.questions, stat.right, stat.partlyRight, stat.wrong, stat.skipped].map {
          "<td class=\"num\">\($0)</td>"
        }.joined() + "<td class=\"share\">" + HTMLChart.bar(stat.percent / 100) + "<span>"
        + percent(stat.percent) + "</span></td></tr>"
    }
    out += "</tbody></table>"

    // One column per kind met in the selection, in the same order as the table above.
    let people: [(name: String, kinds: [Report.KindStat])] =
      report.seed != nil
      ? report.ranking.map { ($0.judge, $0.kinds ?? []) }
      : report.trainees.map { ($0.judge, $0.kinds ?? []) }
    let title = report.seed != nil ? "breakdown.sheet" : "breakdown.trainees"
    out +=
      "<h2>" + escaped(title) + "</h2><table class=\"kinds\"><thead><tr><th>"
      + escaped("report.column.judge") + "</th>"
      + kinds.map { "<th class=\"num\">" + HTMLText.escape(names.name($0.kind)) + "</th>" }
      .joined() + "</tr></thead><tbody>"
    for person in people where !person.kinds.isEmpty {
      out += "<tr><td class=\"name\">" + HTMLText.name(person.name) + "</td>"
      for kind in kinds {
        guard let stat = person.kinds.first(where: { $0.kind == kind.kind }) else {
          out += "<td class=\"num\">—</td>"
          continue
        }
        out +=
          "<td class=\"num\">" + percent(stat.percent) + " <small>(\(stat.questions))</small></td>"
      }
      out += "</tr>"
    }
    return out + "</tbody></table></section>"
  }
}

/// The page's table of own questions: one row per set and hash (an edited question has a row
/// of its own), with the share of the points as a bar. Left out when none was answered.
extension HTMLReport {
  func ownQuestions(_ report: Report) -> String {
    guard let stats = report.ownQuestions, !stats.isEmpty else { return "" }
    func escaped(_ key: String) -> String { HTMLText.escape(catalog.text(key)) }
    var out =
      "<section id=\"own\"><h2>" + escaped("report.own") + "</h2><table><thead><tr><th>"
      + escaped("html.own.set") + "</th><th>" + escaped("html.own.question")
      + "</th><th class=\"num\">" + escaped("breakdown.column.questions")
      + "</th><th class=\"num\">" + escaped("breakdown.column.right") + "</th><th>"
      + escaped("report.column.percent") + "</th></tr></thead><tbody>"
    for stat in stats {
      out +=
        "<tr><td class=\"name\">" + HTMLText.escape(Sanitizer.visible(stat.set, limit: 40))
        + " <small>" + HTMLText.escape(Sanitizer.visible(stat.hash, limit: 8)) + "</small></td>"
        + "<td>" + HTMLText.escape(Sanitizer.visible(stat.title, limit: 120)) + "</td>"
        + "<td class=\"num\">\(stat.answered)</td><td class=\"num\">\(stat.fullyRight)</td>"
        + "<td class=\"share\">" + HTMLChart.bar(stat.percent / 100) + "<span>"
        + HTMLText.escape(TextLayout.percent(stat.percent, catalog)) + "</span></td></tr>"
    }
    return out + "</tbody></table></section>"
  }
}
