import DiveQuizCore

/// Answers to the dive, DD, award and score questions.
extension AnswerReader {
  /// An option of a multiple-choice question: its letter (`a`–`d`), its number (1–4), or
  /// the option itself as stored (`5253B`, `3.3` or `3,3`, `BC`, `7.0-8.0`).
  package static func choice(_ line: String, question: ChoiceQuestion)
    -> Result<Int, QuizInput.Problem>
  {
    let words = CommandParser.words(of: line)
    guard let first = words.first else { return .failure(.empty) }
    if question.ask == .positions { return positions(words, question: question) }
    if words.count == 1 {
      let typed = first.lowercased()
      if let index = ["a", "b", "c", "d"].firstIndex(of: typed), index < question.options.count {
        return .success(index)
      }
      if let number = Int(typed), (1...question.options.count).contains(number),
        question.ask != .dd
      {
        return .success(number - 1)
      }
    }
    let typed = String(line.filter { $0 != " " }.map { $0 == "," ? "." : $0 }).uppercased()
    if let index = question.options.firstIndex(where: { $0.uppercased() == typed }) {
      return .success(index)
    }
    // A DD typed without its decimal (`3` for 3.0) or with two (`3.30`).
    if question.ask == .dd, let hundredths = Decimals.hundredths(typed), hundredths % 10 == 0,
      let index = question.options.firstIndex(where: { Tenths.parse($0) == hundredths / 10 })
    {
      return .success(index)
    }
    // Several words are not an option either; the sanction question's "code and owners only"
    // would be the wrong advice here.
    return .failure(.badChoice(words.joined(separator: " ")))
  }

  /// A positions question's options are numbered 1–4, so a letter is always a position: `D`,
  /// `bc`, `B C` or `C, B` pick the option of those positions, whatever the order or case.
  private static func positions(_ words: [String], question: ChoiceQuestion)
    -> Result<Int, QuizInput.Problem>
  {
    if words.count == 1, let number = Int(words[0]), (1...question.options.count).contains(number) {
      return .success(number - 1)
    }
    let letters = words.joined().filter { $0 != "," && $0 != "+" }.uppercased()
    let positions = letters.compactMap { DivePosition(rawValue: String($0)) }
    let typed = Set(positions.map(\.rawValue))
    if positions.count == letters.count,
      let index = question.options.firstIndex(where: { Set($0.map(String.init)) == typed })
    {
      return .success(index)
    }
    return .failure(.badPositions(words.joined(separator: " ")))
  }

  /// A typed number: `59.64`, `59,64`, `45` (45.00), in hundredths.
  package static func number(_ line: String) -> Result<Int, QuizInput.Problem> {
    let words = CommandParser.words(of: line)
    guard let first = words.first else { return .failure(.empty) }
    guard words.count == 1, let value = Decimals.hundredths(first) else {
      return .failure(.badNumber(words.joined(separator: " ")))
    }
    return .success(value)
  }
}

/// Answers to the rulebook bank's questions.
extension AnswerReader {
  /// One of four: a letter (`b`) or its number (`2`); several of five: every right letter,
  /// apart or run together (`a c`, `a,c`, `ac`); true or false in the language's words; a
  /// number typed with a point or a comma (`1.5`, `1,5`).
  package static func bank(
    _ line: String, question: BankPrompt, vocabulary: AnswerVocabulary
  ) -> Result<QuizInput, QuizInput.Problem> {
    switch question.form {
    case .truefalse:
      return truth(line, vocabulary: vocabulary).map(QuizInput.truth)
    case .number:
      return number(line).map(QuizInput.number).mapError { problem in
        guard case .badNumber(let typed) = problem else { return problem }
        return .badAnswerNumber(typed)
      }
    case .one, .several:
      let count = question.order.count
      let letters = line.lowercased().filter { $0 != " " && $0 != "," && $0 != ";" }
      var picked: [Int] = []
      for character in letters {
        let index: Int?
        if let ascii = character.asciiValue, (97..<97 + UInt8(count)).contains(ascii) {
          index = Int(ascii - 97)
        } else if let digit = character.wholeNumberValue, (1...count).contains(digit),
          character.isASCII
        {
          index = digit - 1
        } else {
          index = nil
        }
        guard let index else { return .failure(.badChoice(line)) }
        if !picked.contains(index) { picked.append(index) }
      }
      guard !picked.isEmpty else { return .failure(.emptyKind(number: false)) }
      if question.form == .one {
        guard picked.count == 1 else { return .failure(.badChoice(line)) }
        return .success(.option(picked[0]))
      }
      return .success(.options(picked.sorted()))
    }
  }
}
