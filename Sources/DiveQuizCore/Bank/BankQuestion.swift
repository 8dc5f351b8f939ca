/// A chapter of Part Four as the bank files its questions: the word of the 2025 chapter and
/// its number (the 2026 text renumbers, so the number typed is always the 2025 one).
package enum BankChapter: String, CaseIterable, Sendable {
  case general, competitions, format, statement, procedure, referee, secretariat, judging
  case synchro, championships, agegroups, facilities
  /// The 2026 referee's and assistant referee's checklists (no chapter of 2025).
  case checklist

  /// The 2025 chapter number; nil for the checklists.
  package var number: Int? {
    switch self {
    case .general: return 1
    case .competitions: return 2
    case .format: return 3
    case .statement: return 4
    case .procedure: return 5
    case .referee: return 6
    case .secretariat: return 7
    case .judging: return 8
    case .synchro: return 9
    case .championships: return 11
    case .agegroups: return 12
    case .facilities: return 13
    case .checklist: return nil
    }
  }

  /// The chapters a filter word names: a chapter's word or number, or `programme` (the
  /// event programmes: competitions and competition format); nil for any other word.
  package static func named(_ word: String) -> [BankChapter]? {
    let lowered = word.lowercased()
    if lowered == "programme" || lowered == "program" { return [.competitions, .format] }
    if let number = Int(lowered) {
      return allCases.first { $0.number == number }.map { [$0] }
    }
    return BankChapter(rawValue: lowered).map { [$0] }
  }
}

/// How a question is answered.
package enum BankForm: String, CaseIterable, Sendable {
  /// One right option of four (a–d).
  case one
  /// Two or more right options of five (a–e).
  case several
  /// A statement, true or false; the reason comes after the answer.
  case truefalse
  /// A number typed (minutes, metres, judges, dives).
  case number

  /// How many options the question has in every language table.
  package var optionCount: Int {
    switch self {
    case .one: return 4
    case .several: return 5
    case .truefalse, .number: return 0
    }
  }
}

/// The right answer of a question, or an answer given, in the bank's terms: option indices
/// (0 for `a`), a truth, or a number in hundredths.
package enum BankKey: Hashable, Sendable {
  /// Sorted option indices: one for `one`, two or more for `several`.
  case options([Int])
  case truth(Bool)
  /// Hundredths, so `1.5` and `1.50` are one answer and none is lost to binary fractions.
  case number(Int)

  /// Reads an answer as the bank (and a record) writes it: `b`, `a c d`, `true`, `60`, `1.5`.
  /// A key has the form's count of letters; an answer `given` any number of the options.
  package static func parse(_ text: String, form: BankForm, given: Bool = false) -> BankKey? {
    switch form {
    case .one, .several:
      let words = text.split(separator: " ")
      var indices: [Int] = []
      for word in words {
        guard word.unicodeScalars.count == 1, let scalar = word.unicodeScalars.first,
          (0x61...0x7A).contains(scalar.value)
        else { return nil }
        let index = Int(scalar.value) - 0x61
        guard index < form.optionCount, !indices.contains(index) else { return nil }
        indices.append(index)
      }
      let count = indices.count
      guard given ? count >= 1 : form == .one ? count == 1 : count >= 2 else { return nil }
      return .options(indices.sorted())
    case .truefalse:
      switch text {
      case "true": return .truth(true)
      case "false": return .truth(false)
      default: return nil
      }
    case .number:
      // A point only: the bank is data, and a comma would read as a list elsewhere.
      guard !text.contains(","), let value = Decimals.hundredths(text) else { return nil }
      return .number(value)
    }
  }

  /// As the bank and records write it: `a c`, `true`, `1.5`.
  package var text: String {
    switch self {
    case .options(let indices): return indices.map(Prompt.letter).joined(separator: " ")
    case .truth(let value): return value ? "true" : "false"
    case .number(let hundredths): return BankKey.plain(hundredths)
    }
  }

  /// `60`, `1.5`, `0.25`: no trailing zeros, a point.
  static func plain(_ hundredths: Int) -> String {
    let whole = hundredths / 100
    let rest = hundredths % 100
    if rest == 0 { return String(whole) }
    if rest % 10 == 0 { return "\(whole).\(rest / 10)" }
    return "\(whole)." + (rest < 10 ? "0" : "") + String(rest)
  }
}

/// The rule numbers a question shows in one edition.
package struct BankRules: Equatable, Sendable {
  package var numbers: [String]
  /// The edition whose text the numbers were checked against when it is not the one taught
  /// (a 2026 question whose 2026 article the reference does not give: its 2025 numbers, marked
  /// "checked against the 2025 text"); nil when they are the edition's own.
  package var checkedIn: EditionID?
}

/// One question of the bank, language-neutral: its texts are the keys `<id>`, `<id>.a`…,
/// `<id>.why` of the bank's string tables.
package struct BankQuestion: Equatable, Sendable {
  package var id: String
  package var chapter: BankChapter
  package var form: BankForm
  package var key: BankKey
  /// Rule numbers by edition id (`2025`, `2024`, `2026`); an edition without numbers has no
  /// entry.
  package var rules: [EditionID: [String]]
  /// The editions the question is asked under.
  package var editions: [EditionID]
  /// The line of `questions.tsv` it stands on, for messages.
  package var line: Int

  /// The edition whose numbers stand in for an edition's own when the reference gives none:
  /// 2026 questions outside the articles the 2026 reference covers show the 2025 numbers.
  package static let checkedEdition: EditionID = "2025"

  package func isAsked(in edition: EditionID) -> Bool { editions.contains(edition) }

  /// The numbers shown under `edition`: its own, else the 2025 ones marked as checked against
  /// the 2025 text; nil when the question is not asked under it.
  package func rules(in edition: EditionID) -> BankRules? {
    guard isAsked(in: edition) else { return nil }
    if let own = rules[edition], !own.isEmpty { return BankRules(numbers: own, checkedIn: nil) }
    guard let checked = rules[Self.checkedEdition], !checked.isEmpty else { return nil }
    return BankRules(numbers: checked, checkedIn: Self.checkedEdition)
  }

  /// The text keys of the question in a table: the question, each option, the explanation.
  package var textKeys: [String] {
    [id] + (0..<form.optionCount).map { id + "." + Prompt.letter($0) } + [id + ".why"]
  }
}

/// One duty of the 2026 referee's or assistant referee's checklist.
package struct ChecklistDuty: Equatable, Sendable {
  package enum Role: String, CaseIterable, Sendable {
    case referee, assistant
  }

  /// When the duty falls, in the checklists' order.
  package enum Moment: String, CaseIterable, Sendable {
    case beforeEvent = "before-event"
    case duringEvent = "during-event"
    case beforeDive = "before-dive"
    case duringDive = "during-dive"
    case afterEvent = "after-event"
  }

  package var role: Role
  package var moment: Moment
  /// `referee.01`: its text is `checklist.referee.01`.
  package var item: String
  package var rules2026: [String]
  package var rules2025: [String]
  package var line: Int

  package var textKey: String { "checklist." + item }
}
