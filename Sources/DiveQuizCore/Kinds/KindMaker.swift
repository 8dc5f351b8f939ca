/// Makes the questions of the dive, DD and award kinds from the dive catalogue and rule 8.1.1.
///
/// Deterministic: the same generator state, catalogue and filters give the same question, so
/// a quiz replayed from its seed asks the same thing on every machine. Wrong options are
/// plausible (the same dive in another position, the same group, a neighbouring DD or band)
/// and never equal to the right one.
package struct KindMaker {
  package let catalog: DiveCatalog
  /// The rows the filters leave (all of them without filters).
  package let entries: [DiveEntry]
  /// Every tabled code, once each, in catalogue order.
  let codes: [DiveCode]

  package init(catalog: DiveCatalog, filter: DiveFilter = DiveFilter()) {
    self.catalog = catalog
    self.entries = catalog.entries.filter(filter.admits)
    var seen: Set<DiveCode> = []
    var codes: [DiveCode] = []
    for entry in entries where seen.insert(entry.code).inserted { codes.append(entry.code) }
    self.codes = codes
  }

  /// Whether a kind has anything to ask under these filters.
  package func canAsk(_ kind: QuestionKind) -> Bool {
    switch kind {
    case .dives, .dd, .scores: return !entries.isEmpty
    case .scenario: return !catalog.entries.isEmpty
    case .awards: return true
    case .sanction, .rules, .truefalse, .rulebook, .own: return false
    }
  }

  // MARK: - Dives

  /// The name of a number, the number of a name, or where a twisting number may be done.
  package func dives(_ generator: inout SplitMix64) -> Prompt {
    let twisting = codes.filter { $0.number.halfTwists > 0 }
    let asks: [ChoiceQuestion.Ask] =
      twisting.isEmpty ? [.name, .number] : [.name, .number, .positions]
    let ask = asks[generator.uniform(below: asks.count)]
    if ask == .positions {
      let number = twisting[generator.uniform(below: twisting.count)].number
      let allowed = DivePosition.allCases.filter { DiveRules.positionAllowed(number, $0) }
      let right = allowed.map(\.rawValue).joined()
      let options = Self.positionSets
      return .choice(
        ChoiceQuestion(
          ask: .positions, subject: number.digits, options: options,
          correct: options.firstIndex(of: right) ?? 0))
    }
    let code = codes[generator.uniform(below: codes.count)]
    let all = codes.filter { $0 != code }
    let tiers: [[DiveCode]] = [
      all.filter { $0.number == code.number },
      all.filter { $0.number != code.number && $0.number.group == code.number.group },
      all.filter { $0.number.group != code.number.group },
    ]
    var picked: [String] = []
    for (index, tier) in tiers.enumerated() {
      var candidates = tier
      let wanted = index == 0 ? 1 : 3
      var taken = 0
      while taken < wanted, picked.count < 3, !candidates.isEmpty {
        let choice = candidates.remove(at: generator.uniform(below: candidates.count))
        picked.append(choice.description)
        taken += 1
      }
    }
    return .choice(
      Self.shuffled(
        ask: ask, subject: code.description, right: code.description, picked, &generator))
  }

  /// The position sets rule 1.6.4 gives twisting dives, in a fixed order so that the letters
  /// read the same in every question.
  package static let positionSets = ["ABC", "D", "BC", "ABCD"]

  // MARK: - DD

  /// The DD of a tabled dive at a height, among four.
  package func dd(_ generator: inout SplitMix64) -> Prompt {
    let entry = entries[generator.uniform(below: entries.count)]
    // The same dive elsewhere first (other heights and positions), then neighbours.
    var near: [Int] = []
    for other in catalog.entries(for: entry.code.number) where other.dd != entry.dd {
      if !near.contains(other.dd) { near.append(other.dd) }
    }
    for step in [1, -1, 2, -2, 3, -3] where entry.dd + step > 0 {
      if !near.contains(entry.dd + step), entry.dd + step != entry.dd {
        near.append(entry.dd + step)
      }
    }
    var picked: [String] = []
    while picked.count < 3, !near.isEmpty {
      // Nearer values are likelier: draw from the first few.
      let index = generator.uniform(below: min(near.count, 4))
      picked.append(Tenths.format(tenths: near.remove(at: index)))
    }
    var question = Self.shuffled(
      ask: .dd, subject: entry.code.description, right: Tenths.format(tenths: entry.dd), picked,
      &generator)
    question.height = entry.height
    return .choice(question)
  }

  // MARK: - Awards

  /// The band of an award, or the awards of a band (rule 8.1.1); options in the rule's order.
  package static func awards(_ generator: inout SplitMix64) -> Prompt {
    let bands = AwardBand.allCases
    let askBand = generator.uniform(below: 2) == 0
    let award = generator.uniform(below: Award.maximum + 1)
    let band =
      askBand ? AwardBand(halves: award) ?? .good : bands[generator.uniform(below: bands.count)]
    var others = bands.filter { $0 != band }
    var chosen = [band]
    while chosen.count < 4, !others.isEmpty {
      chosen.append(others.remove(at: generator.uniform(below: others.count)))
    }
    let ordered = bands.filter(chosen.contains)
    let options = ordered.map { askBand ? $0.rawValue : $0.range }
    return .choice(
      ChoiceQuestion(
        ask: askBand ? .band : .range, subject: askBand ? Award.format(award) : band.rawValue,
        options: options, correct: ordered.firstIndex(of: band) ?? 0))
  }

  /// Four options (the right one and up to three `picked`) in a random order.
  static func shuffled(
    ask: ChoiceQuestion.Ask, subject: String, right: String, _ picked: [String],
    _ generator: inout SplitMix64
  ) -> ChoiceQuestion {
    var options = [right] + picked
    generator.shuffle(&options)
    return ChoiceQuestion(
      ask: ask, subject: subject, options: options, correct: options.firstIndex(of: right) ?? 0)
  }
}
