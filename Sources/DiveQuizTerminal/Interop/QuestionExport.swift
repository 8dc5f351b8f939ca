import DiveQuizCore

/// divequiz's own questions as plain values (`InteropQuestion`) for Moodle and Anki, in the
/// session's language and edition: every penalty of the edition (its sanction and who applies
/// it), every Part Four question asked under it, and drawn dive, DD and award questions.
///
/// A penalty's answer is a pair (sanction, owners) that no target format asks as such: it
/// becomes a single-answer multiple choice over combined "sanction — owners" options, the
/// right pair among the same sanction with the other owners and the neighbouring sanctions
/// with the right owners. Every rule number printed is the edition's own (`RuleReference`,
/// `BankQuestion.rules(in:)`), and the edition is named beside it.
struct QuestionExport {
  let catalog: Catalog
  /// The bank's texts in the same language.
  let texts: Catalog
  let rulebook: Rulebook
  let bank: QuestionBank
  let dives: DiveCatalog
  /// Every edition loaded: a doubtful number is cited as the checked edition's
  /// (`RuleReference.penalty`).
  var editions: [Rulebook] = []

  /// What `export questions` writes when no kind is named, in this order.
  static let kinds: [QuestionKind] = [.sanction, .rulebook, .dives, .dd, .awards]
  /// How many dive, DD and award questions are drawn, from a fixed seed so that the same
  /// edition and language always give the same file.
  static let draws = 40
  static let seed: UInt64 = 1

  var edition: EditionID { rulebook.editionID }
  private var presenter: KindPresenter { KindPresenter(catalog: catalog, edition: edition) }

  func questions(_ wanted: [QuestionKind]) -> [InteropQuestion] {
    wanted.flatMap { kind -> [InteropQuestion] in
      switch kind {
      case .sanction: return rulebook.penalties.compactMap(penalty)
      case .rulebook: return bank.questions(in: edition).compactMap(bankQuestion)
      case .dives, .dd, .awards: return drawn(kind)
      default: return []
      }
    }
  }

  // MARK: - Penalties

  func penalty(_ penalty: Penalty) -> InteropQuestion? {
    guard !penalty.owners.isEmpty else { return nil }
    let right = (penalty.sanction, penalty.owners)
    let options = Self.pairs(around: right).map { pair in
      InteropOption(text: pairText(pair), right: pair == right)
    }
    var feedback = [catalog.text("kinds.correct", pairText(right))]
    let references = RuleReference.penalty(penalty, editions: editions + [rulebook])
    if !references.isEmpty {
      let cited = references.map { $0.textNamingEdition(catalog) }.joined(separator: "; ")
      feedback.append(catalog.text("interop.rules", cited))
    }
    // The note of a line with doubtful numbers explains the doubt and prints them (as a
    // range too: "11.7.4.1 to 11.7.4.5"): `show` keeps it, a file meant to teach from leaves
    // it out with the numbers.
    if penalty.doubtfulRules.isEmpty, let note = penalty.note(catalog) { feedback.append(note) }
    return InteropQuestion(
      name: "penalty-\(penalty.id)", category: category(.sanction),
      text: penalty.description(catalog) + "\n" + catalog.text("interop.ask.sanction"),
      answer: .choice(options), feedback: feedback.joined(separator: "\n"),
      tags: tags(.sanction))
  }

  /// The right pair, the same sanction with the two other owner sets, and the sanctions
  /// either side with the right owners: five options in the summary's order.
  static func pairs(around right: (Sanction, Owners)) -> [(Sanction, Owners)] {
    let owners: [Owners] = [.referee, .judge, .both]
    var pairs = owners.map { (right.0, $0) }
    for step in [-1, 1] {
      if let other = Sanction(rawValue: right.0.rawValue + step) { pairs.append((other, right.1)) }
    }
    // At either end of the scale, the sanction two steps in makes the fifth option.
    let far = right.0.rawValue + (right.0 == .failedDive ? 2 : -2)
    if pairs.count < 5, let other = Sanction(rawValue: far) { pairs.append((other, right.1)) }
    return pairs.sorted { ($0.0.rawValue, $0.1.rawValue) < ($1.0.rawValue, $1.1.rawValue) }
  }

