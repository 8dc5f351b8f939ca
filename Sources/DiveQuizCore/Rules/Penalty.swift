/// One entry of the penalty summary, as one edition has it: the answer key and where the rule
/// stands.
public struct Penalty: Identifiable, Hashable, Sendable {
  /// Stable across editions: `#14` is the same fault in 2024 and 2025, even where its key or
  /// its rule numbers differ.
  public let id: Int
  package let sanction: Sanction
  package let owners: Owners
  /// Rule numbers in the body of this edition (`6.5.4`, `8.3.4`).
  package let rules: [String]
  /// The numbers this edition's printed penalty summary table shows, where they differ from
  /// `rules` (the table was not always renumbered with the body); nil when they agree, empty
  /// when the table does not list the penalty at all.
  package let summaryRules: [String]?
  /// The same rules in the 2017–2021 numbering (`D6.16`); empty for rules that are new.
  package let formerRules: [String]
  /// Nil for rulebooks in the mobile app's shape, which does not record it.
  package let discipline: Discipline?
  package let phase: Phase?
  /// The id of the edition this entry belongs to: it chooses edition-specific texts.
  package let edition: EditionID
  /// Numbers of `rules` that the source contradicts (the app's file against its own checklist):
  /// shown with the word "doubtful" and never asked in a rule-number question.
  package internal(set) var doubtfulRules: [String] = []
  /// The line of the Diving Rules app's file with the same meaning, for pairing that file.
  package internal(set) var appLink: AppLink?
  /// The file's own description, for files that bring one (the app's 2026 format).
  package internal(set) var fileEntry: FileEntry?
  /// For a line an edition split off an older penalty (2026 #58 from #45), that penalty's id:
  /// `show` then tells where the fault stood in the editions without this line, instead of
  /// suggesting it was not a fault at all.
  package internal(set) var partOf: Int?

  package init(
    id: Int, sanction: Sanction, owners: Owners, rules: [String], summaryRules: [String]? = nil,
    formerRules: [String] = [], discipline: Discipline? = nil, phase: Phase? = nil,
    edition: EditionID = ""
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
  package var descriptionKey: String { "Penalty-\(id)" }
  /// The key of the note shown with the answer, when the table has one.
  package var noteKey: String { "Penalty-\(id)-note" }

  /// The description this edition gives: `Penalty-3@2024` where an edition words the fault
  /// differently, else `Penalty-3`.
  ///
  /// An entry that brings its own text shows it in English; another language shows the
  /// translation of the divequiz penalty it is paired with, else the file's English.
  package func description(_ catalog: Catalog) -> String {
    if let fileEntry {
      guard catalog.language != Catalog.fallbackLanguage, let paired = fileEntry.paired else {
        return fileEntry.text
      }
      return catalog.lookup("Penalty-\(paired.id)", edition: paired.edition) ?? fileEntry.text
    }
    return catalog.lookup(descriptionKey, edition: edition) ?? catalog.text(descriptionKey)
  }

  /// The note shown with the answer. A file's own entry gets only the edition-neutral note of
  /// the penalty it is paired with: notes tied to an edition speak of that edition alone.
  package func note(_ catalog: Catalog) -> String? {
    if let fileEntry {
      return fileEntry.paired.flatMap { catalog.lookup("Penalty-\($0.id)-note") }
    }
    return catalog.lookup(noteKey, edition: edition)
  }

  /// The description in English, for searches that match either language.
  package func englishDescription(_ catalog: Catalog) -> String? {
    fileEntry?.text ?? catalog.englishText(descriptionKey, edition: edition)
  }

  /// The rule numbers as shown wherever a judge reads them (`show`, feedback, review): joined,
  /// each doubtful one followed by the word.
  package func rulesText(_ catalog: Catalog) -> String {
    Self.numbersText(rules, doubtful: doubtfulRules, catalog)
  }

  /// `numbers` joined, those in `doubtful` marked as such in the catalog's language.
  package static func numbersText(_ numbers: [String], doubtful: [String], _ catalog: Catalog)
    -> String
  {
    numbers.map { doubtful.contains($0) ? catalog.text("rules.doubtful", $0) : $0 }
      .joined(separator: ", ")
  }

  /// Whether this entry shows the file's English in a language other than English.
  package var untranslated: Bool { fileEntry != nil && fileEntry?.paired == nil }

  /// Whether, in the catalog's language, the entry shows the file's English for want of a
  /// translation: what the other languages must say.
  package func showsFileEnglish(_ catalog: Catalog) -> Bool {
    untranslated && catalog.language != Catalog.fallbackLanguage
  }

  /// The rule numbers a rule-number question may ask about: none when any is doubtful, since
  /// the right answer would be uncertain.
  package var askableRules: [String]? { doubtfulRules.isEmpty && !rules.isEmpty ? rules : nil }

  /// Whether another edition's entry asks a different answer (sanction or owners).
  package func keyDiffers(from other: Penalty) -> Bool {
    sanction != other.sanction || owners != other.owners
  }
}
