/// The words a trainee may answer with, in the session's language and in English: who applies
/// a penalty (`r`, `referee`, `juges`, `giudice arbitro`…) and true or false (`t`, `vrai`, `v`).
///
/// The words come from the string tables (`answer.referee`, `answer.judges`, `answer.both`,
/// `answer.and`, `answer.true`, `answer.false`: comma-separated, several words allowed in one
/// entry), so a language added with `--strings` brings its own.
public struct AnswerVocabulary: Sendable {
  /// Phrases (as lowercase word lists) and the owners they name, longest first.
  let owners: [([String], Owners)]
  /// One-letter owner codes that may be run together (`rj`, `aj`).
  let letters: [Character: Owners]
  let truths: [String: Bool]
  /// Words that join owners and mean nothing alone (`and`, `et`, `y`, `e`).
  package let connectors: Set<String>

  /// The words of the catalog's language first, then English's: a word the language gives
  /// another meaning keeps the language's.
  public init(_ catalog: Catalog) {
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

  /// `"juge-arbitre, juge arbitre, ja"` → `[["juge-arbitre"], ["juge", "arbitre"], ["ja"]]`.
  package static func phrases(_ entry: String?) -> [[String]] {
    (entry ?? "").split(separator: ",").map { phrase in
      phrase.lowercased().split(separator: " ").map(String.init)
    }.filter { !$0.isEmpty }
  }

  /// True or false for a word (`t`, `vrai`, `falso`), or nil.
  public func truth(_ word: String) -> Bool? { truths[word.lowercased()] }

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
