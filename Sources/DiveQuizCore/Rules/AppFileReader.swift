/// Reads the Diving Rules app's 2026 penalty file and pairs its entries with divequiz's own
/// penalties:
///
/// ```json
/// {"penalties": [{"id": 27, "description": "…", "rules": [{"ruleId": "10.5.4.2.2"}],
///                 "sanctionValue": 2, "referee": true, "judge": false}]}
/// ```
///
/// The file keeps its own ids, numbers and English texts. Its ids are positions in the app's
/// list, not divequiz's ids, so an entry is paired with a divequiz penalty only where
/// divequiz's data names that app line (`appId`) and the entry still prints the same numbers
/// and key; an entry moved in the list pairs by its numbers and key when one penalty alone has
/// them. An older file, whose ids are divequiz's own, pairs by id where the entry prints that
/// penalty's numbers and key. A paired entry shows divequiz's translations in the other
/// languages; an unpaired one shows the file's English everywhere.
package enum AppFileReader {
  /// An object with `penalties` whose first entry carries a `description`, and none of this
  /// project's own edition fields.
  static func isAppFile(_ root: JSONNode) -> Bool {
    guard root["editionId"] == nil, root["edition"] == nil,
      let first = root["penalties"]?.arrayValue?.first
    else { return false }
    return first["description"] != nil
  }

  static func read(_ root: JSONNode, file: String) throws(RulesError) -> Rulebook {
    guard let items = root["penalties"]?.arrayValue else {
      throw RulebookFields(root, file: file).mistake("penalties", .array)
    }
    var penalties: [Penalty] = []
    for (fields, key) in try RulebookLoader.keyedEntries(items, file: file) {
      let rules = (try fields.ruleList("rules") ?? []).map { Sanitizer.visible($0, limit: 40) }
      var penalty = Penalty(
        id: key.id, sanction: key.sanction, owners: key.owners, rules: rules,
        edition: RulebookLoader.unspecifiedEdition)
      // Shown as it stands, but never with a control character or an escape sequence.
      let text = Sanitizer.visible(try fields.string("description"), limit: 2_000)
      penalty.fileEntry = FileEntry(text: text, line: fields.node.line)
      penalties.append(penalty)
    }
    return Rulebook(edition: Edition(id: RulebookLoader.unspecifiedEdition), penalties: penalties)
  }

  /// The file's editions with each entry paired, where divequiz's data allows, with the
  /// penalty of `reference` that has the same meaning.
  package static func pair(_ file: RulebookEditions, with reference: RulebookEditions)
    -> RulebookEditions
  {
    guard file.all.count == 1, let rulebook = file.all.first,
      rulebook.penalties.contains(where: { $0.fileEntry != nil })
    else { return file }
    let linked = reference.all.flatMap { $0.penalties.filter { $0.appLink != nil } }
    var byAppID: [Int: Penalty] = [:]
    for penalty in linked {
      if let id = penalty.appLink?.id { byAppID[id] = penalty }
    }
    let entries = rulebook.penalties.filter { $0.fileEntry != nil }
    func byLine(_ entry: Penalty) -> Penalty? {
      let sameLine = byAppID[entry.id].flatMap { agrees($0, entry) ? $0 : nil }
      let moved = linked.filter { agrees($0, entry) }
      return sameLine ?? (moved.count == 1 ? moved.first : nil)
    }
    // The app's 2022–2025 files number their lines with divequiz's own ids (0–46) and print
    // the 2022–2025 numbers: such a file pairs by id, with the edition whose numbers most of
    // its entries print; a 2026 file pairs by app line. Whichever pairs more entries decides,
    // so a 2023 file's entry 0 (IV.6.4.8, which the 2026 file also prints) keeps its own
    // edition's text.
    let ranked = reference.all.enumerated().map { index, book in
      (book: book, index: index, count: entries.filter { sameID(book, $0) != nil }.count)
    }.sorted { ($0.count, -$0.index) > ($1.count, -$1.index) }.map(\.book)
    func byID(_ entry: Penalty) -> Penalty? {
      ranked.lazy.compactMap { sameID($0, entry) }.first
    }
    let idsFirst =
      entries.filter { byID($0) != nil }.count > entries.filter { byLine($0) != nil }.count
    let paired = rulebook.penalties.map { entry -> Penalty in
      guard var fileEntry = entry.fileEntry else { return entry }
      let found = idsFirst ? byID(entry) ?? byLine(entry) : byLine(entry) ?? byID(entry)
      guard let match = found else { return entry }
      var result = entry
      fileEntry.paired = PairedPenalty(id: match.id, edition: match.edition)
      result.fileEntry = fileEntry
      return result
    }
    let single = Rulebook(
      edition: rulebook.edition, formerEdition: rulebook.formerEdition, penalties: paired)
    return RulebookEditions(single: single)
  }

  /// The penalty of `rulebook` with the entry's id, when the entry prints its numbers (the
  /// part prefix `IV.` of the app's older files left aside) and its key.
  private static func sameID(_ rulebook: Rulebook, _ entry: Penalty) -> Penalty? {
    guard let own = rulebook.penalty(id: entry.id), !own.keyDiffers(from: entry),
      own.rules == entry.rules.map(withoutPart)
    else { return nil }
    return own
  }

  /// `IV.6.4.12` → `6.4.12`: the app's 2022–2025 files write the part (Four) before each rule.
  static func withoutPart(_ rule: String) -> String {
    rule.hasPrefix("IV.") ? String(rule.dropFirst(3)) : rule
  }

  /// Whether `entry` prints what divequiz records for the app line of `penalty`: the same
  /// numbers and the same key.
  private static func agrees(_ penalty: Penalty, _ entry: Penalty) -> Bool {
    let printed = penalty.appLink?.printedRules ?? penalty.rules
    return printed == entry.rules && !penalty.keyDiffers(from: entry)
  }
}
