/// One edition of the rules: the id judges type (`2025`), its title and the day it came into
/// force.
///
/// Editions are data: the rulebook file lists them, so a federation adds the next one without
/// touching the program.
package struct Edition: Hashable, Sendable {
  /// Short, typed by users (`--edition 2024`) and stored with every quiz.
  package let id: EditionID
  /// The full title, as the rulebook's cover gives it; nil for files that do not say.
  package let title: String?
  /// `YYYY-MM-DD`, nil when the file does not say.
  package let inForceFrom: String?
  /// Where its numbers come from; nil for files that do not say.
  package let source: EditionSource?

  package init(
    id: EditionID, title: String? = nil, inForceFrom: String? = nil, source: EditionSource? = nil
  ) {
    self.id = id
    self.title = title
    self.inForceFrom = inForceFrom
    self.source = source
  }

  /// Whether `text` may be an edition id: 1 to 32 ASCII letters, digits, `.`, `_` or `-`.
  ///
  /// An id names edition-specific texts (`Penalty-3@2024`) and is typed on the command line, so
  /// it must hold no `@`, no space and nothing a terminal would show differently.
  package static func isValidID(_ text: String) -> Bool {
    (1...32).contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
          UInt8(ascii: "-"):
          return true
        default:
          return false
        }
      }
  }

  /// The title in the catalog's language: the tables translate the titles of the shipped
  /// editions (`Edition-title-ID`); a file whose title is not the shipped one keeps its own.
  package func title(_ catalog: Catalog) -> String? {
    guard let title else { return nil }
    let key = "Edition-title-" + id.text
    guard catalog.englishText(key) == title, let local = catalog.lookup(key) else { return title }
    return local
  }
}
