import DiveQuizCore

/// Reads answers as people type them: `4 j`, `4j`, `4 judges`, `j 4`, `0 r j`, `0,rj`,
/// `4 juges`, `0 arbitre`; `vrai`, `f`; a rule number typed instead of its letter.
///
/// The sanction code is the one number; the owners are any mix of the vocabulary's words and
/// letters, in any order, separated by spaces, commas, `+` or `and` (`0 referee and judges`). Anything else is a `Problem`
/// naming the word that was not understood.
package enum AnswerReader {
  /// Words of a line, lower case, split at spaces, commas, `+`, `/` and `;`, and between
  /// digits and letters (`4j` → `4`, `j`).
  static func tokens(_ line: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var currentIsDigits = false
    for character in line.lowercased() {
      if " \t,+/;".contains(character) {
        if !current.isEmpty { tokens.append(current) }
        current = ""
        continue
      }
      let isDigit = character.isASCII && character.isNumber
      if !current.isEmpty, isDigit != currentIsDigits {
        tokens.append(current)
        current = ""
      }
      currentIsDigits = isDigit
      current.append(character)
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// A sanction code and owners.
  package static func sanction(_ line: String, vocabulary: AnswerVocabulary)
    -> Result<Answer, QuizInput.Problem>
  {
    // A language without spaces runs its words together: `0裁判长和裁判员`.
    let words = tokens(line).flatMap { vocabulary.segmented($0) }
    guard let firstWord = words.first else { return .failure(.empty) }
    let numbers = words.filter { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard let number = numbers.first else {
      // Owners alone (`j`, `r+j`): the code is what is missing, not a wrong code.
      let ownersOnly = words.allSatisfy { word in
        vocabulary.connectors.contains(word) || vocabulary.owners(spelled: word) != nil
          || vocabulary.owners(in: [word], at: 0) != nil
      }
      if ownersOnly { return .failure(.missingSanction) }
      return .failure(.badSanction(CommandParser.words(of: line).first ?? firstWord))
    }
    guard let code = Int(number), let sanction = Sanction(rawValue: code) else {
      return .failure(.badSanction(number))
    }
    if numbers.count > 1 { return .failure(.extraWords(numbers[1])) }
    var owners: Owners = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == number || vocabulary.connectors.contains(word) {
        index += 1
        continue
      }
      let found: Owners
      if let (named, length) = vocabulary.owners(in: words, at: index) {
        found = named
        index += length
      } else if let spelled = vocabulary.owners(spelled: word) {
        found = spelled
        index += 1
      } else {
        return .failure(.badOwners(word))
      }
      guard owners.isDisjoint(with: found) else { return .failure(.badOwners(word)) }
      owners.formUnion(found)
    }
    guard !owners.isEmpty else { return .failure(.missingOwners) }
    return .success(Answer(sanction: sanction, owners: owners))
  }

  /// True or false, in the vocabulary's words (`t`, `true`, `v`, `vrai`, `f`, `faux`…).
  package static func truth(_ line: String, vocabulary: AnswerVocabulary)
    -> Result<Bool, QuizInput.Problem>
  {
    let words = CommandParser.words(of: line)
    guard let first = words.first else { return .failure(.empty) }
    guard words.count == 1 else { return .failure(.extraWords(words[1])) }
    guard let said = vocabulary.truth(first) else { return .failure(.badTruth(first)) }
    return .success(said)
  }

  /// An option of a rule-number question: its letter (`a`–`d`), its number (1–4), or the
  /// rule number itself (`9.11`, or one of an option's several numbers if no other has it).
  package static func option(_ line: String, options: [String]) -> Result<Int, QuizInput.Problem> {
    let words = CommandParser.words(of: line)
    guard let first = words.first?.lowercased() else { return .failure(.empty) }
    if words.count == 1 {
      if let index = ["a", "b", "c", "d"].firstIndex(of: first), index < options.count {
        return .success(index)
      }
      if let number = Int(first), (1...options.count).contains(number) {
        return .success(number - 1)
      }
    }
    let typed = squeeze(line)
    if let index = options.firstIndex(where: { squeeze($0) == typed }) { return .success(index) }
    let holding = options.indices.filter { index in
      options[index].split(separator: ",").contains { squeeze(String($0)) == typed }
    }
    if holding.count == 1, let index = holding.first { return .success(index) }
    if holding.count > 1 { return .failure(.ambiguousOption(TextFolding.trimmed(line))) }
    if words.count > 1, !typed.contains(where: { $0 == "." }) {
      return .failure(.extraWords(words[1]))
    }
    return .failure(.badOption(words.count == 1 ? words[0] : line))
  }

  /// Lower case without spaces: `8.5.4, 8.5.6` and `8.5.4,8.5.6` are the same.
  private static func squeeze(_ text: String) -> String {
    String(text.lowercased().filter { $0 != " " && $0 != "\t" })
  }
}
