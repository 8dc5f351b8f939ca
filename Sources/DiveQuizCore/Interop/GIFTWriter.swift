/// Moodle's GIFT text format: each question a block `::name::text{answers}`, a blank line
/// between blocks, `$CATEGORY:` lines filing those after them.
///
/// Text is plain: `~ = # { } :` and the backslash are written with a backslash before them,
/// and a line break as `\n`, so a description holding `4:30` or `{` reads back as written.
package enum GIFTWriter {
  package static func write(_ questions: [InteropQuestion]) -> String {
    var out = ""
    for run in InteropQuestion.categoryRuns(questions) {
      out += "$CATEGORY: " + categoryPath(run.category) + "\n\n"
      for question in run.questions { out += block(question) + "\n\n" }
    }
    return out
  }

  /// One question, without the blank line after it.
  package static func block(_ question: InteropQuestion) -> String {
    var lines = ["::" + escape(question.name) + "::" + escape(question.text) + "{"]
    switch question.answer {
    case .choice(let options):
      let several = options.filter(\.right).count > 1
      for (option, fraction) in zip(options, question.fractions) {
        // A multiple-answer question weighs every option; a single-answer one marks the
        // right option with `=`.
        let mark = several ? "~%" + fraction + "%" : option.right ? "=" : "~"
        lines.append(mark + escape(option.text) + feedback(option.feedback))
      }
    case .truth(let value):
      lines.append(value ? "TRUE" : "FALSE")
    case .number(let hundredths, let tolerance):
      lines.append("#" + BankKey.plain(hundredths) + ":" + BankKey.plain(tolerance))
    }
    if !question.feedback.isEmpty { lines.append("####" + escape(question.feedback)) }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// A text with GIFT's special characters escaped and its line breaks as `\n`.
  package static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\", "~", "=", "#", "{", "}", ":": out += "\\" + String(character)
      case "\n", "\r\n", "\r": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }

  /// `divequiz 2025/Rulebook/Referee (6)`: Moodle's path, a slash inside a name doubled and
  /// a line break made a space (the line would end there).
  static func categoryPath(_ names: [String]) -> String {
    names.map { name in
      var out = ""
      for character in name {
        if character == "/" {
          out += "//"
        } else {
          out.append(character.isNewline ? " " : character)
        }
      }
      return out
    }.joined(separator: "/")
  }

  private static func feedback(_ text: String) -> String {
    text.isEmpty ? "" : "#" + escape(text)
  }
}
