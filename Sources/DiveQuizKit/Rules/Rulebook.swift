/// The loaded, checked penalty summary.
public struct Rulebook: Sendable {
  /// Which edition the rule numbers follow, as the file states it (nil for the app's shape).
  public let edition: String?
  /// A short stable name of that edition, stored with every quiz.
  public let editionID: String
  public let formerEdition: String?
  public let editionNote: String?
  /// Sorted by id.
  public let penalties: [Penalty]
  private let indexByID: [Int: Int]

  public init(
    edition: String?, editionID: String, formerEdition: String? = nil, editionNote: String? = nil,
    penalties: [Penalty]
  ) {
    self.edition = edition
    self.editionID = editionID
    self.formerEdition = formerEdition
    self.editionNote = editionNote
    self.penalties = penalties.sorted { $0.id < $1.id }
    var index: [Int: Int] = [:]
    for (position, penalty) in self.penalties.enumerated() { index[penalty.id] = position }
    self.indexByID = index
  }

  public func penalty(id: Int) -> Penalty? {
    indexByID[id].map { penalties[$0] }
  }
}
