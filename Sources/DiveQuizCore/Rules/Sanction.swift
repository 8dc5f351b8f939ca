/// The six mutually exclusive sanctions of the penalty summary, numbered as the data file does:
/// the raw values count from 0 in the order written, `failedDive` 0 to `judgeOpinion` 5.
public enum Sanction: Int, CaseIterable, Sendable, Codable, Comparable {
  /// The dive is declared failed: 0 points.
  case failedDive
  /// Two points are taken from each judge's award.
  case twoPointDeduction
  /// No judge may award more than 2 points.
  case maximumTwo
  /// No judge may award more than 4½ points.
  case maximumFourAndHalf
  /// Each judge takes off from ½ to 2 points.
  case halfToTwoDeduction
  /// Each judge takes off what they judge right.
  case judgeOpinion

  /// The full label, for menus and answers.
  package func label(_ catalog: Catalog) -> String { catalog.text("Sanction-\(rawValue)") }

  /// The short label, for tables.
  package func shortLabel(_ catalog: Catalog) -> String {
    catalog.text("Sanction-\(rawValue)-short")
  }

  /// Ordered from the lightest sanction to the heaviest.
  public static func < (lhs: Sanction, rhs: Sanction) -> Bool { lhs.rawValue < rhs.rawValue }
}