  private func pairText(_ pair: (Sanction, Owners)) -> String {
    pair.0.label(catalog) + " — " + pair.1.label(catalog)
  }

  // MARK: - Part Four

  func bankQuestion(_ question: BankQuestion) -> InteropQuestion? {
    guard let rules = question.rules(in: edition) else { return nil }
    let answer: InteropQuestion.Answer
    switch question.key {
    case .options(let right):
      answer = .choice(
        (0..<question.form.optionCount).map { index in
          let key = question.id + "." + Prompt.letter(index)
          return InteropOption(text: texts.lookup(key) ?? key, right: right.contains(index))
        })
    case .truth(let value): answer = .truth(value)
    case .number(let hundredths): answer = .number(hundredths, tolerance: 0)
    }
    let why = texts.lookup(question.id + ".why").map { catalog.text("bank.why", $0) }
    // 2026 questions whose 2026 article is not known show the 2025 numbers: named as 2025's.
    let cited = rules.checkedIn ?? edition
    let feedback = [
      reference(rules.numbers, edition: cited, shown: rules.numbers.joined(separator: ", ")),
      why,
    ]
    return InteropQuestion(
      name: "bank-" + question.id, category: category(.rulebook, question.chapter),
      text: texts.lookup(question.id) ?? question.id, answer: answer,
      feedback: feedback.compactMap { $0 }.joined(separator: "\n"),
      tags: tags(.rulebook) + ["chapter::" + question.chapter.rawValue])
  }

  // MARK: - Dives, DD, awards

  /// Up to `draws` different questions of a kind, in the order drawn.
  func drawn(_ kind: QuestionKind) -> [InteropQuestion] {
    let maker = KindMaker(catalog: dives)
    guard maker.canAsk(kind) else { return [] }
    var generator = SplitMix64(
      seed: Self.seed &+ UInt64(QuestionKind.allCases.firstIndex(of: kind) ?? 0))
    var seen: Set<String> = []
    var out: [InteropQuestion] = []
    for _ in 0..<(Self.draws * 3) where out.count < Self.draws {
      let prompt: Prompt
      switch kind {
      case .dives: prompt = maker.dives(&generator)
      case .dd: prompt = maker.dd(&generator)
      default: prompt = KindMaker.awards(&generator)
      }
      guard case .choice(let question) = prompt else { continue }
      let statement = presenter.statement(question)
      guard seen.insert(statement).inserted else { continue }
      let options = question.options.indices.map {
        InteropOption(text: presenter.option(question, $0), right: $0 == question.correct)
      }
      out.append(
        InteropQuestion(
          name: "\(kind.rawValue)-\(question.ask.rawValue)-\(question.subject)"
            + (question.height.map { "-" + $0.metres } ?? ""),
          category: category(kind), text: statement, answer: .choice(options),
          feedback: catalog.text("kinds.correct", presenter.option(question, question.correct)),
          tags: tags(kind)))
    }
    return out
  }

  // MARK: - Filing

  /// `divequiz 2025` › the kind › for the bank, the chapter.
  private func category(_ kind: QuestionKind, _ chapter: BankChapter? = nil) -> [String] {
    let root = ["divequiz " + edition.text, presenter.label(kind)]
    return root
      + (chapter.map { [BankPresenter(catalog: catalog, texts: texts).chapterName($0)] } ?? [])
  }

  private func tags(_ kind: QuestionKind) -> [String] {
    ["divequiz", "kind::" + kind.rawValue, "edition::" + edition.text]
  }

  /// `Rule reference: rules 6.5.4, 8.3.4 of the 2025 edition.`: always naming the edition,
  /// since a file outlives the session that wrote it.
  private func reference(_ numbers: [String], edition: EditionID, shown: String) -> String {
    let key = numbers.count > 1 ? "rule.manyOfEdition" : "rule.oneOfEdition"
    return catalog.text("interop.rules", catalog.text(key, shown, edition))
  }
}
