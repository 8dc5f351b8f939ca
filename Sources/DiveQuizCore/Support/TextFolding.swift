/// Text as people mean it when they type a name or a word: case, accents and extra spaces do
/// not count. Written without Foundation's ICU folding, which the release build does not link.
package enum TextFolding {
  /// Latin letters with diacritics and their base letters, position by position.
  private static let accented = Array(
    "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž"
  )
  private static let plain = Array(
    "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz"
  )
  /// Letters that fold to more than one letter, or that have no decomposition.
  private static let special: [Character: String] = [
    "Æ": "ae",
    "æ": "ae",
    "Ø": "o",
    "ø": "o",
    "ß": "ss",
    "Œ": "oe",
    "œ": "oe",
    "Đ": "d",
    "đ": "d",
    "Ł": "l",
    "ł": "l",
    "Ð": "d",
    "ð": "d",
    "Þ": "th",
    "þ": "th",
    "Ħ": "h",
    "ħ": "h",
    "ı": "i",
  ]
  private static let table: [Character: String] = {
    var table = special
    for (letter, base) in zip(accented, plain) { table[letter] = String(base) }
    return table
  }()

  /// Lowercased, accents removed, runs of spaces collapsed, ends trimmed: `" Chloé  MARTIN "`
  /// and `"chloe martin"` fold alike.
  package static func fold(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in collapsed(text).lowercased() {
      if character.isASCII {
        out.append(character)
      } else if let base = table[character] {
        out += base
      } else {
        // A letter followed by combining marks (typed decomposed) keeps only its base.
        let scalars = character.unicodeScalars.filter {
          $0.properties.canonicalCombiningClass.rawValue == 0
        }
        let base = String(String.UnicodeScalarView(scalars))
        out += base.count == 1 ? (table[Character(base)] ?? base) : base
      }
    }
    return out
  }

  /// Ends trimmed and inner runs of spaces and tabs made one space.
  package static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }).joined(
      separator: " ")
  }

  /// Ends trimmed of spaces, tabs and line breaks; inner spacing kept.
  package static func trimmed(_ text: some StringProtocol) -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }
}
