import DiveQuizCore

/// Inline SVG charts for the printable report: drawn as markup in the page, so they need no
/// script, no image file and no network, and print as sharp as the text.
enum HTMLChart {
  static let pass = "#2f855a"
  static let below = "#dd6b20"
  static let abandoned = "#a0aec0"
  static let ink = "#1a202c"

  /// One column per month (the last twelve), 0–100 %, with a dashed line at the pass mark.
  ///
  /// - Parameter label: says what the chart shows, for screen readers and hover.
  static func progress(
    _ months: [Report.Month], passMark: Double, label: String, _ catalog: Catalog
  )
    -> String
  {
    let shown = Array(months.suffix(12))
    let (left, top, width, height) = (26.0, 8.0, 226.0, 78.0)
    func y(_ percent: Double) -> Double { top + height * (1 - min(100, max(0, percent)) / 100) }
    var out =
      "<svg class=\"progress\" viewBox=\"0 0 260 112\" role=\"img\" aria-label=\""
      + HTMLText.escape(label) + "\">"
    for mark in [0.0, 50, 100] {
      out +=
        "<text x=\"\(HTMLText.coordinate(left - 4))\" y=\"\(HTMLText.coordinate(y(mark) + 3))\" "
        + "class=\"axis\" text-anchor=\"end\">\(Int(mark))</text>"
        + line(left, y(mark), left + width, y(mark), stroke: "#e2e8f0")
    }
    let slot = width / Double(max(shown.count, 1))
    let barWidth = min(slot * 0.7, 28)
    for (index, month) in shown.enumerated() {
      let x = left + slot * Double(index) + (slot - barWidth) / 2
      let barTop = y(month.averagePercent)
      let colour = month.averagePercent >= passMark ? pass : below
      out +=
        "<rect x=\"\(HTMLText.coordinate(x))\" y=\"\(HTMLText.coordinate(barTop))\" "
        + "width=\"\(HTMLText.coordinate(barWidth))\" "
        + "height=\"\(HTMLText.coordinate(y(0) - barTop))\" fill=\"\(colour)\"><title>"
        + HTMLText.escape(
          month.month + ": " + TextLayout.percent(month.averagePercent, catalog) + " ("
            + String(month.quizzes) + ")") + "</title></rect>"
      if shown.count <= 8 {
        out +=
          "<text x=\"\(HTMLText.coordinate(x + barWidth / 2))\" "
          + "y=\"\(HTMLText.coordinate(barTop - 2))\" class=\"value\" text-anchor=\"middle\">"
          + HTMLText.escape(TextLayout.number(month.averagePercent, catalog)) + "</text>"
      }
      // Month labels under the first and the last column, and every third one between.
      if index == 0 || index == shown.count - 1 || (shown.count > 4 && index % 3 == 0) {
        out +=
          "<text x=\"\(HTMLText.coordinate(x + barWidth / 2))\" y=\"100\" class=\"axis\" "
          + "text-anchor=\"middle\">" + HTMLText.escape(month.month) + "</text>"
      }
    }
    out += line(left, y(passMark), left + width, y(passMark), stroke: ink, dashed: true)
    return out + "</svg>"
  }

  /// One bar per trainee of the exam sheet, their percentage against the pass mark.
  static func sheet(_ entries: [Report.Rank], passMark: Double, label: String, _ catalog: Catalog)
    -> String
  {
    let rowHeight = 18.0
    let (nameWidth, barSpan) = (170.0, 440.0)
    let height = Double(entries.count) * rowHeight + 22
    var out =
      "<svg class=\"sheet\" viewBox=\"0 0 680 \(HTMLText.coordinate(height))\" role=\"img\" "
      + "aria-label=\"" + HTMLText.escape(label) + "\">"
    for (index, entry) in entries.enumerated() {
      let y = 16 + Double(index) * rowHeight
      let width = barSpan * min(100, max(0, entry.percent)) / 100
      let colour = entry.isAbandoned ? abandoned : entry.passed == true ? pass : below
      out +=
        "<text x=\"\(HTMLText.coordinate(nameWidth - 8))\" y=\"\(HTMLText.coordinate(y + 12))\" "
        + "class=\"name\" text-anchor=\"end\">"
        + HTMLText.escape("\(entry.rank). " + entry.judge) + "</text>"
        + "<rect x=\"\(HTMLText.coordinate(nameWidth))\" y=\"\(HTMLText.coordinate(y + 2))\" "
        + "width=\"\(HTMLText.coordinate(max(width, 1)))\" height=\"12\" fill=\"\(colour)\"/>"
        + "<text x=\"\(HTMLText.coordinate(nameWidth + width + 4))\" "
        + "y=\"\(HTMLText.coordinate(y + 12))\" class=\"value\">"
        + HTMLText.escape(TextLayout.percent(entry.percent, catalog)) + "</text>"
    }
    let x = nameWidth + barSpan * passMark / 100
    out +=
      line(x, 12, x, height - 4, stroke: ink, dashed: true)
      + "<text x=\"\(HTMLText.coordinate(x))\" y=\"9\" class=\"axis\" text-anchor=\"middle\">"
      + HTMLText.escape(TextLayout.percent(passMark, catalog)) + "</text>"
    return out + "</svg>"
  }

  /// A small horizontal bar for a table cell: `fraction` (0…1) filled.
  static func bar(_ fraction: Double) -> String {
    let width = 80 * min(1, max(0, fraction.isFinite ? fraction : 0))
    return
      "<svg class=\"bar\" viewBox=\"0 0 80 10\" aria-hidden=\"true\">"
      + "<rect width=\"80\" height=\"10\" fill=\"#edf2f7\"/>"
      + "<rect width=\"\(HTMLText.coordinate(width))\" height=\"10\" "
      + "fill=\"\(fraction >= 0.8 ? pass : below)\"/></svg>"
  }

  private static func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, dashed: Bool = false
  ) -> String {
    "<line x1=\"\(HTMLText.coordinate(x1))\" y1=\"\(HTMLText.coordinate(y1))\" "
      + "x2=\"\(HTMLText.coordinate(x2))\" y2=\"\(HTMLText.coordinate(y2))\" stroke=\"\(stroke)\""
      + (dashed ? " stroke-dasharray=\"4 3\"" : "") + "/>"
  }
}
