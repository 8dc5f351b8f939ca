import DiveQuizCore

/// What the line editor asks of the screen; the terminal side writes it as ANSI sequences.
///
/// Kept as values so the editor's tests read what it did ("up 1, clear below, write …")
/// rather than escape codes.
package enum ScreenOperation: Equatable, Sendable {
  case write(String)
  /// Cursor up this many rows.
  case up(Int)
  /// Cursor right this many columns.
  case right(Int)
  /// Cursor to the first column.
  case startOfLine
  /// Cursor to the first column of the next row (scrolling if needed).
  case newline
  /// Erase from the cursor to the end of the screen.
  case clearBelow
  /// Erase the whole screen and go to its top left corner.
  case clearScreen
  /// The terminal's bell: nothing to complete, nothing older in the history.
  case bell

  /// The operations as the bytes a VT100-compatible terminal understands.
  package static func ansi(_ operations: [ScreenOperation]) -> String {
    var out = ""
    for operation in operations {
      switch operation {
      case .write(let text): out += text
      case .up(let rows): if rows > 0 { out += "\u{1B}[\(rows)A" }
      case .right(let columns): if columns > 0 { out += "\u{1B}[\(columns)C" }
      case .startOfLine: out += "\r"
      case .newline: out += "\r\n"
      case .clearBelow: out += "\u{1B}[J"
      case .clearScreen: out += "\u{1B}[H\u{1B}[2J"
      case .bell: out += "\u{07}"
      }
    }
    return out
  }
}
