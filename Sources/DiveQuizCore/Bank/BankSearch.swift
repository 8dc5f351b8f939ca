/// `search` and `rule` over the bank: its questions by words (the language in use and
/// English, read as `PenaltySearch` reads penalties: case, accents, hyphens, plurals and the
/// judges' synonyms do not count) or by a rule number of the edition taught.
package struct BankSearch {
  package struct Hit: Equatable, Sendable {
    package var question: BankQuestion
    /// The words of its texts that matched; empty when found by a rule number.
    package var matched: [String]
  }

  let bank: QuestionBank
  /// The bank's texts in the language in use.
  let texts: Catalog
  /// The program's search, for its reading of words and its synonyms.
  let words: PenaltySearch
  let edition: EditionID

  package init(bank: QuestionBank, texts: Catalog, search: PenaltySearch, edition: EditionID) {
    self.bank = bank
    self.texts = texts
    self.words = search
    self.edition = edition
  }

  /// Whether a query is a rule number (`6.4.8`, `D6.16`, `8.4`): digits, letters and points,
  /// with a point and a digit.
  package static func isRuleNumber(_ query: String) -> Bool {
    query.contains(".") && query.contains(where: \.isNumber)
      && query.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." }
  }

  /// Whether `numbers` hold `rule` or a rule under it (`8.4` holds `8.4.2.1`); a range
  /// (`6.10–6.10.3`) holds what either end holds.
  package static func cites(_ numbers: [String], _ rule: String) -> Bool {
    let wanted = TextFolding.fold(rule)
    return numbers.contains { entry in
      entry.split(separator: "\u{2013}").contains { end in
        let number = TextFolding.fold(String(end))
        return number == wanted || number.hasPrefix(wanted + ".")
      }
    }
  }

  /// The questions of the edition `query` finds: by rule number first, then by words.
  package func run(_ query: String) -> [Hit] {
    let trimmed = TextFolding.trimmed(query)
    guard !trimmed.isEmpty else { return [] }
    let asked = bank.questions(in: edition)
    if Self.isRuleNumber(trimmed) {
      return asked.filter { Self.cites($0.rules(in: edition)?.numbers ?? [], trimmed) }.map {
        Hit(question: $0, matched: [])
      }
    }
    let wanted = PenaltySearch.words(trimmed).map(\.folded).map(words.alternatives)
    guard !wanted.isEmpty else { return [] }
    var hits: [Hit] = []
    for question in asked {
      let keys = question.textKeys
      var sources = [keys.compactMap { texts.lookup($0) }.joined(separator: " ")]
      if texts.language != Catalog.fallbackLanguage {
        sources.append(keys.compactMap { texts.englishText($0) }.joined(separator: " "))
      }
      for source in sources {
        let text = PenaltySearch.words(source)
        // A word starts a word of the text (`minute` finds minutes; `one` never matches
        // inside postponement): the bank's texts are long, and loose matches would bury the
        // questions asked for.
        let found = wanted.allSatisfy { forms in
          forms.contains { form in text.contains { $0.folded.hasPrefix(form) } }
        }
        guard found else { continue }
        var matched: [String] = []
        for forms in wanted {
          if let word = text.first(where: { word in forms.contains { word.folded.hasPrefix($0) } }),
            !matched.contains(word.printed)
          {
            matched.append(word.printed)
          }
        }
        hits.append(Hit(question: question, matched: matched))
        break
      }
    }
    return hits
  }

  /// The checklist duties citing `rule` in `edition` (2026 numbers under 2026, else 2025).
  package func duties(citing rule: String) -> [ChecklistDuty] {
    bank.checklist.filter {
      Self.cites(edition == "2026" ? $0.rules2026 : $0.rules2025, rule)
    }
  }
}
