import DiveQuizCore
import DiveQuizService

/// Renders the class list of `trainees`: one line per trainee, names merged as `NameKey`
/// compares them and as the instructor merged them, shown as `TraineeNames` shows them.
package struct TraineePresenter: Sendable {
  package let catalog: Catalog
  package let style: Style
  /// Dates in the reader's time zone.
  package var time = LocalTime.utc
  /// The console width the list fits (nil: not fitted).
  package var width: Int?

  package init(catalog: Catalog, style: Style) {
    self.catalog = catalog
    self.style = style
  }

  private func percent(_ value: Double) -> String { TextLayout.percent(value, catalog) }

  /// One line per trainee under a header, then how many there are, and which names the
  /// instructor merged into which (`merged`: spelling, trainee).
  package func list(_ trainees: [Report.Trainee], merged: [(String, String)] = []) -> String {
    guard !trainees.isEmpty else { return catalog.text("history.empty") + "\n" }
    let header =
      [catalog.text("report.column.judge")]
      + [
        // Abandoned attempts are counted among the quizzes and exams: the header says so.
        "report.column.quizzes", "report.column.exams", "trainees.column.abandoned",
        "report.column.average", "report.column.passRate", "report.column.lastActivity",
      ].map { catalog.text($0) }
    let rows = trainees.map { trainee in
      [
        TraineeName.inCell(trainee.judge), String(trainee.quizzes),
        String(trainee.exams), String(trainee.abandoned),
        trainee.averagePercent.map(percent) ?? "—", trainee.passRate.map(percent) ?? "—",
        time.minute(stamp: trainee.lastQuiz),
      ]
    }
    // Nothing is cut: when the columns do not fit, each trainee's name stands on a line of
    // its own with the figures and the date under it as "HEADER value" pairs.
    let table = TextTable(
      [.init()] + (1...5).map { _ in .init(.right, natural: 6) } + [.init()], header: header,
      stack: [[0], Array(1...6)])
    let layout = table.layout(rows, width: self.width)
    var lines = table.headerLine(layout).map { [style.bold($0)] } ?? []
    lines += rows.flatMap { table.lines($0, layout) }
    // The kinds under the table they break down, the count and the merges closing the list.
    let kinds = KindBreakdownPresenter(catalog: catalog, style: style, width: self.width)
      .section(trainees)
    lines += kinds.isEmpty ? [] : kinds + [""]
    lines.append(catalog.text("trainees.count", trainees.count))
    for (name, target) in merged {
      lines.append(
        catalog.text("trainees.mergedNote", TraineeName.visible(name), TraineeName.visible(target)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The question before a merge: which names count as which trainee from now on.
  func mergeQuestion(_ plan: NameDesk.Plan) -> String {
    catalog.text("trainees.merge.confirm", names(plan.sources), TraineeName.visible(plan.target))
  }

  /// What a rename, merge or unmerge did.
  func changed(_ change: NameChange, _ plan: NameDesk.Plan) -> String {
    let key: String
    switch change {
    case .rename: key = "trainees.renamed"
    case .merge: key = "trainees.merged"
    case .unmerge: key = "trainees.unmerged"
    }
    return catalog.text(key, names(plan.sources), TraineeName.visible(plan.target)) + "\n"
  }

  private func names(_ names: [String]) -> String {
    names.map(TraineeName.visible).joined(separator: ", ")
  }

  /// After `judge NAME`: the stored trainee a new spelling belongs to, or the close names.
  func spelling(_ spelling: InstructorDesk.Spelling) -> String {
    switch spelling {
    case .sameTrainee(let stored, let quizzes):
      return catalog.text("judge.sameTrainee", TraineeName.visible(stored), quizzes) + "\n"
    case .closeTo(let names):
      return catalog.text("judge.newSuggest", self.names(names)) + "\n"
    }
  }
}
