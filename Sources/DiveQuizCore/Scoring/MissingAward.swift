/// Rules 7.9 and 7.10: a missing award is the average of the others, rounded to a half or
/// whole point — averages ending in .01 to .24 lose their decimals, .25 to .74 become .50,
/// .75 and above go up to the next whole point.
package enum MissingAward {
  /// The rounded average of `sum` halves over `count` awards, in halves. Exact: the
  /// comparison with the quarters is made on the fraction itself, never on a float.
  package static func rounded(sumOfHalves sum: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    // The average in points is sum / (2 × count).
    let denominator = 2 * count
    let whole = sum / denominator
    let remainder = sum % denominator
    if 4 * remainder < denominator { return 2 * whole }
    if 4 * remainder < 3 * denominator { return 2 * whole + 1 }
    return 2 * whole + 2
  }

  /// The same rounding of an average given in hundredths (`7.24` → 7.0, `7.25` → 7.5).
  package static func rounded(hundredths: Int) -> Int {
    rounded(sumOfHalves: hundredths, count: 100 / 2)
  }

  /// The average of `sum` halves over `count` awards in thousandths, rounded half up, and
  /// whether that is exact. Shown beside the award adopted, it must not look cut: 7.875 used to
  /// print as 7.87 and 6.667 as 6.66, which a secretary would read as a rounding mistake.
  package static func average(sumOfHalves sum: Int, count: Int) -> (thousandths: Int, exact: Bool) {
    guard count > 0 else { return (0, true) }
    // The average in points is sum / (2 × count), so in thousandths sum × 500 / count.
    let numerator = sum * 500
    let thousandths = (2 * numerator + count) / (2 * count)
    return (thousandths, numerator % count == 0)
  }

  /// `7.875`, `7.25`, `≈6.667`: three decimals where the third is needed, two otherwise, and
  /// the sign of an approximation where three decimals do not hold the whole average.
  package static func averageText(thousandths: Int, exact: Bool) -> String {
    let whole = thousandths / 1000
    let fraction = thousandths % 1000
    let decimals =
      fraction % 10 == 0
      ? String(100 + fraction / 10).dropFirst() : String(1000 + fraction).dropFirst()
    return (exact ? "" : "≈") + "\(whole)." + decimals
  }
}
