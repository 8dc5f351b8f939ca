/// A small model of what a terminal window shows: the cells of each row and where the cursor
/// stands, from the bytes the program wrote. It knows what divequiz writes (text, CR, LF,
/// cursor up and right, erase below, clear screen, bell) and lays out characters the way
/// xterm does: an ideograph or a fullwidth form takes two cells and never straddles the edge,
/// a combining mark none, and a row filled to the edge wraps at the next character.
///
/// Its widths are written here on purpose, from the Unicode blocks the tests type, and not
/// taken from the program's `DisplayWidth`: the test must not agree with the code by
/// construction.
struct TerminalScreen {
  let columns: Int
  private(set) var rows: [[String]] = [[]]
  private(set) var row = 0
  private(set) var column = 0
  /// Set when the last column was written: the next character goes to the next row.
  private var pendingWrap = false
  /// Rows the terminal started itself because a line ran past the edge: text the program
  /// wrapped has none.
  private(set) var wrappedRows: Set<Int> = []

  init(columns: Int, bytes: String) {
    self.columns = columns
    feed(bytes)
  }

  /// Cells a character takes in the tests' texts.
  static func cells(_ character: Character) -> Int {
    guard let value = character.unicodeScalars.first?.value else { return 0 }
    switch value {
    case 0x300...0x36F: return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
      return 2
    default: return 1
    }
  }

  /// The text of a row, each wide character once, trailing blanks cut.
  func text(ofRow index: Int) -> String {
    guard rows.indices.contains(index) else { return "" }
    var result = rows[index].filter { $0 != "\u{0}" }.joined()
    while result.last == " " { result.removeLast() }
    return result
  }

  /// The column where `text` starts on `row`, counting cells.
  func column(of text: String, inRow index: Int) -> Int? {
    guard rows.indices.contains(index) else { return nil }
    let cells = rows[index]
    let wanted = Array(text)
    for start in cells.indices where cells[start] != "\u{0}" {
      var cursor = start
      var matched = 0
      while matched < wanted.count, cursor < cells.count {
        if cells[cursor] == "\u{0}" {
          cursor += 1
          continue
        }
        guard cells[cursor] == String(wanted[matched]) else { break }
        matched += 1
        cursor += 1
      }
      if matched == wanted.count { return start }
    }
    return nil
  }

  private mutating func ensureRow() {
    while rows.count <= row { rows.append([]) }
  }

  private mutating func put(_ character: Character) {
    let width = Self.cells(character)
    if width == 0 {
      ensureRow()
      if column > 0, rows[row].count >= column {
        rows[row][column - 1] += String(character)
      }
      return
    }
    if pendingWrap || column + width > columns {
      row += 1
      column = 0
      pendingWrap = false
      wrappedRows.insert(row)
    }
    ensureRow()
    while rows[row].count < column + width { rows[row].append(" ") }
    rows[row][column] = String(character)
    // The second cell of a wide character holds a marker that is never shown.
    if width == 2 { rows[row][column + 1] = "\u{0}" }
    column += width
    if column >= columns {
      column = columns - 1
      pendingWrap = true
    }
  }

  private mutating func feed(_ bytes: String) {
    var characters = Array(bytes.unicodeScalars.map(Character.init))[...]
    while let character = characters.popFirst() {
      switch character {
      case "\r":
        column = 0
        pendingWrap = false
      case "\n":
        row += 1
        column = 0
        pendingWrap = false
        ensureRow()
      case "\u{7}":
        continue
      case "\u{8}":
        column = max(0, column - 1)
        pendingWrap = false
      case "\u{1B}":
        guard characters.first == "[" else {
          _ = characters.popFirst()
          continue
        }
        characters = characters.dropFirst()
        var parameter = ""
        var final: Character = " "
        while let next = characters.popFirst() {
          if let scalar = next.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) {
            final = next
            break
          }
          parameter.append(next)
        }
        escape(final, Int(parameter.filter(\.isNumber)) ?? 1, raw: parameter)
      default:
        put(character)
      }
    }
  }

  private mutating func escape(_ final: Character, _ count: Int, raw: String) {
    pendingWrap = false
    switch final {
    case "A": row = max(0, row - count)
    case "B": row += count
    case "C": column = min(columns - 1, column + count)
    case "D": column = max(0, column - count)
    case "G": column = max(0, min(columns - 1, count - 1))
    case "H":
      row = 0
      column = 0
    case "J":
      guard raw != "2" else {
        rows = [[]]
        return
      }
      ensureRow()
      if rows[row].count > column { rows[row].removeLast(rows[row].count - column) }
      if rows.count > row + 1 { rows.removeLast(rows.count - row - 1) }
    case "K":
      ensureRow()
      if rows[row].count > column { rows[row].removeLast(rows[row].count - column) }
    default:
      break
    }
    ensureRow()
  }
}
