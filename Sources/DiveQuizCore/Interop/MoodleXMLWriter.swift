/// Moodle's XML question format: a `<quiz>` of questions, each run of questions filed under
/// a `<question type="category">` entry. Single-answer options are worth 100 and 0; the
/// right options of a multiple-answer question share 100 and the wrong ones -100
/// (`InteropQuestion.fractions`). Every text is plain and escaped (`Markup.escape`).
package enum MoodleXMLWriter {
  package static func write(_ questions: [InteropQuestion]) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
    for run in InteropQuestion.categoryRuns(questions) {
      out += "  <question type=\"category\">\n"
      out += "    <category><text>" + path(run.category) + "</text></category>\n"
      out += "  </question>\n"
      for question in run.questions { out += element(question) }
    }
    return out + "</quiz>\n"
  }

  /// `multichoice`, `truefalse` or `numerical`: the Moodle type of a question.
  package static func type(of question: InteropQuestion) -> String {
    switch question.answer {
    case .choice: return "multichoice"
    case .truth: return "truefalse"
    case .number: return "numerical"
    }
  }

  static func element(_ question: InteropQuestion) -> String {
    var lines = ["  <question type=\"\(type(of: question))\">"]
    lines.append("    <name>" + text(question.name) + "</name>")
    lines.append(
      "    <questiontext format=\"plain_text\">" + text(question.text) + "</questiontext>")
    lines.append(
      "    <generalfeedback format=\"plain_text\">" + text(question.feedback)
        + "</generalfeedback>")
    lines.append("    <defaultgrade>1</defaultgrade>")
    lines.append("    <hidden>0</hidden>")
    switch question.answer {
    case .choice(let options):
      let several = options.filter(\.right).count > 1
      // A wrong try costs a third in interactive mode, as Moodle's own default.
      lines.append("    <penalty>0.3333333</penalty>")
      lines.append("    <single>\(several ? "false" : "true")</single>")
      lines.append("    <shuffleanswers>true</shuffleanswers>")
      lines.append("    <answernumbering>abc</answernumbering>")
      for (option, fraction) in zip(options, question.fractions) {
        lines.append(answer(fraction, option.text, feedback: option.feedback))
      }
    case .truth(let value):
      lines.append("    <penalty>1</penalty>")
      lines.append(answer(value ? "100" : "0", "true", feedback: ""))
      lines.append(answer(value ? "0" : "100", "false", feedback: ""))
    case .number(let hundredths, let tolerance):
      lines.append("    <penalty>0.3333333</penalty>")
      lines.append(
        "    <answer fraction=\"100\" format=\"plain_text\"><text>" + BankKey.plain(hundredths)
          + "</text><tolerance>" + BankKey.plain(tolerance) + "</tolerance>"
          + "<feedback format=\"plain_text\"><text></text></feedback></answer>")
    }
    lines.append("  </question>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func answer(_ fraction: String, _ body: String, feedback: String) -> String {
    "    <answer fraction=\"\(fraction)\" format=\"plain_text\">" + text(body)
      + "<feedback format=\"plain_text\">" + text(feedback) + "</feedback></answer>"
  }

  private static func text(_ body: String) -> String { "<text>" + Markup.escape(body) + "</text>" }

  /// `$course$/top/divequiz 2025/Rulebook`: the course's own bank, each name escaped and
  /// a slash inside one doubled, as Moodle writes its paths.
  static func path(_ names: [String]) -> String {
    Markup.escape("$course$/top/" + GIFTWriter.categoryPath(names))
  }
}
