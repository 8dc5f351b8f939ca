/// The six mutually exclusive sanctions of the penalty summary, numbered as the data file does:
/// the raw values count from 0 in the order written, `failedDive` 0 to `judgeOpinion` 5.
public enum Sanction: Int, CaseIterable, Sendable, Codable, Comparable {
  case failedDive, twoPointDeduction, maximumTwo
  case maximumFourAndHalf, halfToTwoDeduction, judgeOpinion

  /// The full label, for menus and answers.
  package func label(_ catalog: Catalog) -> String { catalog.text("Sanction-\(rawValue)") }

  /// The short label, for tables.
  package func shortLabel(_ catalog: Catalog) -> String {
    catalog.text("Sanction-\(rawValue)-short")
  }

  /// Ordered from the lightest sanction to the heaviest.
  public static func < (lhs: Sanction, rhs: Sanction) -> Bool { lhs.rawValue < rhs.rawValue }
}
