/// The id of an edition as the program holds it (`2026`, `2025`, `2024`): always today's name.
///
/// Records, rulebook files and users spell ids as text, and records written before editions
/// existed say `WA-2022-2025`. Every such text becomes an `EditionID` where it is read, so the
/// former name is translated in one place and two ids of the same edition are always equal.
/// It is written back as the plain text (`"2024"`), so files and exports keep their bytes.
///
/// Ordered by its text: reports list editions and rank sheets in that order, as they did when
/// ids were strings.
package struct EditionID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The id as shown and stored (`2024`).
  package let text: String

  /// The id a stored name stands for today: `WA-2022-2025` reads as `2024`; any other name is
  /// kept as written (a record may name an edition the rulebook no longer has).
  package init(stored: String) {
    text = Self.formerIDs[stored] ?? stored
  }

  /// An id typed by a user (`report edition 2024`), or nil when `typed` could not be one
  /// (`Edition.isValidID`); a former name reads as today's.
  package init?(typed: String) {
    guard Edition.isValidID(typed) else { return nil }
    self.init(stored: typed)
  }

  /// A literal in the program's own tables (`"2026"`), read as a stored name is.
  package init(stringLiteral value: String) {
    self.init(stored: value)
  }

  /// Ids that quizzes and rulebook files written before editions existed hold, with the
  /// edition they mean. The rulebook shipped then followed the edition in force from
  /// 1 January 2024 and called itself `WA-2022-2025`.
  package static let formerIDs = ["WA-2022-2025": "2024"]

  package var description: String { text }

  /// Every name a stored record may give this edition: the id, then the former names that
  /// mean it (`2024`, `WA-2022-2025`).
  package var storedNames: [String] {
    [text] + Self.formerIDs.filter { $0.value == text }.map(\.key).sorted()
  }

  /// Whether `other` names this edition, case aside: typed ids and `--rules` files may
  /// spell an id's letters either way.
  package func matches(ignoringCase other: EditionID) -> Bool {
    text == other.text || text.lowercased() == other.text.lowercased()
  }

  package static func < (left: EditionID, right: EditionID) -> Bool { left.text < right.text }

  package init(from decoder: any Decoder) throws {
    self.init(stored: try decoder.singleValueContainer().decode(String.self))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
