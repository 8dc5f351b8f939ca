/// Reads the editions shape of a rulebook file (schema 2): the editions, then each penalty with
/// what it shares across editions and, per edition, its rule numbers and any change of key.
///
/// ```json
/// {"schemaVersion": 2, "defaultEdition": "2025",
///  "editions": [{"id": "2025", "title": "…", "inForceFrom": "2025-06-25"}, …],
///  "penalties": [
///    {"id": 14, "sanctionValue": 0, "referee": true, "judge": true, "formerRules": ["D9.2"],
///     "discipline": "synchronised", "phase": "announcement",
///     "editions": {"2025": {"rules": ["9.4", "9.9"], "summaryRules": ["9.2"]},
///                  "2024": {"rules": ["9.2"], "judge": false}}}]}
/// ```
///
/// A penalty belongs to the editions its `editions` object names. Adding an edition is adding
/// an entry to `editions` and a block to the penalties it has: no code changes. Every mistake
/// is a `RulesError` with its line, so `divequiz check` can point at it.
enum EditionsReader {
  /// The highest `schemaVersion` this program reads.
  static let schemaVersion = 2

  static func read(_ root: JSONNode, file: String) throws(RulesError) -> RulebookEditions {
    let top = RulebookFields(root, file: file, scope: .edition)
    if let version = try top.optionalInt("schemaVersion"), version > schemaVersion {
      throw .newerSchema(file: file, line: top.line(of: "schemaVersion"), version: version)
    }
    let editions = try self.editions(top)
    // `editions` is never empty (checked as it is read); the first entry is the default.
    let defaultText = try top.optionalString("defaultEdition")
    let defaultID = defaultText.map(EditionID.init(stored:)) ?? editions.first?.edition.id ?? ""
    guard editions.contains(where: { $0.edition.id == defaultID }) else {
      throw .unknownDefaultEdition(
        file: file, line: top.line(of: "defaultEdition"), edition: defaultText ?? "")
    }
    guard let items = root["penalties"]?.arrayValue else {
      throw RulebookFields(root, file: file).mistake("penalties", .array)
    }
    var byEdition: [EditionID: [Penalty]] = [:]
    let known = Set(editions.map(\.edition.id))
    for (fields, key) in try RulebookLoader.keyedEntries(items, file: file) {
      for penalty in try entries(fields, key: key, known: known) {
        byEdition[penalty.edition, default: []].append(penalty)
      }
    }

    let formerEdition = try top.optionalString("formerEdition")
    var rulebooks: [Rulebook] = []
    for (edition, line) in editions {
      guard let penalties = byEdition[edition.id], !penalties.isEmpty else {
        throw .editionWithoutPenalties(file: file, line: line, edition: edition.id.text)
      }
      rulebooks.append(
        Rulebook(edition: edition, formerEdition: formerEdition, penalties: penalties))
    }
    // Ids are unique and the default is among them (checked above), so this always succeeds.
    guard let result = RulebookEditions(rulebooks, defaultID: defaultID) else {
      throw .unknownDefaultEdition(
        file: file, line: top.line(of: "defaultEdition"), edition: defaultID.text)
    }
    return result
  }

  /// The `editions` list: each entry's edition and the line it stands on.
  private static func editions(_ top: RulebookFields) throws(RulesError) -> [(
    edition: Edition, line: Int
  )] {
    guard let list = top.node["editions"]?.arrayValue, !list.isEmpty else {
      throw top.mistake("editions", .array)
    }
    var result: [(edition: Edition, line: Int)] = []
    for entry in list {
      guard case .object = entry.value else {
        throw .shape(
          file: top.file, line: entry.line, detail: .expectedEditionField("editions", .object))
      }
      let fields = RulebookFields(entry, file: top.file, scope: .edition)
      guard let id = EditionID(typed: try fields.string("id")) else {
        throw fields.mistake("id", .editionID)
      }
      if let first = result.first(where: { $0.edition.id == id }) {
        throw .duplicateEdition(
          file: top.file, line: entry.line, edition: id.text, firstLine: first.line)
      }
      let date = try fields.optionalString("inForceFrom")
      if let date, Timestamp.parseDay(date) == nil { throw fields.mistake("inForceFrom", .date) }
      let source: EditionSource? = try fields.named("source")
      result.append(
        (
          Edition(
            id: id, title: try fields.optionalString("title"), inForceFrom: date, source: source),
          entry.line
        ))
    }
    return result
  }

