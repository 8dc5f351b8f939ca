/// Turns the bytes of `divingPenaltiesSummary.json` into checked editions of the rulebook.
///
/// Three shapes load:
/// - this project's editions file (`{"editions": [...], "penalties": [...]}`, schema 2): every
///   edition's rule numbers and keys side by side (see `EditionsReader`);
/// - this project's earlier one-edition object (`{"editionId": …, "penalties": [...]}`);
/// - the mobile app's bare array of penalties, whose `description` fields are ignored because
///   descriptions live in the string tables;
/// - the mobile app's 2026 file (`{"penalties": [...]}`, each entry with its English
///   `description`): its own ids, numbers and texts (see `AppFileReader`).
public enum RulebookLoader {
  /// The edition name given to rulebooks in the app's shape, which do not state one.
  package static let unspecifiedEdition: EditionID = "unspecified"

  /// Parses a rulebook file (the penalty summary's JSON) into its editions; `file` names it in
  /// errors.
  public static func load<Bytes: Collection<UInt8>>(_ data: Bytes, file: String) throws(RulesError)
    -> RulebookEditions
  {
    let root: JSONNode
    do {
      root = try JSONParser.parse(data)
    } catch {
      throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
    }
    switch root.value {
    case .array(let items):
      let edition = Edition(id: unspecifiedEdition)
      return RulebookEditions(
        single: Rulebook(edition: edition, penalties: try penalties(items, file: file, edition)))
    case .object where root["editions"] != nil:
      return try EditionsReader.read(root, file: file)
    case .object where AppFileReader.isAppFile(root):
      return RulebookEditions(single: try AppFileReader.read(root, file: file))
    case .object:
      let fields = RulebookFields(root, file: file)
      guard let items = root["penalties"]?.arrayValue else {
        throw fields.mistake("penalties", .array)
      }
      let title = try fields.optionalString("edition")
      let stated = try fields.optionalString("editionId") ?? title ?? unspecifiedEdition.text
      // A file from before editions names the 2024 edition by its old id: its numbers and
      // texts are that edition's.
      let edition = Edition(id: EditionID(stored: stated), title: title)
      return RulebookEditions(
        single: Rulebook(
          edition: edition, formerEdition: try fields.optionalString("formerEdition"),
          penalties: try penalties(items, file: file, edition)))
    default:
      throw .shape(file: file, line: root.line, detail: .expectedTopLevel)
    }
  }

  /// The penalties of a one-edition file, each with its key and rules at the top level.
  private static func penalties(_ items: [JSONNode], file: String, _ edition: Edition)
    throws(RulesError) -> [Penalty]
  {
    var penalties: [Penalty] = []
    for (fields, key) in try keyedEntries(items, file: file) {
      penalties.append(
        Penalty(
          id: key.id, sanction: key.sanction, owners: key.owners,
          rules: try fields.ruleList("rules") ?? [],
          formerRules: try fields.ruleList("formerRules") ?? [],
          discipline: try fields.named("discipline"), phase: try fields.named("phase"),
          edition: edition.id))
    }
    return penalties
  }

  /// Each entry of `penalties` with its id and key, in file order: the list must not be empty,
  /// every entry must be an object with a valid key, and no id may stand twice.
  static func keyedEntries(_ items: [JSONNode], file: String) throws(RulesError) -> [(
    fields: RulebookFields, key: PenaltyKey
  )] {
    guard !items.isEmpty else { throw .empty(file: file) }
    var entries: [(fields: RulebookFields, key: PenaltyKey)] = []
    var lineOfID: [Int: Int] = [:]
    for item in items {
      let fields = try objectFields(item, file: file)
      let key = try PenaltyKey(fields)
      if let first = lineOfID[key.id] {
        throw .duplicateID(file: file, line: item.line, id: key.id, firstLine: first)
      }
      lineOfID[key.id] = item.line
      entries.append((fields, key))
    }
    return entries
  }

  /// The fields of an entry of `penalties`, which must be an object.
  static func objectFields(_ item: JSONNode, file: String) throws(RulesError) -> RulebookFields {
    guard case .object = item.value else {
      throw .shape(file: file, line: item.line, detail: .expectedTopLevel)
    }
    return RulebookFields(item, file: file)
  }
}
