import DiveQuizCore

/// The page's list of a seed's quizzes with other questions than the sheet's (another
/// number of questions, kind, filter or edition): after the sheet and its practice, a row per
/// attempt under its shape, never ranked with the sheet.
extension HTMLReport {
  func otherSheets(_ report: Report, seed: UInt64) -> String {
    guard let others = report.otherSheets, !others.isEmpty, let shape = report.sheet else {
      return ""
    }
    func escaped(_ key: String, _ arguments: any CustomStringConvertible...) -> String {
      HTMLText.escape(FormatString(catalog.lookup(key) ?? key).format(arguments.map(\.description)))
    }
    let presenter = ReportPresenter(
      catalog: catalog, rulebook: rulebook, editions: editions, style: Style(enabled: false))
    let kind = (report.rankingKind ?? .exam).word
    var out =
      "<section id=\"other-sheets\"><h2>" + escaped("report.otherSheets.\(kind)", String(seed))
      + "</h2><p>"
      + escaped("report.sheetShape", ReportPresenter.describe(shape, catalog))
      + "</p><table><thead><tr><th>" + escaped("html.column.sheet") + "</th><th>"
      + escaped("report.column.judge") + "</th><th class=\"num\">"
      + escaped("report.column.score") + "</th><th>" + escaped("report.column.result")
      + "</th></tr></thead><tbody>"
    for other in others {
      let words = HTMLText.escape(ReportPresenter.describe(other.shape, against: shape, catalog))
      for entry in other.ranking {
        let result = entry.isAbandoned ? "abandoned" : entry.passed == true ? "passed" : "failed"
        out +=
          "<tr><td>" + words + "</td><td class=\"name\">" + HTMLText.name(entry.judge)
          + "</td><td class=\"num\">\(entry.score ?? 0)/\(entry.maximum ?? 0)</td><td class=\""
          + result + "\">" + HTMLText.escape(presenter.result(entry)) + "</td></tr>"
      }
      if other.practiceQuizzes > 0 {
        out +=
          "<tr><td>" + words + "</td><td colspan=\"3\">"
          + escaped("report.otherSheets.practice", other.practiceQuizzes) + "</td></tr>"
      }
    }
    return out + "</tbody></table></section>"
  }
}
