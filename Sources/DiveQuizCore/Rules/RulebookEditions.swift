/// Every edition a rulebook file holds, each as its own `Rulebook`, and the one used by default.
///
/// The program teaches one edition at a time (the session's choice) but `show` compares it with
/// the others, and a stored quiz is reviewed in the edition it was taken in.
public struct RulebookEditions: Sendable {
  /// In the order the file lists them.
  public let all: [Rulebook]
  /// The edition used when the user names none.
  public let standard: Rulebook

  /// Nil when `rulebooks` is empty, `defaultID` names none of them, or two share an id: the
  /// loader turns each case into a message with its line.
  public init?(_ rulebooks: [Rulebook], defaultID: String) {
    guard let standard = rulebooks.first(where: { $0.editionID == defaultID }),
      Set(rulebooks.map(\.editionID)).count == rulebooks.count
    else { return nil }
    self.all = rulebooks
    self.standard = standard
  }

  /// A file of a single edition (the mobile app's shape, or a one-edition file).
  public init(single rulebook: Rulebook) {
    self.all = [rulebook]
    self.standard = rulebook
  }

  /// The edition ids, in file order.
  public var ids: [String] { all.map(\.editionID) }

  /// The edition named `id` (ids are compared without regard to case), or nil.
  public func rulebook(_ id: String) -> Rulebook? {
    all.first { $0.editionID == id } ?? all.first { $0.editionID.lowercased() == id.lowercased() }
  }

  /// The edition named `id`, or an error listing those that exist.
  public func select(_ id: String) throws(EditionError) -> Rulebook {
    guard let rulebook = rulebook(id) else { throw .unknown(id, available: ids) }
    return rulebook
  }

  /// Every edition but `id`, in file order: what `show` compares with.
  public func others(than id: String) -> [Rulebook] {
    all.filter { $0.editionID != id }
  }

  /// The rulebook a stored quiz was taken in, when this file still has its edition.
  public func rulebook(ofRecord edition: String) -> Rulebook? {
    all.first { $0.editionID == edition }
  }

  /// The ids of the editions that have penalty `id`.
  public func editions(having id: Int) -> [String] {
    all.filter { $0.penalty(id: id) != nil }.map(\.editionID)
  }
}
