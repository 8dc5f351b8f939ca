/// Lays out rows of cells in aligned columns that fit the console width.
///
/// When the natural layout is too wide, the gaps narrow to one space, then the columns marked
/// as text shorten (widest first, never below their minimum) and their cells end with "…";
/// numbers and dates keep their width. Presenters only say which column is which.
public struct TextTable: Sendable {
  public enum Alignment: Sendable { case left, right }

  /// How one column behaves.
  public struct Column: Sendable {
    public var alignment: Alignment
    /// A text column (names, descriptions, filters) that may be shortened with "…".
    public var shrinks: Bool
    /// The narrowest a shortened column gets, in columns.
    public var minimum: Int
    /// The width the column keeps when there is room, even if its cells are narrower.
    public var natural: Int

    public init(
      _ alignment: Alignment = .left, shrinks: Bool = false, minimum: Int = 6, natural: Int = 0
    ) {
      self.alignment = alignment
      self.shrinks = shrinks
      self.minimum = minimum
      self.natural = natural
    }
  }

  public var columns: [Column]
  /// Spaces between columns when there is room.
  public var gap: Int

  public init(_ columns: [Column], gap: Int = 2) {
    self.columns = columns
    self.gap = gap
  }

  /// The rows as lines; `width` nil keeps the natural layout. The last column is not padded,
  /// so lines carry no trailing spaces.
  public func render(_ rows: [[String]], width: Int?) -> [String] {
    guard !rows.isEmpty else { return [] }
    let count = columns.count
    let content = (0..<count).map { column in
      rows.map { $0.indices.contains(column) ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
    }
    var widths = (0..<count).map { max(content[$0], columns[$0].natural) }
    var spacing = gap
    if let width {
      func total() -> Int { widths.reduce(0, +) + spacing * max(0, count - 1) }
      if total() > width { widths = content }
      if total() > width { spacing = min(gap, 1) }
      while total() > width {
        // Shorten the widest text column still above its minimum.
        let candidates = (0..<count).filter {
          columns[$0].shrinks && widths[$0] > columns[$0].minimum
        }
        guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
        widths[widest] -= 1
      }
    }
    let space = String(repeating: " ", count: spacing)
    return rows.map { row in
      var cells: [String] = []
      for column in 0..<count {
        let text = row.indices.contains(column) ? row[column] : ""
        let cut = TextWrapper.fit(text, width: widths[column])
        let last = column == count - 1
        switch columns[column].alignment {
        case .left: cells.append(last ? cut : TextLayout.pad(cut, widths[column]))
        case .right: cells.append(TextLayout.padLeft(cut, widths[column]))
        }
      }
      let line = cells.joined(separator: space)
      // Whatever still does not fit (a very narrow terminal) is cut at the edge.
      let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
      return width.map { TextWrapper.fit(trimmed, width: $0) } ?? trimmed
    }
  }
}
