/// A panel's awards for one dive, as a secretary receives them; nil is a missing award.
package enum ScorePanel: Equatable, Sendable {
  /// 5 or 7 judges.
  case individual([Int?])
  /// 2 + 2 + 5 (9 judges) or 3 + 3 + 5 (11 judges): execution of each diver, then
  /// synchronisation.
  case synchro(diver1: [Int?], diver2: [Int?], synchronisation: [Int?])

  package var judges: Int {
    switch self {
    case .individual(let awards): return awards.count
    case .synchro(let one, let two, let sync): return one.count + two.count + sync.count
    }
  }
}

/// A penalty applied to every judge's award before the secretaries cancel any.
package enum ScorePenalty: Equatable, Sendable {
  /// No award above this many halves ("maximum 2 points": 4).
  case maximum(Int)
  /// This many halves off each award, never below 0 ("deduct 2 points": 4).
  case deduct(Int)

  func apply(_ halves: Int) -> Int {
    switch self {
    case .maximum(let cap): return min(halves, cap)
    case .deduct(let points): return max(0, halves - points)
    }
  }
}

/// `score DD AWARD…`: what to compute.
package struct ScoreRequest: Equatable, Sendable {
  /// In tenths.
  package var degree: Int
  package var panel: ScorePanel
  package var penalty: ScorePenalty?

  /// Reads the words after `score`: `DD AWARD…` (5 or 7) or `DD sync A… / B… / S…`
  /// (2 + 2 + 5 or 3 + 3 + 5), `-` for a missing award, then optionally `max N` or
  /// `deduct N`.
  /// Refuses a DD outside `range` (the lowest to the highest the dive tables hold).
  package func check(degreeIn range: ClosedRange<Int>?) -> ScoreInputError? {
    guard let range, !range.contains(degree) else { return nil }
    return .degreeOutOfRange(
      Tenths.format(tenths: degree), lowest: range.lowerBound, highest: range.upperBound)
  }

  package static func parse(_ words: [String]) -> Result<ScoreRequest, ScoreInputError> {
    guard let first = words.first else { return .failure(.noDegree) }
    guard let degree = Tenths.parse(first), degree > 0, first.first != "-" else {
      return .failure(.notADegree(first))
    }
    var rest = Array(words.dropFirst())
    // A wrong position and a re-start can both fall on one dive, but the rules do not say
    // whether the maximum or the deduction comes first (2 or 0 for an award of 7): say so in
    // one line rather than read one of the two words as an award.
    let lowered = Set(rest.map { $0.lowercased() })
    if lowered.contains("max"), lowered.contains("deduct") { return .failure(.bothPenalties) }
    var penalty: ScorePenalty?
    if rest.count >= 2, ["max", "deduct"].contains(rest[rest.count - 2].lowercased()) {
      let word = rest[rest.count - 2].lowercased()
      guard case .success(let halves) = Award.parse(rest[rest.count - 1]) else {
        return .failure(.badPenalty(rest[rest.count - 1]))
      }
      penalty = word == "max" ? .maximum(halves) : .deduct(halves)
      rest.removeLast(2)
    } else if let last = rest.last, ["max", "deduct"].contains(last.lowercased()) {
      return .failure(.badPenalty(last))
    }
    let synchro = rest.first?.lowercased() == "sync" || rest.first?.lowercased() == "synchro"
    if synchro { rest.removeFirst() }
    var groups: [[Int?]] = [[]]
    for word in rest {
      if word == "/" {
        groups.append([])
        continue
      }
      // `7.5/8` typed without spaces: split it.
      let pieces = word.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      for (index, piece) in pieces.enumerated() {
        if index > 0 { groups.append([]) }
        if piece.isEmpty { continue }
        if piece == "-" {
          groups[groups.count - 1].append(nil)
          continue
        }
        switch Award.parse(piece) {
        case .success(let halves): groups[groups.count - 1].append(halves)
        case .failure(let error): return .failure(error)
        }
      }
    }
    // Rules 7.9 and 7.10 replace one missing award of a line from the others there: a
    // line missing more (or all) is refused here, as every other input outside the rules.
    let counts = groups.map(\.count)
    if groups.contains(where: { line in
      let missing = line.filter { $0 == nil }.count
      return missing > 1 || (missing == 1 && line.count == 1)
    }) {
      return .failure(.tooManyMissing)
    }
    if synchro {
      guard counts == [2, 2, 5] || counts == [3, 3, 5] else {
        return .failure(.synchroShape(counts))
      }
      return .success(
        ScoreRequest(
          degree: degree,
          panel: .synchro(diver1: groups[0], diver2: groups[1], synchronisation: groups[2]),
          penalty: penalty))
    }
    guard groups.count == 1 else { return .failure(.synchroShape(counts)) }
    guard counts[0] == 5 || counts[0] == 7 else { return .failure(.individualCount(counts[0])) }
    return .success(ScoreRequest(degree: degree, panel: .individual(groups[0]), penalty: penalty))
  }
}
