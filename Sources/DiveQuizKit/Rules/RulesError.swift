/// What can be wrong with a rulebook file.
public enum RulesError: Error, Equatable, Sendable {
  /// A value of the wrong kind, or a missing field.
  public enum ShapeDetail: Equatable, Sendable {
    case expectedTopLevel
    /// Field name and the kind it should be.
    case expectedField(String, FieldKind)
    /// Value and the kind of thing it should name (`phase`, `discipline`).
    case unknownValue(String, field: String)
  }

  public enum FieldKind: String, Equatable, Sendable {
    case integer, boolean, string, array, object
  }

  case unreadable(path: String, reason: String)
  case syntax(file: String, line: Int, column: Int, reason: JSONParser.SyntaxError.Reason)
  case shape(file: String, line: Int, detail: ShapeDetail)
  case duplicateID(file: String, line: Int, id: Int, firstLine: Int)
  case sanctionOutOfRange(file: String, line: Int, id: Int, value: Int)
  case noOwner(file: String, line: Int, id: Int)
  case empty(file: String)
}

extension RulesError: UserFacingError {
  public func message(_ catalog: Catalog) -> String {
    switch self {
    case .unreadable(let path, let reason):
      return catalog.text("error.fileUnreadable", path, reason)
    case .syntax(let file, let line, let column, let reason):
      return catalog.text("error.json.syntax", file, line, column, Self.text(reason, catalog))
    case .shape(let file, let line, let detail):
      let text: String
      switch detail {
      case .expectedTopLevel:
        text = catalog.text("detail.expectedObjectOrArray")
      case .expectedField(let name, let kind):
        text = catalog.text(
          "detail.expectedField", name, catalog.text("detail.kind.\(kind.rawValue)"))
      case .unknownValue(let value, let field):
        text = catalog.text("detail.unknownValue", value, field)
      }
      return catalog.text("error.json.shape", file, line, text)
    case .duplicateID(let file, let line, let id, let firstLine):
      return catalog.text("error.rules.duplicateId", file, line, id, firstLine)
    case .sanctionOutOfRange(let file, let line, let id, let value):
      return catalog.text("error.rules.badSanction", file, line, id, value)
    case .noOwner(let file, let line, let id):
      return catalog.text("error.rules.noOwner", file, line, id)
    case .empty(let file):
      return catalog.text("error.rules.empty", file)
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
