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
  package init?(_ rulebooks: [Rulebook], defaultID: EditionID) {
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
  package var ids: [EditionID] { all.map(\.editionID) }

  /// The edition a user named `typed` (ids are compared without regard to case), or nil.
  ///
  /// The text as typed, not an `EditionID`: a former name is not an edition users choose,
  /// and `EditionError` repeats what they wrote.
  package func rulebook(_ typed: String) -> Rulebook? {
    all.first { $0.editionID.text == typed }
      ?? all.first { $0.editionID.text.lowercased() == typed.lowercased() }
  }

  /// The edition named `id`, or an error listing those that exist.
  package func select(_ id: String) throws(EditionError) -> Rulebook {
    guard let rulebook = rulebook(id) else { throw .unknown(id, available: ids.map(\.text)) }
    return rulebook
  }

  /// Every edition but `id`, in file order: what `show` compares with.
  package func others(than id: EditionID) -> [Rulebook] {
    all.filter { $0.editionID != id }
  }

  /// The rulebook a stored quiz was taken in, when this file still has its edition.
  package func rulebook(ofRecord edition: EditionID) -> Rulebook? {
    all.first { $0.editionID == edition }
  }

  /// The ids of the editions that have penalty `id`.
  package func editions(having id: Int) -> [EditionID] {
    all.filter { $0.penalty(id: id) != nil }.map(\.editionID)
  }
}
