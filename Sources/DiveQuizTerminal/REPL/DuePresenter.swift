import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `due`: how many items the schedule has due today and on each of the next 14 days, as
/// bars, and the recall the model predicts now for each kind of question.
package struct DuePresenter: Sendable {
  package let catalog: Catalog
  package let style: Style
  package let chart: Chart
  package var width: Int?

  package init(catalog: Catalog, style: Style, unicode: Bool = false) {
    self.catalog = catalog
    self.style = style
    self.chart = Chart(unicode: unicode)
  }

  /// `2026-11-28`: a local day given as days since 1970 (the schedule's days are local).
  static func date(_ day: Int) -> String {
    LocalTime.utc.day(Date(timeIntervalSince1970: Double(day) * 86_400))
  }

  /// The label of a topic: the kind of question that asks it, as every other listing names it.
  func label(_ topic: MemoryItem.Topic) -> String {
    catalog.text("kinds.kind." + (topic == .key ? QuestionKind.sanction.rawValue : topic.rawValue))
  }

  package func due(_ schedule: MemorySchedule, items: [MemoryItem], judge: String) -> String {
    let counts = schedule.dueCounts(among: items)
    let target = TextLayout.percent(schedule.target * 100, catalog)
    var lines = [
      style.bold(catalog.text("due.title", TraineeName.visible(judge), counts[0], target))
    ]
    guard !schedule.cards.isEmpty else {
      lines.append(catalog.text("due.none", items.count))
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append(catalog.text("due.chart", MemorySchedule.horizon))
    let largest = max(1, counts.max() ?? 1)
    let barWidth = max(10, min(40, (width ?? 80) - 20))
    let today = catalog.text("due.today")
    let labelWidth = max(10, DisplayWidth.of(today))
    for (offset, count) in counts.enumerated() {
      let label = offset == 0 ? today : Self.date(schedule.today + offset)
      let bar = chart.bar(Double(count) / Double(largest), width: barWidth)
      lines.append(
        TextLayout.pad(label, labelWidth) + "  " + style.cyan(bar.filled) + style.dim(bar.empty)
          + "  " + TextLayout.padLeft(String(count), 3))
    }
    lines.append("")
    lines.append(catalog.text("due.recall"))
    let rows = schedule.recallByTopic(among: items).map { row in
      [
        label(row.topic),
        row.recall.map { TextLayout.percent($0 * 100, catalog) } ?? "—",
        catalog.text("due.answered", row.answered, row.total),
      ]
    }
    let table = TextTable([.init(shrinks: true, minimum: 8), .init(.right), .init(shrinks: true)])
    lines += table.render(rows, width: width)
    lines.append("")
    lines.append(catalog.text(counts[0] > 0 ? "due.hint" : "due.hintNone"))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every answered item with its memory, for scripts (the simulation's calibration reads it).
  package static func json(_ schedule: MemorySchedule, items: [MemoryItem], judge: String)
    -> String
  {
    func number(_ value: Double) -> String {
      guard value.isFinite else { return "null" }
      return String((value * 10_000).rounded() / 10_000)
    }
    let counts = schedule.dueCounts(among: items)
    var out = "{\"judge\":" + JSONText.quote(judge) + ",\"today\":\"" + date(schedule.today)
    out += "\",\"target\":" + number(schedule.target) + ",\"pace\":" + number(schedule.curve.scale)
    out += ",\"power\":" + number(schedule.curve.decay) + ",\"growth\":"
    out += number(schedule.curve.growth) + ",\"lapse\":" + number(schedule.curve.lapse)
    out += ",\"due\":["
    out += counts.map(String.init).joined(separator: ",") + "],\"items\":["
    var first = true
    for item in items {
      guard let card = schedule.cards[item], let recall = schedule.recall(item),
        let day = schedule.dueDay(item)
      else { continue }
      out += (first ? "" : ",") + "{\"topic\":\"" + item.topic.rawValue + "\",\"subject\":"
      out += JSONText.quote(item.subject) + ",\"recall\":" + number(recall)
      out += ",\"stability\":" + number(card.state.stability) + ",\"difficulty\":"
      out += number(card.state.difficulty) + ",\"answers\":\(card.answers),\"last\":\""
      out += date(card.lastDay) + "\",\"due\":\"" + date(day) + "\"}"
      first = false
    }
    return out + "]}\n"
  }
}
