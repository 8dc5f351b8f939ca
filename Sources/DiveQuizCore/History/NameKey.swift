/// How trainee names are compared: `ann lee `, `Ann  Lee` and `ANN LEE` are one trainee, and
/// `Chloe Martin` finds `Chloé Martin`.
///
/// Names fold as `TextFolding` folds words: trimmed, runs of spaces collapsed, lowercased,
/// Latin diacritics removed by a table, so no locale data (ICU) is needed to read a history.
public enum NameKey {
  /// The comparison key of a name: trimmed, single-spaced, lowercase, without accents.
  ///
  /// Plain ASCII names, single-spaced (nearly every stored one), are lowercased byte by byte:
  /// a query by name folds every record's name, and the general folding walks characters.
  public static func of(_ name: some StringProtocol) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    var afterSpace = true
    for byte in name.utf8 {
      guard byte >= 0x20, byte < 0x80, byte != 0x20 || !afterSpace else {
        return TextFolding.fold(String(name))
      }
      afterSpace = byte == 0x20
      bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
    }
    guard !afterSpace || bytes.isEmpty else { return TextFolding.fold(String(name)) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The name as typed but trimmed and single-spaced (`ann lee ` shows as `ann lee`): how a
  /// stored spelling is displayed.
  public static func tidy(_ name: some StringProtocol) -> String {
    TextFolding.collapsed(String(name))
  }

  /// The names among `candidates` closest to `name`, best first: those that start with it
  /// (a first name alone finds the whole name), then those within a few typing mistakes.
  public static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let wanted = of(name)
    guard !wanted.isEmpty, wanted.count <= 80 else { return [] }
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
