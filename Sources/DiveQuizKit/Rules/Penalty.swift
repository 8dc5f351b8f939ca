/// One entry of the penalty summary: the answer key and where the rule stands.
public struct Penalty: Identifiable, Hashable, Sendable {
  public let id: Int
  public let sanction: Sanction
  public let owners: Owners
  /// Rule numbers in the edition the rulebook names (`6.5.4`, `8.3.4`).
  public let rules: [String]
  /// The same rules in the 2017–2021 numbering (`D6.16`); empty for rules that are new.
  public let formerRules: [String]
  /// Nil for rulebooks in the mobile app's shape, which does not record it.
  public let discipline: Discipline?
  public let phase: Phase?

  public init(
    id: Int, sanction: Sanction, owners: Owners, rules: [String], formerRules: [String] = [],
    discipline: Discipline? = nil, phase: Phase? = nil
  ) {
    self.id = id
    self.sanction = sanction
    self.owners = owners
    self.rules = rules
    self.formerRules = formerRules
    self.discipline = discipline
    self.phase = phase
  }

  /// The key of its description in the string tables.
  public var descriptionKey: String { "Penalty-\(id)" }
  /// The key of the note shown with the answer, when the table has one.
  public var noteKey: String { "Penalty-\(id)-note" }

  public func description(_ catalog: Catalog) -> String { catalog.text(descriptionKey) }

  public func note(_ catalog: Catalog) -> String? { catalog.lookup(noteKey) }
}
