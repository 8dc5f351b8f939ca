/// Anki's text import: header lines (`#separator:tab`, `#html:true`, the column names, the
/// tags column), then a note a line: front, back, tags. Fields are HTML (`Markup.escape`,
/// line breaks as `<br>`), so no field needs quoting: a tab becomes a space and a double
/// quote an entity. A question Anki cannot ask as such becomes a card whose front shows the
/// options and whose back names the right ones.
package enum AnkiWriter {
  package static let header = [
    "#separator:tab", "#html:true", "#columns:Front\tBack\tTags", "#tags column:3",
  ]

  /// The words a card adds around the question's texts, in its language.
  package struct Words: Sendable {
    /// `true`, `wahr`: the answer of a statement.
    package var truth: @Sendable (Bool) -> String
    package init(truth: @escaping @Sendable (Bool) -> String) { self.truth = truth }
  }

  package static func write(_ questions: [InteropQuestion], words: Words) -> String {
    var out = header.joined(separator: "\n") + "\n"
    for question in questions {
      out += row(question, words: words).joined(separator: "\t") + "\n"
    }
    return out
  }

  /// The three fields of a question's note; options are lettered as divequiz shows them.
  package static func row(_ question: InteropQuestion, words: Words) -> [String] {
    let letter = Prompt.letter
    var front = [field(question.text)]
    var back: [String] = []
    switch question.answer {
    case .choice(let options):
      front += options.enumerated().map { letter($0.offset) + ") " + field($0.element.text) }
      back += options.enumerated().filter(\.element.right).map {
        "<b>" + letter($0.offset) + ") " + field($0.element.text) + "</b>"
      }
    case .truth(let value):
      back.append("<b>" + field(words.truth(value)) + "</b>")
    case .number(let hundredths, _):
      back.append("<b>" + BankKey.plain(hundredths) + "</b>")
    }
    if !question.feedback.isEmpty { back.append(field(question.feedback)) }
    return [front.joined(separator: "<br>"), back.joined(separator: "<br>"), tags(question.tags)]
  }

  /// A text as an HTML field on one line.
  static func field(_ text: String) -> String {
    var out = ""
    for character in Markup.escape(text) {
      switch character {
      case "\n", "\r\n", "\r": out += "<br>"
      case "\t": out += " "
      default: out.append(character)
      }
    }
    return out
  }

  /// Tags separated by spaces; a space or tab inside one becomes `_` (Anki splits there).
  static func tags(_ tags: [String]) -> String {
    tags.map { tag in
      String(tag.map { $0.isWhitespace ? "_" : $0 })
    }.joined(separator: " ")
  }
}
