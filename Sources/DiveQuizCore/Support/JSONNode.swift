/// A parsed JSON value that remembers where it stood in its file.
///
/// The rulebook loader reports mistakes by line, so it cannot use `JSONDecoder`, which forgets
/// positions; this small tree keeps them.
package struct JSONNode: Sendable, Equatable {
  /// The value itself.
  // Not `indirect`: arrays and objects already hold their children on the heap, and a box
  // per value doubled the allocations of a parse.
  package enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number as written, so that integers stay exact and nothing is rounded.
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in file order; duplicates are kept so the caller can decide.
    case object([(key: String, value: JSONNode)])

    package static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): return true
      case (.bool(let a), .bool(let b)): return a == b
      case (.number(let a), .number(let b)): return a == b
      case (.string(let a), .string(let b)): return a == b
      case (.array(let a), .array(let b)): return a == b
      case (.object(let a), .object(let b)):
        return a.count == b.count
          && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: return false
      }
    }
  }

  package var value: Value
  /// 1-based line of the value's first character.
  package var line: Int
  /// 1-based column (in bytes) of the value's first character.
  package var column: Int

  package init(_ value: Value, line: Int, column: Int) {
    self.value = value
    self.line = line
    self.column = column
  }

  /// The member named `key` of an object, or nil.
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The value as an exact integer, or nil when it is not one.
  package var intValue: Int? {
    guard case .number(let text) = value else { return nil }
    return Int(text)
  }

  package var boolValue: Bool? {
    guard case .bool(let flag) = value else { return nil }
    return flag
  }

  package var stringValue: String? {
    guard case .string(let text) = value else { return nil }
    return text
  }

  package var arrayValue: [JSONNode]? {
    guard case .array(let items) = value else { return nil }
    return items
  }
}
