/// The name of a dive, built from its number's digits in the catalog's language.
///
/// Names are never stored per dive: the one function below reads the group, the flying
/// action or direction, the half somersaults and the half twists (rules 1.5.2–1.5.7), and
/// the string tables give each language its words and its order (`Back 2½ Somersaults`,
/// `2½ sauts périlleux arrière`), so a number the tables never printed is named too.
package enum DiveName {
  /// `Back 2½ Somersaults 1½ Twists`, or with a position `…, Pike`.
  package static func text(
    _ number: DiveNumber, position: DivePosition? = nil, _ catalog: Catalog
  ) -> String {
    let name = capitalized(base(number, catalog))
    guard let position else { return name }
    return catalog.text("dive.name.withPosition", name, position.name(catalog))
  }

  /// The code's name: `5253B` → `Back 2½ Somersaults 1½ Twists, Pike`.
  package static func text(_ code: DiveCode, _ catalog: Catalog) -> String {
    text(code.number, position: code.position, catalog)
  }

  private static func base(_ number: DiveNumber, _ catalog: Catalog) -> String {
    let armstand = number.group == .armstand
    // 600, the armstand dive, has neither direction nor somersault.
    if armstand, number.direction == nil { return catalog.text("dive.name.armstandDive") }
    let somersaults = somersaultWords(number.halfSomersaults, armstand: armstand, catalog)
    let twists = number.halfTwists > 0 ? twistWords(number.halfTwists, catalog) : nil
    let direction = catalog.text("dive.direction.\(number.takeOff.rawValue)")
    if armstand {
      if let twists {
        return catalog.text("dive.name.armstandTwisting", direction, somersaults, twists)
      }
      return catalog.text("dive.name.armstand", direction, somersaults)
    }
    if let twists { return catalog.text("dive.name.twisting", direction, somersaults, twists) }
    if number.flying { return catalog.text("dive.name.flying", direction, somersaults) }
    return catalog.text("dive.name.plain", direction, somersaults)
  }

  /// `Dive`, `Somersault`, `1½ Somersaults`, `3 Somersaults`; an armstand's first half
  /// somersault is `½ Somersault`, not a dive.
  static func somersaultWords(_ half: Int, armstand: Bool, _ catalog: Catalog) -> String {
    switch half {
    case 1: return catalog.text(armstand ? "dive.somersaults.half" : "dive.somersaults.dive")
    case 2: return catalog.text("dive.somersaults.one")
    case 3: return catalog.text("dive.somersaults.oneAndHalf")
    default: return many(half, "dive.somersaults", catalog)
    }
  }

  /// `½ Twist`, `1 Twist`, `1½ Twists`, `2 Twists`.
  static func twistWords(_ half: Int, _ catalog: Catalog) -> String {
    switch half {
    case 1: return catalog.text("dive.twists.half")
    case 2: return catalog.text("dive.twists.one")
    case 3: return catalog.text("dive.twists.oneAndHalf")
    default: return many(half, "dive.twists", catalog)
    }
  }

  /// Two turns or more: `many` for whole turns, `manyHalf` with a half (`2½ Somersaults`), the
  /// whole number in the language's words where its table lists them (`dive.count.numerals`):
  /// Chinese lists write 翻腾两周半 and 转体四周, never 翻腾2½周.
  private static func many(_ half: Int, _ key: String, _ catalog: Catalog) -> String {
    let whole = half / 2
    let numerals = catalog.text("dive.count.numerals").split(separator: ",")
    let word = numerals.indices.contains(whole) ? String(numerals[whole]) : "\(whole)"
    return catalog.text(half % 2 == 1 ? key + ".manyHalf" : key + ".many", word)
  }

  /// Half turns as the tables write them: 1 → `½`, 4 → `2`, 5 → `2½`.
  package static func count(_ half: Int) -> String {
    let whole = half / 2
    guard half % 2 == 1 else { return "\(whole)" }
    return whole == 0 ? "½" : "\(whole)½"
  }

  private static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
