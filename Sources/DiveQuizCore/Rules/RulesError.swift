/// What can be wrong with a rulebook file.
public enum RulesError: Error, Equatable, Sendable {
  /// A value of the wrong kind, or a missing field.
  public enum ShapeDetail: Equatable, Sendable {
    /// The file is not one JSON object.
    case expectedTopLevel
    /// Field name and the kind it should be.
    case expectedField(String, FieldKind)
    /// A field of an entry of `editions`, or of the file itself (`defaultEdition`).
    case expectedEditionField(String, FieldKind)
    /// Value and the kind of thing it should name (`phase`, `discipline`).
    case unknownValue(String, field: String)
  }

  /// The kind of JSON value a field should hold.
  public enum FieldKind: String, Equatable, Sendable {
    /// A whole number.
    case integer
    /// `true` or `false`.
    case boolean
    /// Text.
    case string
    /// A list.
    case array
    /// A JSON object.
    case object
    /// A day written `YYYY-MM-DD`.
    case date
    /// An edition's id: 1 to 32 ASCII letters, digits, `.`, `_` and `-`.
    case editionID
  }

  /// The file could not be read; `reason` is the system's or the guarded reader's.
  case unreadable(path: String, reason: String)
  /// Not JSON, at this line and column.
  case syntax(file: String, line: Int, column: Int, reason: JSONSyntaxProblem)
  /// JSON, but a value of the wrong kind or a missing field.
  case shape(file: String, line: Int, detail: ShapeDetail)
  /// Two penalties share an id; `firstLine` is where the first stands.
  case duplicateID(file: String, line: Int, id: Int, firstLine: Int)
  /// A sanction number outside the six of the summary (0 to 5).
  case sanctionOutOfRange(file: String, line: Int, id: Int, value: Int)
  /// A penalty that neither the referee nor the judges apply.
  case noOwner(file: String, line: Int, id: Int)
  /// A file with no penalty.
  case empty(file: String)
  /// A `schemaVersion` this program does not know (a newer divequiz wrote the file).
  case newerSchema(file: String, line: Int, version: Int)
  /// Two entries of `editions` share an id.
  case duplicateEdition(file: String, line: Int, edition: String, firstLine: Int)
  /// `defaultEdition` names an edition the file does not list.
  case unknownDefaultEdition(file: String, line: Int, edition: String)
  /// A penalty has rules for an edition the file does not list.
  case unknownEdition(file: String, line: Int, id: Int, edition: String)
  /// A penalty belongs to no edition.
  case penaltyInNoEdition(file: String, line: Int, id: Int)
  /// An edition with no penalty at all.
  case editionWithoutPenalties(file: String, line: Int, edition: String)
  /// A rule number that is not dot-separated digits (`9,12`); former rules may start with `D`.
  case badRuleNumber(file: String, line: Int, id: Int, rule: String)
  /// A number marked doubtful that is not among the penalty's rules.
  case doubtfulNotInRules(file: String, line: Int, id: Int, rule: String)
}

extension RulesError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    // File names (and a strings table's keys) come from the user or a folder listing: shown
    // through the one sanitiser, like every text from outside.
    switch self {
    case .unreadable(let path, let reason):
      return catalog.text("error.fileUnreadable", shown(path), reason)
    case .syntax(let file, let line, let column, let reason):
      return catalog.text(
        "error.json.syntax", shown(file), line, column, Self.text(reason, catalog))
    case .shape(let file, let line, let detail):
      return catalog.text("error.json.shape", shown(file), line, Self.text(detail, catalog))
    case .duplicateID(let file, let line, let id, let firstLine):
      return catalog.text("error.rules.duplicateId", shown(file), line, id, firstLine)
    case .sanctionOutOfRange(let file, let line, let id, let value):
      return catalog.text("error.rules.badSanction", shown(file), line, id, value)
    case .noOwner(let file, let line, let id):
      return catalog.text("error.rules.noOwner", shown(file), line, id)
    case .empty(let file):
      return catalog.text("error.rules.empty", shown(file))
    case .newerSchema(let file, let line, let version):
      return catalog.text("error.rules.newerSchema", shown(file), line, version)
    case .duplicateEdition(let file, let line, let edition, let firstLine):
      return catalog.text(
        "error.rules.duplicateEdition", shown(file), line, Sanitizer.visible(edition), firstLine)
    case .unknownDefaultEdition(let file, let line, let edition):
      return catalog.text(
        "error.rules.unknownDefaultEdition", shown(file), line, Sanitizer.visible(edition))
    case .unknownEdition(let file, let line, let id, let edition):
      return catalog.text(
        "error.rules.unknownEdition", shown(file), line, id, Sanitizer.visible(edition))
    case .penaltyInNoEdition(let file, let line, let id):
      return catalog.text("error.rules.noEdition", shown(file), line, id)
    case .editionWithoutPenalties(let file, let line, let edition):
      return catalog.text("error.rules.emptyEdition", shown(file), line, Sanitizer.visible(edition))
    case .badRuleNumber(let file, let line, let id, let rule):
      return catalog.text(
        "error.rules.badRuleNumber", shown(file), line, id, Sanitizer.visible(rule))
    case .doubtfulNotInRules(let file, let line, let id, let rule):
      return catalog.text(
        "error.rules.doubtfulNotInRules", shown(file), line, id, Sanitizer.visible(rule))
    }
  }

  static func text(_ detail: ShapeDetail, _ catalog: Catalog) -> String {
    switch detail {
    case .expectedTopLevel:
      return catalog.text("detail.expectedObjectOrArray")
    case .expectedField(let name, let kind):
      return catalog.text(
        "detail.expectedField", name, catalog.text("detail.kind.\(kind.rawValue)"))
    case .expectedEditionField(let name, let kind):
      return catalog.text(
        "detail.expectedEditionField", name, catalog.text("detail.kind.\(kind.rawValue)"))
    case .unknownValue(let value, let field):
      return catalog.text("detail.unknownValue", value, field)
    }
  }

  static func text(_ reason: JSONParser.SyntaxError.Reason, _ catalog: Catalog) -> String {
    switch reason {
    case .unexpectedEnd: return catalog.text("detail.unexpectedEnd")
    case .unexpectedCharacter(let shown): return catalog.text("detail.unexpectedCharacter", shown)
    case .badEscape(let escape): return catalog.text("detail.badEscape", escape)
    case .badNumber: return catalog.text("detail.badNumber")
    case .badUTF8: return catalog.text("detail.badUTF8")
    case .trailingText: return catalog.text("detail.trailing")
    case .tooDeep: return catalog.text("detail.tooDeep")
    }
  }
}
