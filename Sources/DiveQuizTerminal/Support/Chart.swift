import DiveQuizCore

/// Small terminal charts: horizontal bars, sparklines and a column chart over time.
///
/// Block characters when the terminal speaks UTF-8, plain ASCII otherwise, so a chart never
/// turns into question marks on an old console or in a log file.
package struct Chart: Sendable {
  package let unicode: Bool

  package init(unicode: Bool) {
    self.unicode = unicode
  }

  /// A bar of `width` cells filled in proportion to `fraction` (0…1), with eighths in UTF-8.
  package func bar(_ fraction: Double, width: Int) -> (filled: String, empty: String) {
    let clamped = min(1, max(0, fraction.isNaN ? 0 : fraction))
    guard unicode else {
      let cells = Int((clamped * Double(width)).rounded())
      return (String(repeating: "#", count: cells), String(repeating: ".", count: width - cells))
    }
    let eighths = Int((clamped * Double(width * 8)).rounded())
    var filled = String(repeating: "█", count: eighths / 8)
    let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    if eighths % 8 > 0 { filled += partials[eighths % 8] }
    let used = eighths / 8 + (eighths % 8 > 0 ? 1 : 0)
    return (filled, String(repeating: "·", count: max(0, width - used)))
  }

  /// One character per value (0–100), lowest to highest: `▁▂▃▄▅▆▇█` or ` .:-=+*#`.
  package func sparkline(_ percentages: [Double]) -> String {
    let levels: [Character] =
      unicode
      ? ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"] : ["_", ".", ":", "-", "=", "+", "*", "#"]
    return String(
      percentages.map { value in
        let index = Int((min(100, max(0, value)) / 100 * Double(levels.count - 1)).rounded())
        return levels[index]
      })
  }

  /// A column per value (0–100), `height` rows high, with a line at `mark` (the pass mark).
  ///
  /// - Returns: the rows from top to bottom, each prefixed with its percentage.
  package func columns(_ values: [Double], height: Int = 10, mark: Double? = nil) -> [String] {
    let full: Character = unicode ? "█" : "#"
    let markCharacter: Character = unicode ? "┄" : "-"
    var rows: [String] = []
    for row in stride(from: height, through: 1, by: -1) {
      let threshold = Double(row) * 100 / Double(height)
      let previous = Double(row - 1) * 100 / Double(height)
      let markHere = mark.map { $0 > previous && $0 <= threshold } ?? false
      let label = String(Int(threshold))
      var line =
        String(repeating: " ", count: max(0, 3 - label.count)) + label + " " + (unicode ? "┤" : "|")
      for value in values {
        // A cell is filled when the value reaches past the middle of its band.
        if value >= (threshold + previous) / 2 {
          line.append(full)
        } else {
          line.append(markHere ? markCharacter : " ")
        }
      }
      rows.append(line)
    }
    rows.append(
      "  0 " + (unicode ? "└" : "+") + String(repeating: unicode ? "─" : "-", count: values.count))
    return rows
  }
}
