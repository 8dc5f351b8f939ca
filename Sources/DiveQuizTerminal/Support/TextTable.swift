import DiveQuizCore

/// Lays out rows of cells in aligned columns that fit the console width.
///
/// When the natural layout is too wide, the gaps narrow to one space, then the columns marked
/// as text shorten and their cells end with "…": those that give way first go first (widest
/// first among equals), never below their minimum; a column whose minimum is 0 may go
/// altogether. Numbers and dates keep their width. Presenters only say which column is which.
package struct TextTable: Sendable {
  package enum Alignment: Sendable { case left, right }

  /// How one column behaves.
  package struct Column: Sendable {
    package var alignment: Alignment
    /// A text column (names, descriptions, filters) that may be shortened with "…".
    package var shrinks: Bool
    /// The narrowest a shortened column gets, in columns.
    package var minimum: Int
    /// The width the column keeps when there is room, even if its cells are narrower.
    package var natural: Int
    /// Lower gives way first: the least useful text goes before a name.
    package var priority: Int

    package init(
      _ alignment: Alignment = .left, shrinks: Bool = false, minimum: Int = 6, natural: Int = 0,
      priority: Int = 0
    ) {
      self.alignment = alignment
      self.shrinks = shrinks
      self.minimum = minimum
      self.natural = natural
      self.priority = priority
    }
  }

  package var columns: [Column]
  /// Spaces between columns when there is room.
  package var gap: Int

  package init(_ columns: [Column], gap: Int = 2) {
    self.columns = columns
    self.gap = gap
  }

  /// The columns' widths and spacing for some content: measured once, used for every line,
  /// so a long list can be measured in one pass over a history and drawn in another.
  package struct Layout: Sendable {
    var widths: [Int]
    var spacing: Int
    var width: Int?
  }

  /// Widens `widths` (one per column) to this row's cells.
  package static func measure(_ row: [String], into widths: inout [Int]) {
    for column in widths.indices where row.indices.contains(column) {
      widths[column] = max(widths[column], DisplayWidth.of(row[column]))
    }
  }

  /// The layout for cells at most `content` wide; `width` nil keeps the natural layout.
  package func layout(contentWidths content: [Int], width: Int?) -> Layout {
    let count = columns.count
    var widths = (0..<count).map { max(content[$0], columns[$0].natural) }
    var spacing = gap
    if let width {
      func total() -> Int {
        let shown = widths.filter { $0 > 0 }
        return shown.reduce(0, +) + spacing * max(0, shown.count - 1)
      }
      if total() > width { widths = content }
      if total() > width { spacing = min(gap, 1) }
      while total() > width {
        let candidates = (0..<count).filter {
          columns[$0].shrinks && widths[$0] > columns[$0].minimum
        }
        guard let first = candidates.map({ columns[$0].priority }).min() else { break }
        // The widest of the columns that give way first loses a column.
        let group = candidates.filter { columns[$0].priority == first }
        guard let widest = group.max(by: { widths[$0] < widths[$1] }) else { break }
        // Below four columns a cell would show hardly more than "…": the column goes instead.
        widths[widest] = widths[widest] <= 4 ? 0 : widths[widest] - 1
      }
    }
    return Layout(widths: widths, spacing: spacing, width: width)
  }

  /// One row laid out. The last column is not padded, so lines carry no trailing spaces.
  package func line(_ row: [String], _ layout: Layout) -> String {
    let count = columns.count
    let widths = layout.widths
    let width = layout.width
    var cells: [String] = []
    let last = (0..<count).last { widths[$0] > 0 || width == nil } ?? 0
    for column in 0..<count where widths[column] > 0 || width == nil || column == last {
      let text = row.indices.contains(column) ? row[column] : ""
      let cut = TextWrapper.fit(text, width: widths[column])
      switch columns[column].alignment {
      case .left: cells.append(column == last ? cut : TextLayout.pad(cut, widths[column]))
      case .right: cells.append(TextLayout.padLeft(cut, widths[column]))
      }
    }
    let line = cells.joined(separator: String(repeating: " ", count: layout.spacing))
    // Whatever still does not fit (a very narrow terminal) is cut at the edge.
    // Trailing spaces trimmed on the bytes: a space never joins the character before it, and
    // walking a long listing's lines character by character backwards cost more than the
    // read of the history (`history judge` over a million quizzes).
    var end = line.utf8.endIndex
    while end > line.utf8.startIndex, line.utf8[line.utf8.index(before: end)] == 0x20 {
      end = line.utf8.index(before: end)
    }
    let trimmed = String(line[..<end])
    return width.map { TextWrapper.fit(trimmed, width: $0) } ?? trimmed
  }

  /// The rows as lines; `width` nil keeps the natural layout. The last column is not padded,
  /// so lines carry no trailing spaces.
  package func render(_ rows: [[String]], width: Int?) -> [String] {
    guard !rows.isEmpty else { return [] }
    var content = [Int](repeating: 0, count: columns.count)
    for row in rows { Self.measure(row, into: &content) }
    let layout = layout(contentWidths: content, width: width)
    return rows.map { line($0, layout) }
  }
}
