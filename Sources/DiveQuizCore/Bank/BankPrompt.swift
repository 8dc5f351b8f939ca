/// A bank question as asked: which question (id and the hash of its wording), its options in
/// the order shown, the key in that order, and the rule numbers of the quiz's edition.
///
/// Everything on screen is rebuilt from these fields and the bank's tables in the language of
/// the moment, so the question switches language mid-quiz; the key and the numbers are kept
/// so a stored answer is marked and shown as it was asked, whatever the bank says later.
public struct BankPrompt: Equatable, Sendable {
  package var id: String
  /// `BankQuestion` hash: an edited question is another question to history.
  package var hash: String
  package var chapter: BankChapter
  package var form: BankForm
  /// `order[i]` is the bank's option (0 for `a`) shown at position `i`; empty for the
  /// true-or-false and number forms.
  package var order: [Int]
  /// The right answer, options counted in the order shown.
  package var key: BankKey
  /// The rule numbers shown, in the quiz's edition.
  package var rules: [String]
  /// Set when those are the 2025 numbers standing in for an edition's own (`BankRules`).
  package var checkedIn: EditionID?

  package init(
    id: String, hash: String, chapter: BankChapter, form: BankForm, order: [Int], key: BankKey,
    rules: [String], checkedIn: EditionID? = nil
  ) {
    self.id = id
    self.hash = hash
    self.chapter = chapter
    self.form = form
    self.order = order
    self.key = key
    self.rules = rules
    self.checkedIn = checkedIn
  }

  /// Asks `question` in `edition` with its options shuffled by `generator` (the quiz's
  /// seed); nil when the question is not asked under that edition.
  package init?(
    asking question: BankQuestion, hash: String, edition: EditionID,
    _ generator: inout SplitMix64
  ) {
    guard let rules = question.rules(in: edition) else { return nil }
    var order = Array(0..<question.form.optionCount)
    generator.shuffle(&order)
    var key = question.key
    if case .options(let indices) = question.key {
      key = .options(indices.compactMap { order.firstIndex(of: $0) }.sorted())
    }
    self.init(
      id: question.id, hash: hash, chapter: question.chapter, form: question.form, order: order,
      key: key, rules: rules.numbers, checkedIn: rules.checkedIn)
  }

  /// How an answer scores. One of four, true or false and a number: all or nothing. Several
  /// of five: the project's partial scoring, as a sanction question's owners — every letter
  /// right 10, one letter wrong (one right letter left out, or one wrong letter added) 5,
  /// anything else 0 — so a judge who knows all but one duty is told so, and ticking every
  /// option never pays.
  package func grade(_ given: BankKey?) -> Grade {
    guard let given else { return .wrong }
    if form == .several, case .options(let right) = key, case .options(let chosen) = given {
      let wrong = Set(right).symmetricDifference(chosen).count
      return wrong == 0 ? .right : wrong == 1 ? .partlyRight : .wrong
    }
    return given == key ? .right : .wrong
  }

  /// The text key of the option shown at `position`: `referee-07.c`.
  package func optionKey(_ position: Int) -> String? {
    guard order.indices.contains(position) else { return nil }
    return id + "." + Prompt.letter(order[position])
  }

  /// An answer read back from a record or typed: options in the order shown.
  package func reply(_ key: BankKey) -> Reply {
    switch key {
    case .options(let indices): return .options(indices)
    case .truth(let value): return .truth(value)
    case .number(let hundredths): return .number(hundredths)
    }
  }

  /// The bank key a reply gives, when it fits the form.
  package func key(of reply: Reply?) -> BankKey? {
    switch (form, reply) {
    case (.one, .option(let index)?): return .options([index])
    case (.one, .options(let indices)?), (.several, .options(let indices)?):
      return .options(indices.sorted())
    case (.several, .option(let index)?): return .options([index])
    case (.truefalse, .truth(let value)?): return .truth(value)
    case (.number, .number(let hundredths)?): return .number(hundredths)
    default: return nil
    }
  }
}
