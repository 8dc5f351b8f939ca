/// How trainee names are compared: `ann lee `, `Ann  Lee`, `ANN LEE` and `Ann-Lee` are one
/// trainee, `O'Brien` is `OBrien`, and `Chloe Martin` finds `Chloé Martin`.
///
/// The one home of name keys: every reader that groups, filters or finds trainees (the class
/// list, the exam sheet, a query's `judge`, aliases, completion) compares names through `of`.
/// Names fold as `TextFolding` folds words (trimmed, runs of spaces collapsed, lowercased,
/// Latin diacritics removed by a table, so no locale data is needed to read a history), and
/// then hyphens and dashes count as a space and apostrophes as nothing.
package enum NameKey {
  /// The comparison key of a name: trimmed, single-spaced, lowercase, without accents,
  /// hyphens or apostrophes.
  ///
  /// Plain ASCII names (nearly every stored one) are folded byte by byte: a query by name
  /// folds every record's name, and the general folding walks characters.
  package static func of(_ name: some StringProtocol) -> String {
    if let bytes = plain(name.utf8) { return String(decoding: bytes, as: UTF8.self) }
    return general(String(name))
  }

  /// The key of a name stored as bytes (a record's raw `judge`), without making a string
  /// when it is plain ASCII; nil when it needs the full folding.
  package static func plain(_ name: some Sequence<UInt8>) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.underestimatedCount)
    var afterSpace = true
    for byte in name {
      guard byte >= 0x20, byte < 0x80 else { return nil }
      switch byte {
      case 0x27, 0x60:  // ' and `: O'Brien is OBrien
        continue
      case 0x20, 0x2D:  // a space or a hyphen: Anne-Marie is Anne Marie
        if !afterSpace { bytes.append(0x20) }
        afterSpace = true
      default:
        afterSpace = false
        bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
      }
    }
    if bytes.last == 0x20 { bytes.removeLast() }
    return bytes
  }

  /// Whether a stored name (raw bytes) has the key `key`, decided on its bytes when it is
  /// plain ASCII, as nearly every stored name is; nil when it needs the full folding.
  ///
  /// Folded and compared as it goes, with no key made: a narrowed read asks this of every
  /// line (a million at federation scale), where making each line's key and hashing it cost
  /// a tenth of `progress`.
  package static func plainName(_ raw: UnsafeBufferPointer<UInt8>, folds key: [UInt8]) -> Bool? {
    var matched = 0
    var equal = true
    // As `plain`: a run of spaces and hyphens is one space, written only before a letter,
    // so none leads or trails.
    var afterSpace = true
    var pendingSpace = false
    for byte in raw {
      guard byte >= 0x20, byte < 0x80 else { return nil }
      switch byte {
      case 0x27, 0x60:
        continue
      case 0x20, 0x2D:
        if !afterSpace { pendingSpace = true }
        afterSpace = true
      default:
        afterSpace = false
        // Every byte is still looked at once the key is missed: a later one may not be ASCII.
        guard equal else { continue }
        if pendingSpace {
          equal = matched < key.count && key[matched] == 0x20
          matched += 1
          pendingSpace = false
        }
        let folded = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        equal = equal && matched < key.count && key[matched] == folded
        matched += 1
      }
    }
    return equal && matched == key.count
  }

  /// Characters that separate the parts of a name like a space does.
  private static let dashes: Set<Character> = ["-", "\u{2010}", "\u{2011}", "\u{2013}", "\u{2014}"]
  /// Apostrophes, straight and typographic, and the accents typed in their place.
  private static let apostrophes: Set<Character> = [
    "'", "`", "\u{2019}", "\u{2018}", "\u{02BC}", "\u{00B4}",
  ]

  /// Any name: hyphens made spaces and apostrophes removed before `TextFolding` folds it.
  private static func general(_ name: String) -> String {
    var spaced = ""
    spaced.reserveCapacity(name.utf8.count)
    for character in name where !apostrophes.contains(character) {
      spaced.append(dashes.contains(character) ? " " : character)
    }
    return TextFolding.fold(spaced)
  }

  /// The name as typed but trimmed and single-spaced (`ann lee ` shows as `ann lee`): how a
  /// stored spelling is displayed.
  package static func tidy(_ name: some StringProtocol) -> String {
    TextFolding.collapsed(String(name))
  }

  /// The names among `candidates` closest to `name`, best first: those that start with it
  /// (a first name alone finds the whole name), then those within a few typing mistakes.
  package static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String]
  {
    let wanted = of(name)
    guard !wanted.isEmpty, wanted.count <= TraineeName.maximumLength else { return [] }
    // A short name is one typo from many others: only one edit is allowed there.
    let allowed = wanted.count < 5 ? 1 : max(2, wanted.count / 4)
    var scored: [(score: Int, key: String, name: String)] = []
    for candidate in candidates {
      let key = of(candidate)
      let words = key.split(separator: " ")
      if key.hasPrefix(wanted) || words.contains(where: { $0.hasPrefix(wanted) }) {
        scored.append((0, key, candidate))
        continue
      }
      let distance = min(
        EditDistance.between(wanted, key),
        words.map { EditDistance.between(wanted, String($0)) }.min() ?? Int.max)
      if distance <= allowed { scored.append((distance, key, candidate)) }
    }
    return scored.sorted { ($0.score, $0.key) < ($1.score, $1.key) }.prefix(limit).map(\.name)
  }
}
