import DiveQuizCore

/// The page's schedule section, for a report of one trainee: what `due` shows in the
/// terminal — the items due today and on each of the next 14 days, then the recall the model
/// predicts now by kind — so an instructor sees on paper when the trainee should train next.
extension HTMLReport {
  /// One trainee's schedule and the items it counts (`TraineeCoach.scheduledItems`).
  package struct Due: Sendable {
    package var schedule: MemorySchedule
    package var items: [MemoryItem]
    package var judge: String

    package init(schedule: MemorySchedule, items: [MemoryItem], judge: String) {
      self.schedule = schedule
      self.items = items
      self.judge = judge
    }
  }

  func due(_ due: Due?) -> String {
    guard let due else { return "" }
    let schedule = due.schedule
    let counts = schedule.dueCounts(among: due.items)
    let target = TextLayout.percent(schedule.target * 100, catalog)
    var out =
      "<section id=\"due\"><h2>"
      + HTMLText.escape(catalog.text("due.title", due.judge, counts.first ?? 0, target))
      + "</h2>"
    guard !schedule.cards.isEmpty else {
      return out + "<p class=\"note\">" + HTMLText.escape(catalog.text("due.none", due.items.count))
        + "</p></section>"
    }
    let label = catalog.text("due.chart", MemorySchedule.horizon)
    let days = counts.indices.map { offset in
      offset == 0 ? catalog.text("due.today") : DuePresenter.date(schedule.today + offset)
    }
    out +=
      "<figure><figcaption>" + HTMLText.escape(label) + "</figcaption>"
      + HTMLChart.due(counts, days: days, label: label) + "</figure>"
    let names = DuePresenter(catalog: catalog, style: Style(enabled: false))
    out +=
      "<table><caption>" + HTMLText.escape(catalog.text("due.recall")) + "</caption><tbody>"
    for row in schedule.recallByTopic(among: due.items) {
      out +=
        "<tr><td class=\"name\">" + HTMLText.escape(names.label(row.topic)) + "</td>"
        + "<td class=\"share\">" + HTMLChart.bar(row.recall ?? 0) + "<span>"
        + (row.recall.map { HTMLText.escape(TextLayout.percent($0 * 100, catalog)) } ?? "—")
        + "</span></td><td>"
        + HTMLText.escape(catalog.text("due.answered", row.answered, row.total)) + "</td></tr>"
    }
    return out + "</tbody></table></section>"
  }
}

extension HTMLChart {
  /// One column per day, today first, scaled to the busiest day; `days` label them.
  static func due(_ counts: [Int], days: [String], label: String) -> String {
    let (left, top, width, height) = (8.0, 14.0, 664.0, 70.0)
    let largest = Double(max(1, counts.max() ?? 1))
    let slot = width / Double(max(counts.count, 1))
    let barWidth = min(slot * 0.7, 30)
    var out =
      "<svg class=\"due\" viewBox=\"0 0 680 112\" role=\"img\" aria-label=\""
      + HTMLText.escape(label) + "\">"
    for (index, count) in counts.enumerated() {
      let x = left + slot * Double(index) + (slot - barWidth) / 2
      let barHeight = height * Double(count) / largest
      let day = index < days.count ? days[index] : ""
      out +=
        "<rect x=\"\(HTMLText.coordinate(x))\" y=\"\(HTMLText.coordinate(top + height - barHeight))\" "
        + "width=\"\(HTMLText.coordinate(barWidth))\" height=\"\(HTMLText.coordinate(barHeight))\" "
        + "fill=\"\(index == 0 ? below : pass)\"><title>" + HTMLText.escape(day + ": \(count)")
        + "</title></rect>"
        + "<text x=\"\(HTMLText.coordinate(x + barWidth / 2))\" "
        + "y=\"\(HTMLText.coordinate(top + height - barHeight - 3))\" class=\"value\" "
        + "text-anchor=\"middle\">\(count)</text>"
      // Day labels under today and every other day, the date's month and day only.
      if index % 2 == 0 {
        let short = index == 0 ? day : String(day.suffix(5))
        out +=
          "<text x=\"\(HTMLText.coordinate(x + barWidth / 2))\" y=\"100\" class=\"axis\" "
          + "text-anchor=\"middle\">" + HTMLText.escape(short) + "</text>"
      }
    }
    return out + "</svg>"
  }
}
