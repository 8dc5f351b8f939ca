/// Renders the class list of `trainees`: one line per trainee, names merged as `NameKey`
/// compares them and shown as last spelled.
public struct TraineePresenter: Sendable {
  public let catalog: Catalog
  public let style: Style

  public init(catalog: Catalog, style: Style) {
    self.catalog = catalog
    self.style = style
  }

  private func percent(_ value: Double) -> String { TextLayout.percent(value, catalog) }

  /// One line per trainee under a header, then how many there are.
  public func list(_ trainees: [Report.Trainee]) -> String {
    guard !trainees.isEmpty else { return catalog.text("history.empty") + "\n" }
    let nameHeader = catalog.text("report.column.judge")
    let width = max(nameHeader.count, min(24, trainees.map(\.judge.count).max() ?? 0))
    let headers = [
      "report.column.quizzes", "report.column.exams", "report.column.abandoned",
      "report.column.average", "report.column.passRate",
    ].map { catalog.text($0) }
    let cells = headers.map { max($0.count, 6) }
    var lines = [
      style.bold(
        TextLayout.pad(nameHeader, width) + "  "
          + zip(headers, cells).map { TextLayout.padLeft($0, $1) }.joined(separator: "  ") + "  "
          + catalog.text("report.column.lastActivity"))
    ]
    for trainee in trainees {
      let values = [
        String(trainee.quizzes), String(trainee.exams), String(trainee.abandoned),
        trainee.averagePercent.map(percent) ?? "—", trainee.passRate.map(percent) ?? "—",
      ]
      lines.append(
        TextLayout.pad(Sanitizer.visible(trainee.judge, limit: 24), width) + "  "
          + zip(values, cells).map { TextLayout.padLeft($0, $1) }.joined(separator: "  ") + "  "
          + Self.minute(trainee.lastQuiz))
    }
    lines.append(catalog.text("trainees.count", trainees.count))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `2026-11-21 19:04` from a stored timestamp.
  static func minute(_ timestamp: String) -> String {
    guard timestamp.count >= 16 else { return timestamp }
    return String(timestamp.prefix(10)) + " " + String(timestamp.dropFirst(11).prefix(5))
  }
}
