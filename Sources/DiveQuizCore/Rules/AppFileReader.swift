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
/// them. A paired entry shows divequiz's translations in the other languages; an unpaired one
/// shows the file's English everywhere.
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
    let paired = rulebook.penalties.map { entry -> Penalty in
      guard var fileEntry = entry.fileEntry else { return entry }
      let sameLine = byAppID[entry.id].flatMap { agrees($0, entry) ? $0 : nil }
      let moved = linked.filter { agrees($0, entry) }
      guard let match = sameLine ?? (moved.count == 1 ? moved.first : nil) else { return entry }
      var result = entry
      fileEntry.paired = PairedPenalty(id: match.id, edition: match.edition)
      result.fileEntry = fileEntry
      return result
    }
    let single = Rulebook(
      edition: rulebook.edition, formerEdition: rulebook.formerEdition, penalties: paired)
    return RulebookEditions(single: single)
  }

  /// Whether `entry` prints what divequiz records for the app line of `penalty`: the same
  /// numbers and the same key.
  private static func agrees(_ penalty: Penalty, _ entry: Penalty) -> Bool {
    let printed = penalty.appLink?.printedRules ?? penalty.rules
    return printed == entry.rules && !penalty.keyDiffers(from: entry)
  }
}
