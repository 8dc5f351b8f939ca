/// Turns the bytes of `divingPenaltiesSummary.json` into a checked `Rulebook`.
///
/// Two shapes load: this project's object (`{"edition": …, "penalties": [...]}`) and the mobile
/// app's bare array of penalties, whose `description` fields are ignored because descriptions
/// live in the string tables.
public enum RulebookLoader {
  /// The edition name given to rulebooks in the app's shape, which do not state one.
  public static let unspecifiedEdition = "unspecified"

  public static func load<Bytes: Collection<UInt8>>(_ data: Bytes, file: String) throws(RulesError)
    -> Rulebook
  {
    let root: JSONNode
    do {
      root = try JSONParser.parse(data)
    } catch {
      throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
    }
    let items: [JSONNode]
    var edition: String?
    var editionID = unspecifiedEdition
    var formerEdition: String?
    var editionNote: String?
    switch root.value {
    case .array(let array):
      items = array
    case .object:
      guard let list = root["penalties"]?.arrayValue else {
        throw .shape(file: file, line: root.line, detail: .expectedField("penalties", .array))
      }
      items = list
      edition = try optionalString(root, "edition", file: file)
      editionID = try optionalString(root, "editionId", file: file) ?? edition ?? unspecifiedEdition
      formerEdition = try optionalString(root, "formerEdition", file: file)
      editionNote = try optionalString(root, "editionNote", file: file)
    default:
      throw .shape(file: file, line: root.line, detail: .expectedTopLevel)
    }
    guard !items.isEmpty else { throw .empty(file: file) }

    var penalties: [Penalty] = []
    var lineOfID: [Int: Int] = [:]
    for item in items {
      let penalty = try penalty(from: item, file: file)
      if let first = lineOfID[penalty.id] {
        throw .duplicateID(file: file, line: item.line, id: penalty.id, firstLine: first)
      }
      lineOfID[penalty.id] = item.line
      penalties.append(penalty)
    }
    return Rulebook(
      edition: edition, editionID: editionID, formerEdition: formerEdition,
      editionNote: editionNote,
      penalties: penalties)
  }

  private static func penalty(from item: JSONNode, file: String) throws(RulesError) -> Penalty {
    guard case .object = item.value else {
      throw .shape(file: file, line: item.line, detail: .expectedTopLevel)
    }
    func field(_ name: String, _ kind: RulesError.FieldKind) -> RulesError {
      .shape(file: file, line: item[name]?.line ?? item.line, detail: .expectedField(name, kind))
    }
    guard let id = item["id"]?.intValue, id >= 0 else { throw field("id", .integer) }
    guard let sanctionValue = item["sanctionValue"]?.intValue else {
      throw field("sanctionValue", .integer)
    }
    guard let sanction = Sanction(rawValue: sanctionValue) else {
      throw .sanctionOutOfRange(
        file: file, line: item["sanctionValue"]?.line ?? item.line, id: id, value: sanctionValue)
    }
    guard let referee = item["referee"]?.boolValue else { throw field("referee", .boolean) }
    guard let judge = item["judge"]?.boolValue else { throw field("judge", .boolean) }
    guard referee || judge else { throw .noOwner(file: file, line: item.line, id: id) }
    let rules = try ruleList(item, "rules", file: file) ?? []
    let formerRules = try ruleList(item, "formerRules", file: file) ?? []

    let discipline: Discipline? = try named(item, "discipline", file: file)
    let phase: Phase? = try named(item, "phase", file: file)
    return Penalty(
      id: id, sanction: sanction, owners: Owners(referee: referee, judge: judge), rules: rules,
      formerRules: formerRules, discipline: discipline, phase: phase)
  }

  /// An optional field whose text must name a known value (`"flight"` for a phase).
  private static func named<Value: RawRepresentable<String>>(
    _ item: JSONNode, _ name: String, file: String
  )
    throws(RulesError) -> Value?
  {
    guard let text = try optionalString(item, name, file: file) else { return nil }
    guard let known = Value(rawValue: text) else {
      throw .shape(
        file: file, line: item[name]?.line ?? item.line, detail: .unknownValue(text, field: name))
    }
    return known
  }

  /// Reads `[{"ruleId": "6.5.4"}, …]`; plain strings are accepted too.
  private static func ruleList(_ item: JSONNode, _ name: String, file: String) throws(RulesError)
    -> [String]?
  {
    guard let node = item[name] else { return nil }
    guard let list = node.arrayValue else {
      throw .shape(file: file, line: node.line, detail: .expectedField(name, .array))
    }
    var rules: [String] = []
    for entry in list {
      if let text = entry.stringValue ?? entry["ruleId"]?.stringValue {
        rules.append(text)
      } else {
        throw .shape(file: file, line: entry.line, detail: .expectedField("ruleId", .string))
      }
    }
    return rules
  }

  private static func optionalString(_ node: JSONNode, _ name: String, file: String)
    throws(RulesError) -> String?
  {
    guard let member = node[name], member.value != .null else { return nil }
    guard let text = member.stringValue else {
      throw .shape(file: file, line: member.line, detail: .expectedField(name, .string))
    }
    return text
  }
}
