/// One edition's penalty summary, loaded and checked: what a quiz, a listing or `show` uses.
public struct Rulebook: Sendable {
  /// The edition whose rule numbers and keys these penalties carry.
  package let edition: Edition
  /// The name of the numbering `formerRules` follow (the 2017–2021 rules), when the file says.
  package let formerEdition: String?
  /// Sorted by id.
  package let penalties: [Penalty]
  private let indexByID: [Int: Int]
  /// Per penalty id, the numbers the other editions of the same file (and this edition's
  /// printed table) give the same penalty: a rule-number question never offers one as wrong.
  var numbersElsewhere: [Int: Set<String>] = [:]

  package init(edition: Edition, formerEdition: String? = nil, penalties: [Penalty]) {
    self.edition = edition
    self.formerEdition = formerEdition
    self.penalties = penalties.sorted { $0.id < $1.id }
    var index: [Int: Int] = [:]
    for (position, penalty) in self.penalties.enumerated() { index[penalty.id] = position }
    self.indexByID = index
  }

  /// The short id stored with every quiz (`2025`).
  package var editionID: EditionID { edition.id }

  package func penalty(id: Int) -> Penalty? {
    indexByID[id].map { penalties[$0] }
  }

  /// The lowest and highest ids, for messages about an id that does not exist.
  package var idRange: ClosedRange<Int> {
    (penalties.first?.id ?? 0)...(penalties.last?.id ?? 0)
  }
}
