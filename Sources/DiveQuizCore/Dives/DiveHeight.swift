/// The five heights the rulebook tables dives for: two springboards and three platforms.
package enum DiveHeight: String, CaseIterable, Sendable, Comparable {
  case one = "1m"
  case three = "3m"
  case five = "5m"
  case sevenAndHalf = "7.5m"
  case ten = "10m"

  /// Springboard heights take appendix 8's components, platforms appendix 10's.
  package var isSpringboard: Bool { self == .one || self == .three }

  /// How a judge types it: `3m`, `3`, `3 m` written together, `7.5m`, `7,5m`, `7.5`.
  package init?(word: String) {
    var text = String(word.lowercased().map { $0 == "," ? "." : $0 })
    if text.hasSuffix("m") { text.removeLast() }
    if let height = DiveHeight(rawValue: text + "m") {
      self = height
      return
    }
    return nil
  }

  /// The height as the tables print it, in metres: `7.5 m`.
  package var metres: String { String(rawValue.dropLast()) }

  package static func < (lhs: DiveHeight, rhs: DiveHeight) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
