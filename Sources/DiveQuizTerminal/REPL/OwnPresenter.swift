import DiveQuizCore

/// An instructor's own questions as text. Everything shown comes from a file, so every line
/// passes the sanitiser; the question stays in its set's language whatever the session
/// speaks, with a note saying so.
struct OwnPresenter {
  let catalog: Catalog

  /// `Own questions · referee-basics`.
  func label(_ question: OwnPrompt) -> String {
    catalog.text("own.label", Sanitizer.visible(question.set))
  }

  /// Text from the file, its escaped new lines kept as lines, each line sanitised.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      Sanitizer.terminal($0)
    }
  }

  func body(_ question: OwnPrompt) -> [String] {
    var lines: [String] = []
    if question.language != catalog.language {
      lines.append(catalog.text("own.languageNote", question.language))
    }
    if let title = question.question.title { lines.append(Sanitizer.terminal(title)) }
    lines += Self.lines(question.question.text)
    lines.append("")
    switch question.question.answers {
    case .choice(let options):
      for (position, text) in question.shown.enumerated() {
        lines.append(
          "  " + Prompt.letter(position) + ")  " + Self.lines(text).joined(separator: " "))
      }
      lines.append(
        catalog.text(GiftAnswer.isSeveral(options) ? "own.ask.several" : "own.ask.one"))
    case .truth:
      lines.append(catalog.text("quiz.tf.ask"))
    case .short:
      lines.append(catalog.text("own.ask.short"))
    case .numeric:
      lines.append(catalog.text("own.ask.number"))
    case .matching:
      for (index, item) in question.items.enumerated() {
        lines.append("  \(index + 1).  " + Self.lines(item).joined(separator: " "))
      }
      lines.append("")
      for (position, text) in question.shown.enumerated() {
        lines.append(
          "  " + Prompt.letter(position) + ")  " + Self.lines(text).joined(separator: " "))
      }
      lines.append(catalog.text("own.ask.matching", question.items.count))
    }
    return lines
  }

  /// One line naming the question: its title, else its text.
  func headline(_ question: OwnPrompt) -> String {
    Sanitizer.visible(question.question.title ?? question.question.text, limit: 70)
  }

  /// An answer in the words of the moment: options with their text, true or false, the
  /// words or number typed, items with the letters matched to them.
  func describe(_ given: String?, _ question: OwnPrompt) -> String {
    guard let given else { return catalog.text("quiz.skippedAnswer") }
    let shown = question.shown
    switch question.question.answers {
    case .choice:
      let parts = given.split(separator: " ").map { word -> String in
        let index = OwnPrompt.letters(String(word)).first ?? -1
        let text = shown.indices.contains(index) ? shown[index] : "?"
        return String(word) + ") " + Sanitizer.visible(text, limit: 60)
      }
      return parts.joined(separator: "; ")
    case .truth:
      return catalog.text(given == "true" ? "quiz.true" : "quiz.false")
    case .short, .numeric:
      return Sanitizer.visible(given, limit: 60)
    case .matching:
      let letters = given.split(separator: " ")
      return letters.enumerated().map { index, letter in
        "\(index + 1) → " + Sanitizer.visible(letter, limit: 4)
      }.joined(separator: ", ")
    }
  }

  /// What the file says after the answer: each feedback, one a line.
  func feedback(_ question: OwnPrompt, given: String?) -> [String] {
    question.feedback(given).map {
      catalog.text("own.feedback", Self.lines($0).joined(separator: " "))
    }
  }
}

extension AnswerReader {
  /// An own question's answer in the words `OwnPrompt` keeps: letters of the options shown
  /// (one, or several apart or run together), true or false in the language's words, the
  /// words typed, a number with a point or a comma, one letter an item of a matching
  /// question.
  package static func own(
    _ line: String, question: OwnPrompt, vocabulary: AnswerVocabulary
  ) -> Result<QuizInput, QuizInput.Problem> {
    let words = CommandParser.words(of: line)
    guard !words.isEmpty else { return .failure(.empty) }
    switch question.question.answers {
    case .truth:
      return truth(line, vocabulary: vocabulary).map { .text($0 ? "true" : "false") }
    case .short:
      return .success(.text(words.joined(separator: " ")))
    case .numeric:
      guard words.count == 1, let number = OwnPrompt.typedNumber(words[0]) else {
        return .failure(.badAnswerNumber(words.joined(separator: " ")))
      }
      return .success(.text(number))
    case .choice(let options):
      guard let picked = letters(line, count: question.shown.count) else {
        return .failure(.badChoice(line))
      }
      let several = GiftAnswer.isSeveral(options)
      guard several || picked.count == 1 else { return .failure(.badChoice(line)) }
      let unique = several ? Array(Set(picked)).sorted() : picked
      return .success(.text(unique.map(Prompt.letter).joined(separator: " ")))
    case .matching:
      guard let picked = letters(line, count: question.shown.count),
        picked.count == question.items.count
      else { return .failure(.badChoice(line)) }
      return .success(.text(picked.map(Prompt.letter).joined(separator: " ")))
    }
  }

  /// Letters among the first `count` (spaces and commas between or none), in order typed.
  private static func letters(_ line: String, count: Int) -> [Int]? {
    var picked: [Int] = []
    for character in line.lowercased() where character != " " && character != "," {
      guard let ascii = character.asciiValue, ascii >= 97, Int(ascii) - 97 < count else {
        return nil
      }
      picked.append(Int(ascii) - 97)
    }
    return picked.isEmpty ? nil : picked
  }
}
