/// How trainee names are compared: `ann lee `, `Ann  Lee` and `ANN LEE` are one trainee, and
/// `Chloe Martin` finds `Chloé Martin`.
///
/// Names are trimmed, runs of spaces collapsed, letters lowercased and Latin diacritics
/// removed with a small table, so no locale data (ICU) is needed to read a history.
public enum NameKey {
  /// The comparison key of a name: trimmed, single-spaced, lowercase, without accents.
  public static func of(_ name: some StringProtocol) -> String {
    var out = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in name.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !out.isEmpty
        continue
      }
      // Combining marks (a name typed in decomposed form) carry only accents.
      if (0x300...0x36F).contains(scalar.value) { continue }
      if pendingSpace {
        out.append(" ")
        pendingSpace = false
      }
      if scalar.isASCII {
        let value = scalar.value
        out.append((0x41...0x5A).contains(value) ? Unicode.Scalar(value + 32) ?? scalar : scalar)
        continue
      }
      let lowered = String(scalar).lowercased()
      for piece in lowered.unicodeScalars {
        if let plain = folded[piece.value] {
          out.append(contentsOf: plain.unicodeScalars)
        } else if !(0x300...0x36F).contains(piece.value) {
          out.append(piece)
        }
      }
    }
    return String(out)
  }

  /// The name as typed but trimmed and single-spaced (`ann lee ` shows as `ann lee`): how a
  /// stored spelling is displayed.
  public static func tidy(_ name: some StringProtocol) -> String {
    name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The names among `candidates` closest to `name`, best first: those that start with it
  /// (a first name alone finds the whole name), then those within a few typing mistakes.
  public static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let wanted = of(name)
    guard !wanted.isEmpty, wanted.count <= 80 else { return [] }
    let allowed = max(2, wanted.count / 3)
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

  /// Lowercase Latin letters with diacritics (Latin-1 Supplement and Latin Extended-A) and
  /// the ligatures of European names, to their plain letters.
  private static let folded: [UInt32: String] = {
    var table: [UInt32: String] = [:]
    let groups: [(String, String)] = [
      ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"), ("ĝğġģ", "g"),
      ("ĥħ", "h"), ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķĸ", "k"), ("ĺļľŀł", "l"),
      ("ñńņňŉŋ", "n"), ("òóôõöøōŏő", "o"), ("ŕŗř", "r"), ("śŝşšș", "s"), ("ţťŧț", "t"),
      ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"), ("źżž", "z"),
    ]
    for (letters, plain) in groups {
      for scalar in letters.unicodeScalars { table[scalar.value] = plain }
    }
    for (letter, plain) in [("æ", "ae"), ("œ", "oe"), ("ß", "ss"), ("ð", "d"), ("þ", "th")] {
      for scalar in letter.unicodeScalars { table[scalar.value] = plain }
    }
    return table
  }()
}
