/// The six mutually exclusive sanctions of the penalty summary, numbered as the data file does.
public enum Sanction: Int, CaseIterable, Sendable, Codable, Comparable {
  case failedDive = 0
  case twoPointDeduction = 1
  case maximumTwo = 2
  case maximumFourAndHalf = 3
  case halfToTwoDeduction = 4
  case judgeOpinion = 5

  /// The full label, for menus and answers.
  package func label(_ catalog: Catalog) -> String { catalog.text("Sanction-\(rawValue)") }

  /// The short label, for tables.
  package func shortLabel(_ catalog: Catalog) -> String {
    catalog.text("Sanction-\(rawValue)-short")
  }

  /// Ordered from the lightest sanction to the heaviest.
  public static func < (lhs: Sanction, rhs: Sanction) -> Bool { lhs.rawValue < rhs.rawValue }
}
