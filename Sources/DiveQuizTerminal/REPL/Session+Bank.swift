import DiveQuizCore
import DiveQuizService

/// The rulebook bank at the terminal: its texts in the session's language, `rule NUMBER`, and
/// its questions among what `search` finds.
extension Session {
  /// The bank's texts in the language in use; nil when the bank is not loaded and `load` is
  /// false (so building a presenter never parses the bank).
  func bankTexts(load: Bool) -> Catalog? {
    guard load || service.bankSource?.isLoaded == true else { return nil }
    if let cached = bankCatalog, cached.language == catalog.language { return cached }
    let texts = service.bank.texts(in: catalog.language)
    bankCatalog = texts
    return texts
  }

  /// The bank's presenter, the bank loaded now.
  var bankText: BankPresenter {
    BankPresenter(catalog: catalog, texts: bankTexts(load: true) ?? .keysOnly)
  }

  private var bankSearch: BankSearch {
    BankSearch(
      bank: service.bank, texts: bankTexts(load: true) ?? .keysOnly,
      search: PenaltySearch(rulebook: rulebook, catalog: catalog), edition: rulebook.editionID)
  }

  /// `search TEXT`: the penalties, then the bank's questions.
  func search(_ text: String) -> Bool {
    let hits = bankSearch.run(text)
    let penalties = PenaltySearch(rulebook: rulebook, catalog: catalog).run(text)
    var out = penalties.isEmpty && !hits.isEmpty ? "" : show.penalties.searchResult(text)
    out += bankText.searchResult(hits)
    return shown(out)
  }

  /// `rule NUMBER`: the penalties under the rule in the edition taught, the bank's questions
  /// citing it and the checklist duties that name it.
  func showRule(_ number: String) -> Bool {
    let edition = rulebook.editionID
    let shownNumber = Sanitizer.visible(number, limit: 24)
    let penalties = rulebook.penalties.filter { BankSearch.cites($0.rules, number) }
    let search = bankSearch
    let questions = search.run(number).map(\.question)
    let duties = search.duties(citing: number)
    guard !penalties.isEmpty || !questions.isEmpty || !duties.isEmpty else {
      say(catalog.text("bank.rule.none", shownNumber, edition) + "\n")
      return true
    }
    var lines = [catalog.text("bank.rule.header", shownNumber, edition)]
    if !penalties.isEmpty {
      lines.append(catalog.text("bank.rule.penalties", penalties.count))
      for penalty in penalties {
        lines.append(
          "  #\(penalty.id)  " + penalty.description(catalog) + " ("
            + penalty.rulesText(catalog) + ")")
      }
    }
    let text = bankText
    if !questions.isEmpty {
      lines.append(catalog.text("bank.rule.questions", questions.count))
      for question in questions {
        let rules = question.rules(in: edition)?.numbers.joined(separator: ", ") ?? ""
        lines.append(text.row(question) + " (" + Sanitizer.visible(rules, limit: 60) + ")")
      }
    }
    if !duties.isEmpty {
      lines.append(catalog.text("bank.rule.checklist", duties.count))
      for duty in duties {
        lines.append(
          "  " + catalog.text("bank.checklist.short.\(duty.role.rawValue)") + ", "
            + catalog.text("bank.moment.\(duty.moment.rawValue)") + ": " + text.text(duty.textKey))
      }
    }
    return shown(lines.joined(separator: "\n") + "\n")
  }
}
