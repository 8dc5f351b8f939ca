/// `search TEXT` as judges type it: case, accents, hyphens and apostrophes (straight or
/// curly) do not count, a plural finds its singular, the sanction and owner words find the
/// penalties they apply to, and the language's table of judges' words (`search.synonyms`:
/// `balk` → re-start, `handstand` → armstand) finds the rulebook's own words.
///
/// Results are ranked: a rule number first, then the descriptions holding the whole phrase,
/// then those holding every word, then the penalties found through their sanction or owners.
package struct PenaltySearch {
  /// How closely a penalty matched; smaller is closer.
  package enum Rank: Int, Comparable, Sendable {
    case rule, phrase, words, related

    package static func < (left: Rank, right: Rank) -> Bool { left.rawValue < right.rawValue }
  }

  package struct Hit: Equatable, Sendable {
    package var penalty: Penalty
    package var rank: Rank
    /// The words of the texts that matched, as printed there (`re-start`, `armstand`).
    package var matched: [String]
  }

  let rulebook: Rulebook
  let catalog: Catalog

  package init(rulebook: Rulebook, catalog: Catalog) {
    self.rulebook = rulebook
    self.catalog = catalog
  }

  /// The penalties `query` finds, closest first, then by id.
  package func run(_ query: String) -> [Hit] {
    let trimmed = TextFolding.trimmed(query)
    let ruleQuery = TextFolding.fold(trimmed)
    let words = Self.words(trimmed).map(\.folded)
    let wanted = words.map(alternatives)
    let looksLikeRule = BankSearch.isRuleNumber(trimmed)
    var hits: [Hit] = []
    for penalty in rulebook.penalties {
      // The printed table's numbers too: a judge reading it looks up what it shows.
      let rules = (penalty.rules + (penalty.summaryRules ?? []) + penalty.formerRules)
        .map(TextFolding.fold)
      if !ruleQuery.isEmpty,
        rules.contains(where: { $0 == ruleQuery || $0.hasPrefix(ruleQuery + ".") })
      {
        hits.append(Hit(penalty: penalty, rank: .rule, matched: []))
        continue
      }
      // `8.5.4` is a rule number or nothing: its digits are not words to look for.
      guard !looksLikeRule, !words.isEmpty,
        let hit = match(penalty, words: words, wanted: wanted)
      else {
        continue
      }
      hits.append(hit)
    }
    return hits.enumerated().sorted {
      ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset)
    }.map(\.element)
  }

  private func match(_ penalty: Penalty, words: [String], wanted: [[String]]) -> Hit? {
    let descriptions = [penalty.description(catalog), penalty.englishDescription(catalog)]
      .compactMap { $0 }.map(Self.words)
    // The phrase with or without its spaces: `head first` is the text's `head-first`.
    let phrase = words.joined(separator: " ")
    let squeezed = words.joined()
    for text in descriptions {
      let folded = text.map(\.folded)
      guard
        (" " + folded.joined(separator: " ") + " ").contains(" " + phrase)
          || folded.joined().contains(squeezed)
      else { continue }
      return Hit(penalty: penalty, rank: .phrase, matched: found(wanted, in: text))
    }
    for text in descriptions where wanted.allSatisfy({ contains($0, in: text) }) {
      return Hit(penalty: penalty, rank: .words, matched: found(wanted, in: text))
    }
    // The sanction and who applies it, in the language in use and in English.
    var labels = [penalty.sanction.label(catalog), penalty.owners.label(catalog)]
    if let english = catalog.englishText("Sanction-\(penalty.sanction.rawValue)") {
      labels.append(english)
    }
    let everything = descriptions.flatMap { $0 } + labels.flatMap(Self.words)
    guard wanted.allSatisfy({ contains($0, in: everything) }) else { return nil }
    return Hit(penalty: penalty, rank: .related, matched: found(wanted, in: everything))
  }

  /// A form of one word is looked for inside the text's words; a form of several words
  /// (`nouveau depart`) as a phrase.
  private func contains(_ forms: [String], in text: [Word]) -> Bool {
    forms.contains { form in
      guard form.contains(" ") else { return text.contains { $0.folded.contains(form) } }
      return (" " + text.map(\.folded).joined(separator: " ") + " ").contains(" " + form + " ")
    }
  }

  /// The word of `text` each query word matched, once each: the same word if the text has it,
  /// else one that starts with it, else one that holds it. Words of one or two letters (`a`,
  /// `in`) are left out unless nothing else was asked.
  private func found(_ wanted: [[String]], in text: [Word]) -> [String] {
    var shown: [String] = []
    for forms in wanted where forms[0].count > 2 || wanted.count == 1 {
      let tests: [(Word) -> Bool] = [
        { word in forms.contains { word.folded == $0 } },
        { word in forms.contains { word.folded.hasPrefix($0) } },
        { word in forms.contains { word.folded.contains($0) } },
      ]
      if let phrase = forms.first(where: { $0.contains(" ") && contains([$0], in: text) }) {
        // A phrase alternative: its words as the text prints them.
        for part in phrase.split(separator: " ") {
          if let word = text.first(where: { $0.folded == part }), !shown.contains(word.printed) {
            shown.append(word.printed)
          }
        }
        continue
      }
      guard let word = tests.lazy.compactMap({ text.first(where: $0) }).first else { continue }
      if !shown.contains(word.printed) { shown.append(word.printed) }
    }
    return shown
  }

  /// The forms a query word may take in the texts: itself, its singulars, and the rulebook's
  /// words for it in the synonyms tables (the language in use and English).
  func alternatives(_ word: String) -> [String] {
    // The whole fallback chain: es-MX searches with the plurals of es, then of English.
    var forms = [word] + Self.singulars(word, languages: catalog.chain)
    for form in forms {
      forms += synonyms[form] ?? []
    }
    var unique: [String] = []
    for form in forms where !unique.contains(form) { unique.append(form) }
    return unique
  }

  /// `head: word, word; head: word` from `search.synonyms`, in the language in use and in
  /// English, folded as the texts are.
  var synonyms: [String: [String]] {
    var table: [String: [String]] = [:]
    let sources = [catalog.lookup("search.synonyms"), catalog.englishText("search.synonyms")]
    for source in sources.compactMap({ $0 }) {
      for entry in source.split(separator: ";") {
        let parts = entry.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let head = Self.words(String(parts[0])).first?.folded else {
          continue
        }
        let words = parts[1].split(separator: ",").map {
          Self.words(String($0)).map(\.folded).joined(separator: " ")
        }
        table[head, default: []] += words.filter { !$0.isEmpty }
      }
    }
    return table
  }

  /// Simple plurals made singular, for the languages given: `twists` → `twist`, `vrilles` →
  /// `vrille`, `tuffi` → `tuffo`. Stems under three letters are not offered: they would
  /// match almost anything.
  static func singulars(_ word: String, languages: [String]) -> [String] {
    var rules: [(String, String)] = []
    for language in languages {
      switch language {
      case "en": rules += [("ies", "y"), ("es", ""), ("s", "")]
      case "fr": rules += [("aux", "al"), ("s", ""), ("x", "")]
      case "es": rules += [("es", ""), ("s", "")]
      case "it": rules += [("i", "o"), ("i", "e"), ("e", "a")]
      default: rules += [("s", "")]
      }
    }
    var forms: [String] = []
    for (ending, replacement) in rules where word.hasSuffix(ending) {
      let stem = String(word.dropLast(ending.count)) + replacement
      if stem.count >= 3, stem != word, !forms.contains(stem) { forms.append(stem) }
    }
    return forms
  }

  /// A word of a text: as printed (punctuation around it cut) and folded for comparison.
  struct Word: Equatable {
    var printed: String
    var folded: String
  }

  /// The words of `text`: split at spaces and punctuation; hyphens and apostrophes, straight
  /// or curly, join (`re-start` is `restart`, `diver’s` is `divers`).
  static func words(_ text: String) -> [Word] {
    var result: [Word] = []
    for piece in text.split(whereSeparator: { $0.isWhitespace }) {
      let printed = String(piece).trimmingEnds { !$0.isLetter && !$0.isNumber }
      var folded = ""
      for character in TextFolding.fold(printed) {
        if character.isLetter || character.isNumber {
          folded.append(character)
        } else if !joiners.contains(character) {
          folded.append(" ")
        }
      }
      for part in folded.split(separator: " ") {
        result.append(Word(printed: printed, folded: String(part)))
      }
    }
    return result
  }

  /// Marks that join the letters around them rather than separate words.
  private static let joiners: Set<Character> = [
    "-", "\u{2010}", "\u{2011}", "'", "\u{2019}", "\u{2018}", "\u{02BC}",
  ]
}

extension String {
  /// The string without the characters at either end that `drop` picks.
  fileprivate func trimmingEnds(_ drop: (Character) -> Bool) -> String {
    guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) })
    else { return "" }
    return String(self[first...last])
  }
}
