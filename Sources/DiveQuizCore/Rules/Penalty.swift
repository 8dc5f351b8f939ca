/// One entry of the penalty summary, as one edition has it: the answer key and where the rule
/// stands.
public struct Penalty: Identifiable, Hashable, Sendable {
  /// Stable across editions: `#14` is the same fault in 2024 and 2025, even where its key or
  /// its rule numbers differ.
  public let id: Int
  public let sanction: Sanction
  public let owners: Owners
  /// Rule numbers in the body of this edition (`6.5.4`, `8.3.4`).
  public let rules: [String]
  /// The numbers this edition's printed penalty summary table shows, where they differ from
  /// `rules` (the table was not always renumbered with the body); nil when they agree, empty
  /// when the table does not list the penalty at all.
  public let summaryRules: [String]?
  /// The same rules in the 2017–2021 numbering (`D6.16`); empty for rules that are new.
  public let formerRules: [String]
  /// Nil for rulebooks in the mobile app's shape, which does not record it.
  public let discipline: Discipline?
  public let phase: Phase?
  /// The id of the edition this entry belongs to: it chooses edition-specific texts.
  public let edition: String

  public init(
    id: Int, sanction: Sanction, owners: Owners, rules: [String], summaryRules: [String]? = nil,
    formerRules: [String] = [], discipline: Discipline? = nil, phase: Phase? = nil,
    edition: String = ""
  ) {
    self.id = id
    self.sanction = sanction
    self.owners = owners
    self.rules = rules
    self.summaryRules = summaryRules
    self.formerRules = formerRules
    self.discipline = discipline
    self.phase = phase
    self.edition = edition
  }

  /// The key of its description in the string tables.
  public var descriptionKey: String { "Penalty-\(id)" }
  /// The key of the note shown with the answer, when the table has one.
  public var noteKey: String { "Penalty-\(id)-note" }

  /// The description this edition gives: `Penalty-3@2024` where an edition words the fault
  /// differently, else `Penalty-3`.
  public func description(_ catalog: Catalog) -> String {
    catalog.lookup(descriptionKey, edition: edition) ?? catalog.text(descriptionKey)
  }

  public func note(_ catalog: Catalog) -> String? { catalog.lookup(noteKey, edition: edition) }

  /// The description in English, for searches that match either language.
  public func englishDescription(_ catalog: Catalog) -> String? {
    catalog.englishText(descriptionKey, edition: edition)
  }

  /// Whether another edition's entry asks a different answer (sanction or owners).
  public func keyDiffers(from other: Penalty) -> Bool {
    sanction != other.sanction || owners != other.owners
  }
}
