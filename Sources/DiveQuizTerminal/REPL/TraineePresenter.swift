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
    let nameHeader = catalog.text("report.column.judge")
    let width = max(
      DisplayWidth.of(nameHeader),
      min(24, trainees.map { DisplayWidth.of($0.judge) }.max() ?? 0))
    let headers = [
      // Abandoned attempts are counted among the quizzes and exams: the header says so.
      "report.column.quizzes", "report.column.exams", "trainees.column.abandoned",
      "report.column.average", "report.column.passRate",
    ].map { catalog.text($0) }
    let cells = headers.map { max(DisplayWidth.of($0), 6) }
    var rows = [[nameHeader] + headers + [catalog.text("report.column.lastActivity")]]
    for trainee in trainees {
      let values = [
        String(trainee.quizzes), String(trainee.exams), String(trainee.abandoned),
        trainee.averagePercent.map(percent) ?? "—", trainee.passRate.map(percent) ?? "—",
      ]
      let last = time.minute(stamp: trainee.lastQuiz)
      rows.append([Sanitizer.visible(trainee.judge, limit: 24)] + values + [last])
    }
    // Names and headers give way to fit the width; figures and dates keep theirs.
    let figures = (1...5).map { column in
      rows.dropFirst().map { DisplayWidth.of($0[column]) }.max() ?? 1
    }
    let table = TextTable(
      [.init(shrinks: true, minimum: 8, natural: width, priority: 1)]
        + zip(figures, cells).map { .init(.right, shrinks: true, minimum: max(4, $0), natural: $1) }
        + [.init(shrinks: true, minimum: 10, priority: 2)])
    let rendered = table.render(rows, width: self.width)
    var lines = [style.bold(rendered[0])] + rendered.dropFirst()
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
  func spelling(_ spelling: TrainerService.Spelling) -> String {
    switch spelling {
    case .sameTrainee(let stored, let quizzes):
      return catalog.text("judge.sameTrainee", TraineeName.visible(stored), quizzes) + "\n"
    case .closeTo(let names):
      return catalog.text("judge.newSuggest", self.names(names)) + "\n"
    }
  }
}
