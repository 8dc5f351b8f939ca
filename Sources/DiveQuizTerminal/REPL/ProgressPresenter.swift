import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Renders one trainee's progress chart and the figures a trainee asks first.
package struct ProgressPresenter: Sendable {
  package let catalog: Catalog
  package let style: Style
  package let chart: Chart
  /// Dates in the trainee's time zone.
  package var time = LocalTime.utc
  /// The console width: fewer columns on a narrow terminal (nil: the latest 60).
  package var width: Int?

  package init(catalog: Catalog, style: Style, unicode: Bool = false) {
    self.catalog = catalog
    self.style = style
    self.chart = Chart(unicode: unicode)
  }

  private func percent(_ value: Double) -> String { TextLayout.percent(value, catalog) }

  /// Quizzes drawn as columns: the latest ones.
  package static let shown = 60

  /// One trainee's completed quizzes over time: a column per quiz (the latest 60) against the
  /// pass mark, with the figures a trainee asks first.
  package func progress(_ records: [QuizRecord], judge: String) -> String {
    let completed = records.filter { $0.status == .completed }
    return progress(
      latest: Array(completed.suffix(Self.shown)), completed: completed.count, judge: judge)
  }

  /// The chart from the latest completed quizzes (oldest first) and how many there are in all.
  package func progress(
    latest: [QuizRecord], completed: Int, judge: String, kinds: [Report.KindStat] = []
  ) -> String {
    guard let last = latest.last else {
      return catalog.text("progress.none", TraineeName.visible(judge)) + "\n"
    }
    // The latest that fit the width, at most `shown`.
    let shown = Array(latest.suffix(min(Self.shown, max(10, (width ?? 66) - 6))))
    let values = shown.map(\.percentage)
    var lines = [
      style.bold(
        catalog.text("progress.title", TraineeName.visible(judge), completed, shown.count)),
      "",
    ]
    lines += chart.columns(values, height: 10, mark: Quiz.passMark * 100).map { style.cyan($0) }
    let from = time.day(shown.first?.start ?? last.start)
    let to = time.day(last.start)
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
    lines += KindBreakdownPresenter(catalog: catalog, style: style, width: width).section(
      progress: kinds, completed: completed)
    return lines.joined(separator: "\n") + "\n"
  }
}
