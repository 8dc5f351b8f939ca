/// The words a trainee may answer with, in the session's language and in English: who applies
/// a penalty (`r`, `referee`, `juges`, `giudice arbitro`…) and true or false (`t`, `vrai`, `v`).
///
/// The words come from the string tables (`answer.referee`, `answer.judges`, `answer.both`,
/// `answer.and`, `answer.true`, `answer.false`: comma-separated, several words allowed in one
/// entry), so a language added with `--strings` brings its own.
package struct AnswerVocabulary: Sendable {
  /// Phrases (as lowercase word lists) and the owners they name, longest first.
  let owners: [([String], Owners)]
  /// One-letter owner codes that may be run together (`rj`, `aj`).
  let letters: [Character: Owners]
  let truths: [String: Bool]
  /// Words that join owners and mean nothing alone (`and`, `et`, `y`, `e`).
  package let connectors: Set<String>

  /// The words of the catalog's language first, then English's: a word the language gives
  /// another meaning keeps the language's.
  package init(_ catalog: Catalog) {
    var owners: [([String], Owners)] = []
    var letters: [Character: Owners] = [:]
    var truths: [String: Bool] = [:]
    var connectors: Set<String> = []
    let sources: [(String) -> String?] = [catalog.lookup, catalog.englishText]
    for source in sources {
      for (key, value) in [
        ("answer.referee", Owners.referee), ("answer.judges", .judge), ("answer.both", .both),
      ] {
        for phrase in Self.phrases(source(key)) {
          guard !owners.contains(where: { $0.0 == phrase }) else { continue }
          owners.append((phrase, value))
          if phrase.count == 1, let word = phrase.first, word.count == 1, let letter = word.first,
            letters[letter] == nil, value != .both
          {
            letters[letter] = value
          }
        }
      }
      for phrase in Self.phrases(source("answer.and")) where phrase.count == 1 {
        connectors.insert(phrase[0])
      }
      for (key, value) in [("answer.true", true), ("answer.false", false)] {
        for phrase in Self.phrases(source(key)) where phrase.count == 1 {
          if truths[phrase[0]] == nil { truths[phrase[0]] = value }
        }
      }
    }
    self.owners = owners.sorted { $0.0.count > $1.0.count }
    self.letters = letters
    self.truths = truths
    self.connectors = connectors
  }

  /// Whether `word` says yes, in the catalog's language or in English (case aside).
  package static func isYes(_ word: String, _ catalog: Catalog) -> Bool {
    let word = word.lowercased()
    return [catalog.lookup("answer.yes"), catalog.englishText("answer.yes")]
      .flatMap { phrases($0) }.contains { $0.joined(separator: " ") == word }
  }

  /// `"juge-arbitre, juge arbitre, ja"` → `[["juge-arbitre"], ["juge", "arbitre"], ["ja"]]`.
  package static func phrases(_ entry: String?) -> [[String]] {
    (entry ?? "").split(separator: ",").map { phrase in
      phrase.lowercased().split(separator: " ").map(String.init)
    }.filter { !$0.isEmpty }
  }

  /// A line as a Chinese or Japanese input method types it, in the characters the readers
  /// know: fullwidth letters, digits and signs (`４ｊ`, `，`) become ASCII, the ideographic
  /// space a space, `、` a comma and `。` a space, so `0 裁判长、裁判员。` reads like `0 r, j`.
  package static func normalized(_ line: String) -> String {
    guard line.utf8.contains(where: { $0 >= 0xE3 }) else { return line }
    var scalars = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      switch scalar.value {
      case 0xFF01...0xFF5E: scalars.append(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
      case 0x3000, 0x3002: scalars.append(" ")
      case 0x3001: scalars.append(",")
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// A word written without spaces in a language that uses none (`裁判长和裁判员`), cut
  /// into the vocabulary's one-word phrases and connectors, longest first; the word itself
  /// when it is known whole or cannot be cut that way.
  package func segmented(_ word: String) -> [String] {
    guard !word.allSatisfy(\.isASCII), !owners.contains(where: { $0.0 == [word] }) else {
      return [word]
    }
    let known = owners.compactMap { $0.0.count == 1 ? $0.0[0] : nil } + connectors
    let sorted = known.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    var pieces: [String] = []
    var rest = Substring(word)
    while !rest.isEmpty {
      guard let next = sorted.first(where: { rest.hasPrefix($0) }) else { return [word] }
      pieces.append(next)
      rest = rest.dropFirst(next.count)
    }
    return pieces
  }

  /// True or false for a word (`t`, `vrai`, `falso`), or nil.
  package func truth(_ word: String) -> Bool? { truths[word.lowercased()] }

  /// The owners named by the longest phrase starting at `words[start]`, and its length.
  package func owners(in words: [String], at start: Int) -> (Owners, Int)? {
    for (phrase, value) in owners where start + phrase.count <= words.count {
      if Array(words[start..<(start + phrase.count)]) == phrase { return (value, phrase.count) }
    }
    return nil
  }

  /// The owners spelled by one-letter codes run together (`rj`, `aj`); nil if a letter is
  /// none, or names an owner twice.
  package func owners(spelled word: String) -> Owners? {
    var found: Owners = []
    for letter in word {
      guard let owner = letters[letter], !found.contains(owner) else { return nil }
      found.insert(owner)
    }
    return found.isEmpty ? nil : found
  }
}
