import DiveQuizCore

/// Where each character of a prompt and its line lands on a terminal of a given width.
///
/// A character that does not fit in what is left of a row starts the next one (so a
/// double-width character never straddles the edge, as terminals do it). Rows count from the
/// row the prompt starts on.
struct LineLayout {
  struct Position: Equatable {
    var row: Int
    var column: Int
  }

  /// The start of each character of the line (the prompt not included).
  private(set) var starts: [Position] = []
  /// Where the cursor stands after the last character; a row filled to the edge ends at the
  /// start of the next row, which the editor makes true by writing a line break there.
  private(set) var end = Position(row: 0, column: 0)
  /// True when the last row is filled exactly to the edge.
  private(set) var endsAtEdge = false

  init(prompt: String, line: [Character], width: Int) {
    let width = max(1, width)
    var position = Position(row: 0, column: 0)
    func place(_ character: Character) -> Position {
      let columns = DisplayWidth.of(character)
      if position.column + columns > width {
        position.row += 1
        position.column = 0
      }
      let start = position
      position.column += columns
      return start
    }
    for character in prompt { _ = place(character) }
    starts = line.map(place)
    endsAtEdge = position.column >= width
    end = endsAtEdge ? Position(row: position.row + 1, column: 0) : position
  }

  /// Where the cursor stands before character `index` (or at the end).
  func position(of index: Int) -> Position {
    index < starts.count ? starts[index] : end
  }
}
