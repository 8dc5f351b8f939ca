/// An instructor's set of questions: its name, the language it is asked in, its questions.
package struct OwnSet: Equatable, Sendable {
  package var name: String
  /// A language table's code (`fr`, `es-MX`): the set is asked only in that language.
  package var language: String
  package var questions: [GiftQuestion]

  package init(name: String, language: String, questions: [GiftQuestion]) {
    self.name = name
    self.language = language
    self.questions = questions
  }

  /// The longest name a set may have.
  package static let maximumNameLength = 40

  /// Letters, digits, `-` and `_`: a name that is a safe file name on every system and a
  /// single word at the prompt.
  package static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= maximumNameLength
      && name.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
            || scalar == "_")
      }
  }

  /// The copy's file name in the data folder: `NAME.LANG.gift`.
  package var fileName: String { Self.fileName(name: name, language: language) }

  package static func fileName(name: String, language: String) -> String {
    name + "." + language + ".gift"
  }

  /// The name and language a copy's file name gives; nil for any other file.
  package static func parseFileName(_ file: String) -> (name: String, language: String)? {
    guard file.hasSuffix(".gift") else { return nil }
    let stem = file.dropLast(".gift".count)
    guard let dot = stem.lastIndex(of: ".") else { return nil }
    let name = String(stem[..<dot])
    let language = String(stem[stem.index(after: dot)...])
    guard isValidName(name), !language.isEmpty else { return nil }
    return (name, language)
  }

  /// What makes an answer this question and not an edited one: a hash of the question's
  /// lines, eight hex digits. A question changed in its file is a new question to history.
  package static func hash(_ question: GiftQuestion) -> String {
    let value = StableHash.hash(question.source)
    let hex = String(value >> 32, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// The questions in `categories` (every one when empty): a word matches a category whose
  /// path, or one step of it, is that word, without regard to case.
  package func questions(in categories: [String]) -> [GiftQuestion] {
    guard !categories.isEmpty else { return questions }
    let wanted = Set(categories.map { $0.lowercased() })
    return questions.filter { question in
      guard let path = question.category?.lowercased() else { return false }
      return wanted.contains(path)
        || path.split(separator: "/").contains { wanted.contains(String($0)) }
    }
  }
}

/// The own sets a quiz may draw from: those in the session's language, and the names of
/// the others (said when nothing is left to ask).
package struct OwnPool: Sendable {
  package var language: String
  package var sets: [OwnSet]
  /// `name (fr)` for each set in another language.
  package var elsewhere: [String]

  package init(language: String = "", sets: [OwnSet] = [], elsewhere: [String] = []) {
    self.language = language
    self.sets = sets
    self.elsewhere = elsewhere
  }

  /// The sets' questions in the categories, each with its set's name, in file order.
  package func questions(in categories: [String]) -> [(set: OwnSet, question: GiftQuestion)] {
    sets.flatMap { set in set.questions(in: categories).map { (set, $0) } }
  }
}
