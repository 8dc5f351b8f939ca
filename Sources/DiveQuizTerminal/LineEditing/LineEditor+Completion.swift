import DiveQuizCore

/// Tab: one candidate completes the word; several complete what they share, and a second Tab
/// lists them under the line.
extension LineEditor {
  mutating func complete() -> Step {
    guard let completer else { return Step(screen: [.bell], outcome: nil) }
    let list = characters
    let completion = completer(String(list[..<cursor]))
    let start = min(max(0, completion.start), cursor)
    let typed = String(list[start..<cursor])
    let candidates = completion.candidates
    guard let first = candidates.first else { return Step(screen: [.bell], outcome: nil) }
    if candidates.count == 1 {
      let after = cursor < list.count ? list[cursor] : nil
      let space = first.ends && after != " " ? " " : ""
      return replace(from: start, with: first.text + space)
    }
    let shared = Self.commonPrefix(candidates.map(\.text))
    if shared.count > typed.count { return replace(from: start, with: shared) }
    guard lastKey == .tab else { return Step(screen: [.bell], outcome: nil) }
    var screen = moveToEnd()
    screen.append(.newline)
    for row in Self.grid(candidates.map(\.label), width: width) {
      screen.append(.write(row))
      screen.append(.newline)
    }
    cursorRow = 0
    return Step(screen: screen + refresh(fromTop: true), outcome: nil)
  }

  private mutating func replace(from start: Int, with replacement: String) -> Step {
    let list = characters
    let head = String(list[..<start]) + replacement
    text = head + String(list[cursor...])
    cursor = head.count
    return Step(screen: refresh(), outcome: nil)
  }

  /// What every candidate starts with, ignoring case (the first candidate's spelling).
  static func commonPrefix(_ texts: [String]) -> String {
    guard let first = texts.first else { return "" }
    var shared = Array(first)
    for text in texts.dropFirst() {
      let other = Array(text)
      var length = 0
      while length < min(shared.count, other.count),
        shared[length].lowercased() == other[length].lowercased()
      {
        length += 1
      }
      shared = Array(shared[..<length])
    }
    return String(shared)
  }

  /// Candidates in columns, read down then across, as `ls` lays out names.
  static func grid(_ labels: [String], width: Int) -> [String] {
    let cell = (labels.map { DisplayWidth.of($0) }.max() ?? 0) + 2
    let columns = max(1, width / max(1, cell))
    let rows = (labels.count + columns - 1) / columns
    return (0..<rows).map { row in
      var line = ""
      for column in 0..<columns {
        let position = column * rows + row
        guard position < labels.count else { break }
        let isLast = (column + 1) * rows + row >= labels.count
        line += isLast ? labels[position] : TextLayout.pad(labels[position], cell)
      }
      return TextWrapper.fit(line, width: width)
    }
  }
}
