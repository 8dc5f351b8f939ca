/// Every edition a rulebook file holds, each as its own `Rulebook`, and the one used by default.
///
/// The program teaches one edition at a time (the session's choice) but `show` compares it with
/// the others, and a stored quiz is reviewed in the edition it was taken in.
public struct RulebookEditions: Sendable {
  /// In the order the file lists them.
  package let all: [Rulebook]
  /// The edition used when the user names none.
  package let standard: Rulebook
  /// The file these editions were read from when it is not divequiz's own (`--rules`).
  package var fileMark: RulesFileMark?

  /// Nil when `rulebooks` is empty, `defaultID` names none of them, or two share an id: the
  /// loader turns each case into a message with its line.
  package init?(_ rulebooks: [Rulebook], defaultID: String) {
    guard let standard = rulebooks.first(where: { $0.editionID == defaultID }),
      Set(rulebooks.map(\.editionID)).count == rulebooks.count
    else { return nil }
    let linked = Self.linked(rulebooks)
    self.all = linked
    self.standard = linked.first { $0.editionID == defaultID } ?? standard
  }

  /// A file of a single edition (the mobile app's shape, or a one-edition file).
  package init(single rulebook: Rulebook) {
    let linked = Self.linked([rulebook]).first ?? rulebook
    self.all = [linked]
    self.standard = linked
  }

  /// The rulebooks, each told the numbers every edition (and printed table) gives each of its
  /// penalties, so a rule-number question never offers one of them as wrong.
  private static func linked(_ rulebooks: [Rulebook]) -> [Rulebook] {
    var numbers: [Int: Set<String>] = [:]
    for rulebook in rulebooks {
      for penalty in rulebook.penalties {
        numbers[penalty.id, default: []].formUnion(penalty.rules + (penalty.summaryRules ?? []))
      }
    }
    return rulebooks.map { rulebook in
      var copy = rulebook
      copy.numbersElsewhere = numbers.filter { rulebook.penalty(id: $0.key) != nil }
      return copy
    }
  }

  /// The edition ids, in file order.
  package var ids: [String] { all.map(\.editionID) }

  /// The edition named `id` (ids are compared without regard to case), or nil.
  package func rulebook(_ id: String) -> Rulebook? {
    all.first { $0.editionID == id } ?? all.first { $0.editionID.lowercased() == id.lowercased() }
  }

  /// The edition named `id`, or an error listing those that exist.
  package func select(_ id: String) throws(EditionError) -> Rulebook {
    guard let rulebook = rulebook(id) else { throw .unknown(id, available: ids) }
    return rulebook
  }

  /// Every edition but `id`, in file order: what `show` compares with.
  package func others(than id: String) -> [Rulebook] {
    all.filter { $0.editionID != id }
  }

  /// The rulebook a stored quiz was taken in, when this file still has its edition.
  package func rulebook(ofRecord edition: String) -> Rulebook? {
    all.first { $0.editionID == edition }
  }

  /// The ids of the editions that have penalty `id`.
  package func editions(having id: Int) -> [String] {
    all.filter { $0.penalty(id: id) != nil }.map(\.editionID)
  }
}
