import DiveQuizCore

/// What `export questions FORMAT [FILE] [KIND…]` was asked for.
package struct QuestionExportRequest: Equatable, Sendable {
  /// The files other programs import.
  package enum Format: String, CaseIterable, Sendable {
    case gift
    case moodleXML = "moodle-xml"
    case anki
  }

  package var format: Format
  /// Nil writes to standard output.
  package var file: String?
  /// Empty: every kind `QuestionExport.kinds` lists.
  package var kinds: [QuestionKind]

  package init(format: Format, file: String? = nil, kinds: [QuestionKind] = []) {
    self.format = format
    self.file = file
    self.kinds = kinds
  }

  /// The word after `export` that asks for questions rather than quizzes.
  static let word = "questions"

  /// Reads the words after `export questions`: the format first, then kinds and at most one
  /// file, in any order.
  static func parse(_ words: [String], command: String) -> Result<Self, CommandError> {
    guard let first = words.first else { return .failure(.missingArgument(command: command)) }
    guard let format = Format(rawValue: first.lowercased()) else {
      return .failure(.badArgument(command: command, argument: first))
    }
    var request = QuestionExportRequest(format: format)
    for word in words.dropFirst() {
      if let kind = QuestionKind(rawValue: word.lowercased()), QuestionExport.kinds.contains(kind) {
        if !request.kinds.contains(kind) { request.kinds.append(kind) }
      } else if request.file == nil, QuestionKind(rawValue: word.lowercased()) == nil {
        request.file = word
      } else {
        return .failure(.badArgument(command: command, argument: word))
      }
    }
    return .success(request)
  }

  /// The questions written in this format.
  func write(_ questions: [InteropQuestion], catalog: Catalog) -> String {
    switch format {
    case .gift: return GIFTWriter.write(questions)
    case .moodleXML: return MoodleXMLWriter.write(questions)
    case .anki:
      let (yes, no) = (catalog.text("quiz.true"), catalog.text("quiz.false"))
      return AnkiWriter.write(questions, words: AnkiWriter.Words { $0 ? yes : no })
    }
  }
}
