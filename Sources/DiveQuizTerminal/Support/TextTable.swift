import DiveQuizCore

/// Lays out rows of cells in aligned columns that fit the console width.
///
/// One rule for every listing, in this order, when the natural layout is too wide: the
/// columns lose the room they keep for looks, the columns marked `drops` leave the table
/// (those that give way first go first: the languages before the kinds, never a name or a
/// result), then the gaps narrow to one space. If what stays still does not fit, a table that has
/// a stacked form (`stack`) switches to it, every cell whole: each record takes a few lines,
/// its values labelled by their headers (`HEADER value`). Only a table without a stacked
/// form shortens its text columns with "…". Presenters only say which column is which.
package struct TextTable: Sendable {
  package enum Alignment: Sendable { case left, right }

  /// The columns' widths and spacing for some content: measured once, used for every line,
  /// so a long list can be measured in one pass over a history and drawn in another.
  package struct Layout: Sendable {
    /// Per column; 0 for a column left out.
    var widths: [Int]
    var spacing: Int
    var width: Int?
    /// Each record on lines of its own (`TextTable.stack`) rather than in columns.
    package var stacked = false
  }

  /// How one column behaves.
  package struct Column: Sendable {
    package var alignment: Alignment
    /// A text column (names, descriptions, filters) that may be shortened with "…", in a
    /// table without a stacked form.
    package var shrinks: Bool
    /// The narrowest a shortened column gets, in columns.
    package var minimum: Int
    /// The width the column keeps when there is room, even if its cells are narrower.
    package var natural: Int
    /// Lower gives way first: the least useful text goes before a name.
    package var priority: Int
    /// The column may leave the table when the line is short (the stacked form still
    /// shows it): what is useful but not what the listing is read for.
    package var drops: Bool
    /// In the stacked form the value goes after its header; false for a header the value
    /// already says (`%` before `90 %`).
    package var labelled: Bool

    package init(
      _ alignment: Alignment = .left, shrinks: Bool = false, minimum: Int = 6, natural: Int = 0,
      priority: Int = 0, drops: Bool = false, labelled: Bool = true
    ) {
      self.alignment = alignment
      self.shrinks = shrinks
      self.minimum = minimum
      self.natural = natural
      self.priority = priority
      self.drops = drops
      self.labelled = labelled
    }
  }

  package var columns: [Column]
  /// Spaces between columns when there is room.
  package var gap: Int
  /// The columns' names: the table's first line, and the labels of the stacked form's
  /// values. Nil: the table has no header line.
  package var header: [String]?
  /// The stacked form: groups of column indices, each group starting a line of its own;
  /// the first group (what the record is: a name, a date) unlabelled, the others as
  /// `HEADER value` pairs when the table has a header. Nil: no stacked form.
  package var stack: [[Int]]?
  /// Whether the gaps may narrow to one space before the stacked form; false for a row of
  /// short figures and words (the history), which one space apart reads as one phrase.
  package var narrowsGaps: Bool

  package init(
    _ columns: [Column], gap: Int = 2, header: [String]? = nil, stack: [[Int]]? = nil,
    narrowsGaps: Bool = true
  ) {
    self.columns = columns
    self.gap = gap
    self.header = header
    self.stack = stack
    self.narrowsGaps = narrowsGaps
  }

  /// Widens `widths` (one per column) to this row's cells.
  package static func measure(_ row: [String], into widths: inout [Int]) {
    for column in widths.indices where row.indices.contains(column) {
      widths[column] = max(widths[column], DisplayWidth.of(row[column]))
    }
  }

  /// The layout for `rows` (and the header).
  package func layout(_ rows: [[String]], width: Int?) -> Layout {
    var content = [Int](repeating: 0, count: columns.count)
    for row in rows { Self.measure(row, into: &content) }
    return layout(contentWidths: content, width: width)
  }

  /// The layout for cells at most `content` wide (the header is measured here); `width` nil
  /// keeps the natural layout.
  package func layout(contentWidths cells: [Int], width: Int?) -> Layout {
    let count = columns.count
    var content = (0..<count).map { cells.indices.contains($0) ? cells[$0] : 0 }
    if let header { Self.measure(header, into: &content) }
    var widths = (0..<count).map { max(content[$0], columns[$0].natural) }
    var spacing = gap
    guard let width else { return Layout(widths: widths, spacing: spacing, stacked: false) }
    func total() -> Int {
      let shown = widths.filter { $0 > 0 }
      return shown.reduce(0, +) + spacing * max(0, shown.count - 1)
    }
    if total() > width { widths = content }
    // Columns that may leave go before the gaps narrow: a line of figures one space apart
    // reads as one number.
    while total() > width, let next = next(among: { columns[$0].drops && widths[$0] > 0 }, widths) {
      widths[next] = 0
    }
    if total() > width, narrowsGaps || stack == nil { spacing = min(gap, 1) }
    guard total() > width else { return Layout(widths: widths, spacing: spacing, width: width) }
    if stack != nil {
      return Layout(widths: widths, spacing: spacing, width: width, stacked: true)
    }
    while total() > width,
      let next = next(among: { columns[$0].shrinks && widths[$0] > columns[$0].minimum }, widths)
    {
      // Below four columns a cell would show hardly more than "…": the column goes instead.
      widths[next] = widths[next] <= 4 ? 0 : widths[next] - 1
    }
    return Layout(widths: widths, spacing: spacing, width: width)
  }

  /// Of the columns `admits`, the widest of those that give way first.
  private func next(among admits: (Int) -> Bool, _ widths: [Int]) -> Int? {
    let candidates = columns.indices.filter(admits)
    guard let first = candidates.map({ columns[$0].priority }).min() else { return nil }
    return candidates.filter { columns[$0].priority == first }.max { widths[$0] < widths[$1] }
  }

  /// The header line, when the table has one and is laid out in columns.
  package func headerLine(_ layout: Layout) -> String? {
    guard let header, !layout.stacked else { return nil }
    return line(header, layout)
  }

  /// One record laid out: a line of the table, or the lines of the stacked form.
  package func lines(_ row: [String], _ layout: Layout) -> [String] {
    guard layout.stacked, let width = layout.width else { return [line(row, layout)] }
    return stacked(row, width: width)
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

  /// The header line (if any) and every row's lines; `width` nil keeps the natural layout.
  package func render(_ rows: [[String]], width: Int?) -> [String] {
    guard !rows.isEmpty else { return [] }
    let layout = layout(rows, width: width)
    return (headerLine(layout).map { [$0] } ?? []) + rows.flatMap { lines($0, layout) }
  }
}
