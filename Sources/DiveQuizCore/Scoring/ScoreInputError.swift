/// Why a `score` line cannot be computed: each a single line saying what to type instead.
package enum ScoreInputError: Error, Equatable, Sendable {
  /// Nothing after `score`.
  case noDegree
  /// The first word is not a DD written with one decimal (`2.0`, `3.4`).
  case notADegree(String)
  case notAnAward(String)
  /// Beyond 10 (`10.5`).
  case awardOutOfRange(String)
  /// Not a half point (`7.3`).
  case notAHalf(String)
  /// An individual panel is 5 or 7 judges (rule 5.2).
  case individualCount(Int)
  /// A synchronised panel is 2 + 2 + 5 or 3 + 3 + 5 judges, separated by `/`.
  case synchroShape([Int])
  /// More than one award missing among those a missing award is taken from.
  case tooManyMissing
  /// A DD no dive of the tables has (`0.5`, `9.9`), with the tables' lowest and highest in
  /// tenths.
  case degreeOutOfRange(String, lowest: Int, highest: Int)
  /// `max` or `deduct` without a half point after it.
  case badPenalty(String)
  /// `max` and `deduct` on one sheet: the rules give no order to combine them in.
  case bothPenalties
}

extension ScoreInputError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .noDegree: return catalog.text("score.error.noDegree")
    case .notADegree(let text): return catalog.text("score.error.degree", Sanitizer.visible(text))
    case .notAnAward(let text): return catalog.text("score.error.award", Sanitizer.visible(text))
    case .awardOutOfRange(let text):
      return catalog.text("score.error.range", Sanitizer.visible(text))
    case .notAHalf(let text): return catalog.text("score.error.half", Sanitizer.visible(text))
    case .individualCount(let count): return catalog.text("score.error.individual", count)
    case .synchroShape(let counts):
      return catalog.text(
        "score.error.synchro", counts.map(String.init).joined(separator: " + "))
    case .tooManyMissing: return catalog.text("score.error.missing")
    case .degreeOutOfRange(let text, let lowest, let highest):
      return catalog.text(
        "score.error.degreeRange", Sanitizer.visible(text),
        LocalDecimal.text(Tenths.format(tenths: lowest), catalog),
        LocalDecimal.text(Tenths.format(tenths: highest), catalog))
    case .badPenalty(let text): return catalog.text("score.error.penalty", Sanitizer.visible(text))
    case .bothPenalties: return catalog.text("score.error.bothPenalties")
    }
  }
}
