/// Typed reads of one object of a rulebook file, each failure a `RulesError` naming its line.
///
/// Shared by every shape the loader reads, so a mistake is worded the same wherever it stands.
struct RulebookFields {
  /// Whose fields these are, for the wording of a missing or mistyped field.
  enum Scope {
    case penalty
    /// An entry of `editions`, or the file's own fields (`defaultEdition`).
    case edition
  }

  let node: JSONNode
  let file: String
  let scope: Scope

  init(_ node: JSONNode, file: String, scope: Scope = .penalty) {
    self.node = node
    self.file = file
    self.scope = scope
  }

  /// The line of a member, or of the object itself when the member is missing.
  func line(of name: String) -> Int { node[name]?.line ?? node.line }

  func mistake(_ name: String, _ kind: RulesError.FieldKind) -> RulesError {
    let detail: RulesError.ShapeDetail =
      scope == .penalty ? .expectedField(name, kind) : .expectedEditionField(name, kind)
    return .shape(file: file, line: line(of: name), detail: detail)
  }

  /// A member that may be missing or null, else must be of the kind `read` accepts.
  private func optional<Value>(
    _ name: String, _ kind: RulesError.FieldKind, _ read: (JSONNode) -> Value?
  ) throws(RulesError) -> Value? {
    guard let member = node[name], member.value != .null else { return nil }
    guard let value = read(member) else { throw mistake(name, kind) }
    return value
  }

  /// Every text of a rules file (titles, edition ids, `formerEdition`, descriptions) is
  /// shown on the terminal: read through the one sanitiser, so no control character, escape
  /// sequence or bidirectional control of the file ever reaches it raw.
  func optionalString(_ name: String) throws(RulesError) -> String? {
    try optional(name, .string) { $0.stringValue.map { Sanitizer.terminal($0) } }
  }

  func optionalInt(_ name: String) throws(RulesError) -> Int? {
    try optional(name, .integer) { $0.intValue }
  }

  func optionalBool(_ name: String) throws(RulesError) -> Bool? {
    try optional(name, .boolean) { $0.boolValue }
  }

  func string(_ name: String) throws(RulesError) -> String {
    guard let text = try optionalString(name) else { throw mistake(name, .string) }
    return text
  }

  func int(_ name: String) throws(RulesError) -> Int {
    guard let number = try optionalInt(name) else { throw mistake(name, .integer) }
    return number
  }

  func bool(_ name: String) throws(RulesError) -> Bool {
    guard let flag = try optionalBool(name) else { throw mistake(name, .boolean) }
    return flag
  }

  /// An optional field whose text must name a known value (`"flight"` for a phase).
  func named<Value: RawRepresentable<String>>(_ name: String) throws(RulesError) -> Value? {
    guard let text = try optionalString(name) else { return nil }
    guard let known = Value(rawValue: text) else {
      throw .shape(file: file, line: line(of: name), detail: .unknownValue(text, field: name))
    }
    return known
  }

  /// Reads `["6.5.4", …]` or the mobile app's `[{"ruleId": "6.5.4"}, …]`; nil when missing.
  func ruleList(_ name: String) throws(RulesError) -> [String]? {
    guard let node = node[name] else { return nil }
    guard let list = node.arrayValue else {
      throw .shape(file: file, line: node.line, detail: .expectedField(name, .array))
    }
    var rules: [String] = []
    for entry in list {
      guard let text = entry.stringValue ?? entry["ruleId"]?.stringValue else {
        throw .shape(file: file, line: entry.line, detail: .expectedField("ruleId", .string))
      }
      // Rule numbers and the app's `ruleId` are shown too: sanitised like every text.
      rules.append(Sanitizer.terminal(text))
    }
    return rules
  }

  /// Like `ruleList`, and every number must look like one: `8.5.4`, or `D8.5.4` when
  /// `former`. Only the editions shape checks this; the app's file keeps what it has.
  func checkedRuleList(_ name: String, penalty id: Int, former: Bool = false) throws(RulesError)
    -> [String]?
  {
    guard let rules = try ruleList(name) else { return nil }
    for rule in rules where !Self.isRuleNumber(rule, former: former) {
      throw .badRuleNumber(file: file, line: line(of: name), id: id, rule: rule)
    }
    return rules
  }

  /// `6.5.8.1`: numbers separated by single dots; `D6.22.1` in the former numbering.
  static func isRuleNumber(_ text: String, former: Bool) -> Bool {
    var body = Substring(text)
    if former {
      guard body.first == "D" else { return false }
      body = body.dropFirst()
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty
      && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }
  }
}
