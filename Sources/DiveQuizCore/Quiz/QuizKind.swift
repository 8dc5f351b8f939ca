/// How an attempt was taken: a quiz (the key after each answer) or an exam (marked at the end,
/// perhaps against the clock). The word is stored in each record and typed after `kind`.
public enum QuizKind: Hashable, Sendable {
  /// The key is shown after each answer.
  case quiz
  /// Marked at the end, perhaps against the clock.
  case exam
  /// A kind another version wrote: read and kept as it was, never rewritten.
  case other(String)

  /// The kinds this version takes and offers.
  package static let known: [QuizKind] = [.quiz, .exam]

  package init(_ word: String) {
    switch word {
    case "quiz": self = .quiz
    case "exam": self = .exam
    default: self = .other(word)
    }
  }

  /// The stored and typed word.
  package var word: String {
    switch self {
    case .quiz: return "quiz"
    case .exam: return "exam"
    case .other(let word): return word
    }
  }
}

extension QuizKind: ExpressibleByStringLiteral {
  /// The stored word: `"exam"` is `.exam`.
  public init(stringLiteral word: String) { self.init(word) }
}

extension QuizKind: CustomStringConvertible {
  /// The stored word.
  public var description: String { word }
}

/// Encoded as its word, as the report's JSON has always written it.
extension QuizKind: Codable {
  /// Reads the stored word; an unknown one is kept as `.other`.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Writes the stored word.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(word)
  }
}
