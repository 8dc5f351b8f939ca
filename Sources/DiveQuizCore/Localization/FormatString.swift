/// The placeholders of a localized text and how to fill them.
///
/// Supports `%@` (a text), `%d` (a whole number), their numbered forms `%1$@`, `%2$d` so that a
/// translation may reorder them, and `%%`. A small formatter of our own keeps positional
/// arguments working the same on every platform and lets `check` compare tables exactly.
package struct FormatString: Sendable {
  /// One placeholder: which argument (0-based) and of which kind.
  package struct Placeholder: Hashable, Sendable, CustomStringConvertible {
    package var argument: Int
    package var kind: Character
    package var description: String { "%\(argument + 1)$\(kind)" }
  }

  private enum Piece {
    case literal(String)
    case argument(Int)
  }

  private let pieces: [Piece]
  /// The placeholders in argument order (positional ones sorted by their number).
  package let placeholders: [Placeholder]

  package init(_ text: String) {
    var pieces: [Piece] = []
    var found: [Placeholder] = []
    var literal = ""
    var next = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      guard character == "%" else {
        literal.append(character)
        index = text.index(after: index)
        continue
      }
      var cursor = text.index(after: index)
      var digits = ""
      while cursor < text.endIndex, let digit = text[cursor].wholeNumberValue, text[cursor].isASCII
      {
        digits.append(String(digit))
        cursor = text.index(after: cursor)
      }
      var position: Int?
      if !digits.isEmpty, cursor < text.endIndex, text[cursor] == "$", let number = Int(digits),
        number > 0
      {
        position = number - 1
        cursor = text.index(after: cursor)
      } else if !digits.isEmpty {
        // Not a placeholder we know: keep the text as written.
        literal.append(character)
        index = text.index(after: index)
        continue
      }
      guard cursor < text.endIndex else {
        literal.append(character)
        index = cursor
        continue
      }
      let kind = text[cursor]
      if kind == "%" && position == nil {
        literal.append("%")
      } else if kind == "@" || kind == "d" {
        let argument = position ?? next
        if position == nil { next += 1 }
        if !literal.isEmpty {
          pieces.append(.literal(literal))
          literal = ""
        }
        pieces.append(.argument(argument))
        found.append(Placeholder(argument: argument, kind: kind))
      } else {
        literal.append(contentsOf: text[index...cursor])
      }
      index = text.index(after: cursor)
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    self.pieces = pieces
    self.placeholders = found.sorted { ($0.argument, $0.kind) < ($1.argument, $1.kind) }
  }

  /// Fills the placeholders; a missing argument shows as empty rather than trapping.
  package func format(_ arguments: [String]) -> String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .literal(let text): result += text
      case .argument(let index): if index < arguments.count { result += arguments[index] }
      }
    }
    return result
  }
}