  /// One `Penalty` per edition block of an entry.
  private static func entries(_ fields: RulebookFields, key: PenaltyKey, known: Set<EditionID>)
    throws(RulesError) -> [Penalty]
  {
    let file = fields.file
    guard let blocks = fields.node["editions"], case .object(let members) = blocks.value else {
      throw fields.mistake("editions", .object)
    }
    guard !members.isEmpty else {
      throw .penaltyInNoEdition(file: file, line: blocks.line, id: key.id)
    }
    let former = try fields.checkedRuleList("formerRules", penalty: key.id, former: true) ?? []
    let discipline: Discipline? = try fields.named("discipline")
    let phase: Phase? = try fields.named("phase")
    var seen: [EditionID: Int] = [:]
    var penalties: [Penalty] = []
    for (name, block) in members {
      // A block key names an edition of the list, so it is read as the list's ids are.
      let edition = EditionID(stored: name)
      guard known.contains(edition) else {
        throw .unknownEdition(file: file, line: block.line, id: key.id, edition: name)
      }
      if let first = seen[edition] {
        throw .duplicateEdition(file: file, line: block.line, edition: name, firstLine: first)
      }
      seen[edition] = block.line
      guard case .object = block.value else { throw fields.mistake(name, .object) }
      let blockFields = RulebookFields(block, file: file)
      guard let rules = try blockFields.checkedRuleList("rules", penalty: key.id) else {
        throw blockFields.mistake("rules", .array)
      }
      let own = try key.overridden(by: blockFields)
      var penalty = Penalty(
        id: key.id, sanction: own.sanction, owners: own.owners, rules: rules,
        summaryRules: try blockFields.checkedRuleList("summaryRules", penalty: key.id),
        formerRules: former, discipline: discipline, phase: phase, edition: edition)
      penalty.doubtfulRules = try doubtful(blockFields, rules: rules, id: key.id)
      penalty.appLink = try appLink(blockFields, id: key.id)
      if let parent = try blockFields.optionalInt("partOf") {
        guard parent >= 0, parent != key.id else { throw blockFields.mistake("partOf", .integer) }
        penalty.partOf = parent
      }
      penalties.append(penalty)
    }
    return penalties
  }

  /// `doubtful`: numbers of `rules` whose source disagrees with itself; never asked in a quiz.
  private static func doubtful(_ block: RulebookFields, rules: [String], id: Int)
    throws(RulesError) -> [String]
  {
    let doubtful = try block.checkedRuleList("doubtful", penalty: id) ?? []
    for rule in doubtful where !rules.contains(rule) {
      throw .doubtfulNotInRules(
        file: block.file, line: block.line(of: "doubtful"), id: id, rule: rule)
    }
    return doubtful
  }

  /// `appId` and `appRules`: the line of the Diving Rules app's file that has the same meaning,
  /// and the numbers that file prints where they differ from `rules`.
  private static func appLink(_ block: RulebookFields, id: Int) throws(RulesError) -> AppLink? {
    guard let appID = try block.optionalInt("appId") else {
      guard block.node["appRules"] == nil else { throw block.mistake("appId", .integer) }
      return nil
    }
    guard appID >= 0 else { throw block.mistake("appId", .integer) }
    return AppLink(id: appID, printedRules: try block.ruleList("appRules"))
  }
}
