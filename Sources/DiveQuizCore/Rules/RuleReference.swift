/// A rule divequiz cites beside the penalty summary (the DD formula, the twist positions, the
/// missing award, the award bands), with the edition whose number it is.
///
/// The one place that decides which number a citation prints and of which edition, for every
/// kind of question and command: an edition prints its own number only where that number was
/// checked against its text; any other edition (2026, whose text could not be read, a file
/// loaded with `--rules`) prints the number of the latest checked edition and names it, so a
/// 2025 number is never shown as if it were a 2026 one.
package struct RuleReference: Equatable, Sendable {
  /// What is cited.
  package enum Topic: String, CaseIterable, Sendable {
    /// A + B + C + D + E (rule 1.6.1).
    case ddFormula
    /// The positions of dives with twists (rule 1.6.4).
    case twistPositions
    /// The average adopted for a missing award of an individual panel (rule 7.9).
    case missingAward
    /// A missing award of a synchronised panel: the average, or in a 9-judge panel the other
    /// execution judge's award (rule 7.10).
    case missingSynchro
    /// The award bands (rule 8.1.1).
    case awardBands
  }

  package let numbers: [String]
  /// The edition the numbers belong to.
  package let edition: EditionID
  /// Whether that is another edition than the one taught, so the citation must name it.
  package let foreign: Bool

  /// The numbers of each topic in the editions whose text was checked (`scoring-rules.md`: the
  /// same numbers in 2024 and 2025), latest first. The 2026 text could not be read and the
  /// articles known of it do not cover these rules, so 2026 has none of its own.
  static let checked: [(edition: EditionID, numbers: [Topic: [String]])] = [
    ("2025", shared), ("2024", shared),
  ]

  private static let shared: [Topic: [String]] = [
    .ddFormula: ["1.6.1"], .twistPositions: ["1.6.4"], .missingAward: ["7.9"],
    .missingSynchro: ["7.10"], .awardBands: ["8.1.1"],
  ]

  /// The citation of `topic` for a judge taught `edition`.
  package init(_ topic: Topic, edition: EditionID) {
    if let own = Self.checked.first(where: { $0.edition == edition }),
      let numbers = own.numbers[topic]
    {
      self.numbers = numbers
      self.edition = edition
      self.foreign = false
      return
    }
    let latest = Self.checked.first { $0.numbers[topic] != nil }
    self.numbers = latest?.numbers[topic] ?? []
    self.edition = latest?.edition ?? edition
    self.foreign = true
  }

  /// Every number an edition may print as its own: what a test checks printed citations
  /// against.
  package static func ownNumbers(of edition: EditionID) -> Set<String> {
    Set(checked.first { $0.edition == edition }?.numbers.values.flatMap { $0 } ?? [])
  }

  /// `rule 1.6.4`, `rules 7.9, 7.10`, or `rule 8.1.1 of the 2025 edition` when the edition
  /// taught has no checked number of its own.
  package func text(_ catalog: Catalog) -> String {
    let joined = numbers.joined(separator: ", ")
    let many = numbers.count > 1
    if foreign {
      return catalog.text(many ? "rule.manyOfEdition" : "rule.oneOfEdition", joined, edition)
    }
    return catalog.text(many ? "rule.many" : "rule.one", joined)
  }
}

extension RuleReference {
  private init(numbers: [String], edition: EditionID, foreign: Bool) {
    self.numbers = numbers
    self.edition = edition
    self.foreign = foreign
  }

  /// Where a penalty stands, for a judge taught `penalty.edition`: the numbers that edition
  /// gives and does not doubt, as its own; for the numbers it doubts, the same line's numbers
  /// in the latest edition whose text was checked (or, for a line split off an older one, that
  /// line's), named with that edition. A doubtful number is never cited: a judge told
  /// "10.2.5.2 (doubtful)" in a file meant to teach would learn a number no one vouches for,
  /// while 2025's is known to be right for 2025. Empty when no number is left.
  ///
  /// - Parameter editions: every edition loaded, to find the checked edition's line.
  package static func penalty(_ penalty: Penalty, editions: [Rulebook]) -> [RuleReference] {
    var references: [RuleReference] = []
    let trusted = penalty.rules.filter { !penalty.doubtfulRules.contains($0) }
    if !trusted.isEmpty {
      let isChecked = checked.contains { $0.edition == penalty.edition }
      references.append(
        RuleReference(numbers: trusted, edition: penalty.edition, foreign: !isChecked))
    }
    guard trusted.count < penalty.rules.count else { return references }
    for (edition, _) in checked where edition != penalty.edition {
      guard let rulebook = editions.first(where: { $0.editionID == edition }),
        let line = rulebook.penalty(id: penalty.id)
          ?? penalty.partOf.flatMap({ rulebook.penalty(id: $0) })
      else { continue }
      let numbers = line.rules.filter { !line.doubtfulRules.contains($0) }
      guard !numbers.isEmpty else { continue }
      references.append(RuleReference(numbers: numbers, edition: edition, foreign: true))
      break
    }
    return references
  }

  /// `rules 10.1.6 of the 2026 edition`: the edition named even when it is the one taught,
  /// for a text that outlives the session that wrote it (an exported question).
  package func textNamingEdition(_ catalog: Catalog) -> String {
    catalog.text(
      numbers.count > 1 ? "rule.manyOfEdition" : "rule.oneOfEdition",
      numbers.joined(separator: ", "), edition)
  }
}
