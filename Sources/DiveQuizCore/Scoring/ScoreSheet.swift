/// A dive's score worked out as the secretaries do (rules 7.5–7.10), every step kept so it
/// can be shown and checked: missing awards filled, a penalty applied, awards cancelled,
/// the sum, the synchronised factor, × DD.
package struct ScoreSheet: Equatable, Sendable {
  /// One judge's award through the steps.
  package struct Cell: Equatable, Sendable {
    /// As given; nil: missing.
    package var given: Int?
    /// What counts before any cancelling: the given award or the one adopted for it, then
    /// the penalty.
    package var counted: Int
    /// Before the penalty (the given or adopted award).
    package var beforePenalty: Int
    package var cancelled = false
  }

  /// The awards of one line of the panel.
  package enum Line: String, Sendable {
    case panel, diver1, diver2, synchronisation
  }

  /// How a missing award was replaced: from which awards, their average, and the award
  /// adopted (halves; average in thousandths, rounded, and whether exactly so).
  package struct Replacement: Equatable, Sendable {
    package var line: Line
    package var judge: Int
    package var from: [Int]
    package var averageThousandths: Int
    package var averageExact: Bool
    package var adopted: Int
    /// 9-judge synchronised panel: the other execution judge's award is taken as it is.
    package var copied: Bool
  }

  package let request: ScoreRequest
  package private(set) var lines: [(line: Line, cells: [Cell])] = []
  package private(set) var replacements: [Replacement] = []

  package static func == (lhs: ScoreSheet, rhs: ScoreSheet) -> Bool {
    lhs.request == rhs.request && lhs.replacements == rhs.replacements
      && lhs.lines.map(\.cells) == rhs.lines.map(\.cells)
  }

  package var isSynchro: Bool {
    if case .synchro = request.panel { return true }
    return false
  }

  /// Works the sheet out; fails only when more awards are missing than a rule can replace.
  package static func compute(_ request: ScoreRequest) -> Result<ScoreSheet, ScoreInputError> {
    var sheet = ScoreSheet(request: request)
    switch request.panel {
    case .individual(let awards):
      guard sheet.add(.panel, awards, copying: false) else { return .failure(.tooManyMissing) }
      sheet.cancel(in: [(0, 0..<awards.count)], each: awards.count == 7 ? 2 : 1)
    case .synchro(let one, let two, let sync):
      let nine = one.count == 2
      guard sheet.add(.diver1, one, copying: nine), sheet.add(.diver2, two, copying: nine),
        sheet.add(.synchronisation, sync, copying: false)
      else { return .failure(.tooManyMissing) }
      if nine {
        // Rule 7.7: the four execution awards are cancelled as one pool.
        sheet.cancel(in: [(0, 0..<2), (1, 0..<2)], each: 1)
      } else {
        sheet.cancel(in: [(0, 0..<3)], each: 1)
        sheet.cancel(in: [(1, 0..<3)], each: 1)
      }
      sheet.cancel(in: [(2, 0..<5)], each: 1)
    }
    return .success(sheet)
  }

  private init(request: ScoreRequest) { self.request = request }

  /// Adds a line, replacing its missing award (at most one); false if more are missing.
  private mutating func add(_ line: Line, _ awards: [Int?], copying: Bool) -> Bool {
    let present = awards.compactMap { $0 }
    guard awards.count - present.count <= 1, !present.isEmpty else { return false }
    var cells: [Cell] = []
    for (judge, award) in awards.enumerated() {
      var value = award ?? 0
      if award == nil {
        let sum = present.reduce(0, +)
        value = copying ? sum : MissingAward.rounded(sumOfHalves: sum, count: present.count)
        let average = MissingAward.average(sumOfHalves: sum, count: present.count)
        replacements.append(
          Replacement(
            line: line, judge: judge + 1, from: present,
            averageThousandths: average.thousandths, averageExact: average.exact,
            adopted: value, copied: copying))
      }
      let counted = request.penalty?.apply(value) ?? value
      cells.append(Cell(given: award, counted: counted, beforePenalty: value))
    }
    lines.append((line, cells))
    return true
  }

  /// Cancels the `each` highest and `each` lowest awards of a pool (cells of one or more
  /// lines). Of equal awards only as many as needed go: the lowest are taken first in judge
  /// order, the highest last in judge order, so the sheet is the same every time.
  private mutating func cancel(in pool: [(line: Int, range: Range<Int>)], each: Int) {
    var members: [(line: Int, index: Int, value: Int, order: Int)] = []
    for part in pool {
      for index in part.range {
        members.append((part.line, index, lines[part.line].cells[index].counted, members.count))
      }
    }
    members.sort { ($0.value, $0.order) < ($1.value, $1.order) }
    for member in members.prefix(each) + members.suffix(each) {
      lines[member.line].cells[member.index].cancelled = true
    }
  }

  /// The awards kept, in panel order.
  package var kept: [Int] {
    lines.flatMap { $0.cells.filter { !$0.cancelled }.map(\.counted) }
  }

  /// The sum of the kept awards, in halves.
  package var keptSum: Int { kept.reduce(0, +) }

  /// Synchronised: the sum ÷ 5 × 3, in hundredths of a point (always a whole number of
  /// tenths: 71 halves → 2130). Individual: the sum itself, in hundredths.
  package var factored: Int { isSynchro ? keptSum * 30 : keptSum * 50 }

  /// The score in hundredths: kept sum × DD (× 3/5 synchronised).
  package var score: Int {
    isSynchro ? 3 * keptSum * request.degree : 5 * keptSum * request.degree
  }
}
