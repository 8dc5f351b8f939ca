import DiveQuizCore

extension TextTable {
  /// One record in the stacked form: a line per group of `stack`, the lines after the first
  /// indented. A group too long for its line goes on at the next line between two cells;
  /// a cell is broken (at its spaces) only when it alone is wider than the line. Nothing is
  /// cut, and an empty cell is left out.
  func stacked(_ row: [String], width: Int) -> [String] {
    var lines: [String] = []
    for (index, group) in (stack ?? []).enumerated() {
      let labelled = index > 0 && header != nil
      let cells = group.compactMap { column -> String? in
        guard row.indices.contains(column), !row[column].isEmpty else { return nil }
        guard labelled, columns[column].labelled, let label = header?[column], !label.isEmpty
        else { return row[column] }
        return label + " " + row[column]
      }
      lines += Self.pack(
        cells, separator: labelled ? " · " : "  ", first: lines.isEmpty ? "" : "  ",
        width: width)
    }
    return lines
  }

  /// `cells` on as few lines as they fit, whole: the first line starts with `first`, the
  /// others with two spaces.
  static func pack(_ cells: [String], separator: String, first: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = first
    var filled = false
    let indent = "  "
    for cell in cells {
      let candidate = filled ? current + separator + cell : current + cell
      if DisplayWidth.of(candidate) <= width {
        current = candidate
        filled = true
        continue
      }
      if filled {
        lines.append(current)
        current = indent
      }
      // Alone on its line and still too wide: broken at its spaces, never cut.
      let broken = TextWrapper.lines(current + cell, width: width, indent: indent.count)
      lines += broken.dropLast()
      current = broken.last ?? current
      filled = true
    }
    if filled { lines.append(current) }
    return lines
  }
}
