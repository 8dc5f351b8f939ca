import DiveQuizCore

/// The rulebook bank as text: a question, its options in the order drawn, the answer read
/// back, the key with its rule numbers and explanation, the chapters with their counts, the
/// 2026 checklists by moment, and what `rule` and `search` find in the bank.
///
/// The bank's own texts come from its tables (`texts`, in the session's language, English
/// where a translation is missing) and go through `Sanitizer` on their way to the terminal;
/// the sentences around them come from the program's tables (`catalog`).
struct BankPresenter {
  let catalog: Catalog
  let texts: Catalog

  /// A bank text, or its key when no table has it (a question edited away since a quiz was
  /// stored).
  func text(_ key: String) -> String { Sanitizer.terminal(texts.lookup(key) ?? key) }

  /// `Referee (6)`, `Checklists`.
  func chapterName(_ chapter: BankChapter) -> String {
    let name = catalog.text("bank.chapter.\(chapter.rawValue)")
    return chapter.number.map { name + " (\($0))" } ?? name
  }

  /// `Rulebook · Referee (6)`: the header's kind.
  func label(_ question: BankPrompt) -> String {
    catalog.text("kinds.kind.rulebook") + " · " + chapterName(question.chapter)
  }

  /// The question, its options as drawn and what to type.
  func body(_ question: BankPrompt) -> [String] {
    var lines = [text(question.id), ""]
    for position in question.order.indices {
      lines.append("  \(Prompt.letter(position))  " + option(question, position))
    }
    lines.append(catalog.text("bank.ask.\(question.form.rawValue)"))
    return lines
  }

  func option(_ question: BankPrompt, _ position: Int) -> String {
    question.optionKey(position).map(text) ?? "?"
  }

  /// The reply read back: `a) Call a break; c) …`, `true`, `30`.
  func describe(_ key: BankKey?, _ question: BankPrompt) -> String {
    switch key {
    case nil: return catalog.text("quiz.skippedAnswer")
    case .options(let positions)?:
      return positions.map { Prompt.letter($0) + ") " + option(question, $0) }
        .joined(separator: "; ")
    case .truth(let value)?: return catalog.text(value ? "quiz.true" : "quiz.false")
    case .number(let hundredths)?:
      return LocalDecimal.text(BankKey.number(hundredths).text, catalog)
    }
  }

  /// After an answer: the right answer, its rule numbers in the quiz's edition (or the
  /// 2025 ones marked as checked against the 2025 text) and the explanation.
  func feedback(_ question: BankPrompt) -> [String] {
    [
      catalog.text("kinds.correct", describe(question.key, question)),
      rules(question),
      catalog.text("bank.why", text(question.id + ".why")),
    ]
  }

  /// The numbers the question was asked with; the quiz's header names its edition.
  func rules(_ question: BankPrompt) -> String {
    let numbers = question.rules.map { Sanitizer.visible($0, limit: 24) }.joined(separator: ", ")
    guard let checked = question.checkedIn else { return catalog.text("bank.rules", numbers) }
    return catalog.text("bank.rules.checked", numbers, Sanitizer.visible(checked.text, limit: 12))
  }

  // MARK: - Commands

  /// `rulebook`: each chapter with the questions asked under the edition, and the total.
  func chapters(_ bank: QuestionBank, edition: EditionID) -> String {
    var rows: [[String]] = []
    var total = 0
    for chapter in BankChapter.allCases {
      let count = bank.questions(in: edition, chapters: [chapter]).count
      total += count
      rows.append([
        chapter.number.map(String.init) ?? "", chapter.rawValue,
        catalog.text("bank.chapter.\(chapter.rawValue)"), String(count),
      ])
    }
    var lines = [catalog.text("bank.list.header", edition)]
    let widths = (0..<4).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
    for row in rows {
      lines.append(
        "  " + TextLayout.pad(row[0], widths[0]) + "  " + TextLayout.pad(row[1], widths[1]) + "  "
          + TextLayout.pad(row[2], widths[2]) + "  "
          + String(repeating: " ", count: widths[3] - row[3].count) + row[3])
    }
    lines.append(catalog.text("bank.list.total", total, bank.checklist.count))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `checklist [referee|assistant]`: the duties of the 2026 checklists by moment, each with
  /// its 2026 article.
  func checklist(_ bank: QuestionBank, roles: [ChecklistDuty.Role]) -> String {
    var lines: [String] = []
    for role in roles {
      if !lines.isEmpty { lines.append("") }
      lines.append(catalog.text("bank.checklist.\(role.rawValue)"))
      for moment in ChecklistDuty.Moment.allCases {
        let duties = bank.checklist.filter { $0.role == role && $0.moment == moment }
        guard !duties.isEmpty else { continue }
        lines.append("")
        lines.append(catalog.text("bank.moment.\(moment.rawValue)"))
        for duty in duties {
          let rules =
            duty.rules2026.isEmpty ? "" : " (" + duty.rules2026.joined(separator: ", ") + ")"
          lines.append("  • " + text(duty.textKey) + Sanitizer.visible(rules, limit: 60))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One question in a list (`rule`, `search`): its id and text.
  func row(_ question: BankQuestion) -> String {
    "  " + question.id + "  " + text(question.id)
  }

  /// What `search` finds in the bank, under the penalties it found.
  func searchResult(_ hits: [BankSearch.Hit]) -> String {
    guard !hits.isEmpty else { return "" }
    var lines = [catalog.text("bank.search.header", hits.count)]
    for hit in hits {
      lines.append(row(hit.question))
      if !hit.matched.isEmpty {
        let words = hit.matched.map { Sanitizer.visible($0) }.joined(separator: ", ")
        lines.append("    " + catalog.text("search.matched", words))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
