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

  /// The average of `sum` halves over `count` awards in hundredths, cut (not rounded) as
  /// the rule reads its decimals: 44 halves over 6 → 733 (7.33).
  package static func average(sumOfHalves sum: Int, count: Int) -> Int {
    count > 0 ? sum * 50 / count : 0
  }
}
