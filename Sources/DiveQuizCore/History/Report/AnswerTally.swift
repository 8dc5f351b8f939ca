/// What a report counts of the answers: how often each penalty was answered and answered
/// right, which sanction was chosen for which, and owner mistakes.
///
/// Every figure is a whole count, so tallies made on several threads (`join`) give the same
/// totals in any order. Two ways in: `add(_:)` for a decoded question of any kind and
/// `addSanctions` for the sanction questions read from a line's bytes, each
/// counting the question in every tally, by kind (`KindTally`) too.
package struct AnswerTally: Sendable {
  /// Penalty ids are small: counts in an array indexed by id, a dictionary for any odd id.
  private static let direct = 256
  /// `answered` at `2 * id`, `right` at `2 * id + 1`.
  private var small = [Int](repeating: 0, count: 2 * direct)
  private var large: [Int: (answered: Int, right: Int)] = [:]
  /// `confusion[correct * 7 + chosen]`, chosen 6 for skipped, as `ConfusionMatrix` lays it out.
  private var confusion = [Int](
    repeating: 0, count: Sanction.allCases.count * (ConfusionMatrix.skippedColumn + 1))
  package private(set) var answered = 0
  package private(set) var ownerMistakes = 0
  /// The questions by kind (`KindTally`): the report's breakdown.
  package private(set) var kinds = KindTally()

  package init() {}

  /// Counts one decoded question of any kind.
  package mutating func add(_ question: QuizRecord.Question) {
    answered += 1
    kinds.add(question)
    // Only a question about a penalty counts for it: dive, DD, award and score questions are
    // about none (`Question.penalty`).
    guard let penalty = question.penalty else { return }
    count(penalty: penalty, right: question.points >= Grade.right.points)
    // Sanctions are confused where a sanction and its owners are answered: the sanction
    // question and the scenario (announced against performed), whose key is the penalty's.
    guard question.extra == nil || question.kind == .scenario else { return }
    confuse(
      correct: question.correct.sanction.rawValue, chosen: question.chosen?.sanction.rawValue,
      ownersWrong: question.chosen.map { $0.owners != question.correct.owners } ?? false)
  }

  /// Counts a line's sanction questions, packed by `QuestionBits`, as `add(_:)` counts
  /// each decoded: one pass, with the arrays' storage looked up once for the line rather than once
  /// per count. Returns the line's own tally by kind (joined into `kinds` too), so the quiz
  /// needs no second pass for it. The hot loop of a report read from the bytes.
  package mutating func addSanctions(_ packed: UnsafeBufferPointer<UInt32>) -> KindTally {
    let width = ConfusionMatrix.skippedColumn + 1
    var mistakes = 0
    var odd = false
    // The line's counts by kind, summed in locals and made a `KindTally.Counts` at the end.
    var skippedCount = 0
    var rightCount = 0
    var partlyCount = 0
    var pointSum = 0
    small.withUnsafeMutableBufferPointer { small in
      confusion.withUnsafeMutableBufferPointer { confusion in
        // Without branches on the answers (right or not, skipped or not: as good as random),
        // each test a bit worked out from the packed fields, and with wrapping sums: no count
        // comes near 2^63. Points are at most 15 in their four bits (10 in a history).
        for bits in packed {
          let question = QuestionBits(bits)
          let code = question.chosenCode
          // 1 when skipped (code 7), else 0; then the chosen sanction's column, 6 for skipped.
          let skipped = (code &+ 1) &>> 3
          let answered = skipped ^ 1
          let points = question.points
          let right = (points &+ 16 &- Grade.right.points) &>> 4  // points >= 10
          let nonzero = (points &+ 15) &>> 4  // points > 0
          skippedCount &+= skipped
          rightCount &+= answered & right
          partlyCount &+= answered & nonzero & (right ^ 1)
          pointSum &+= points
          let penalty = question.penalty
          guard penalty < Self.direct else {
            odd = true
            continue
          }
          small[2 &* penalty] &+= 1
          small[2 &* penalty &+ 1] &+= right
          confusion[question.correct &* width &+ code &- skipped] &+= 1
          let ownersDiffer = ((question.chosenOwners ^ question.correctOwners) &+ 3) &>> 2  // != 0
          mistakes &+= answered & ownersDiffer
        }
      }
    }
    let sanctions = KindTally.Counts(
      questions: packed.count, right: rightCount, partly: partlyCount, skipped: skippedCount,
      points: pointSum)
    answered += packed.count
    ownerMistakes += mistakes
    let quiz = KindTally(sanctions: sanctions)
    kinds.join(quiz)
    // A penalty id beyond the array (never in a divequiz history, possible in a file).
    if odd {
      for bits in packed where QuestionBits(bits).penalty >= Self.direct {
        let question = QuestionBits(bits)
        count(penalty: question.penalty, right: question.points >= Grade.right.points)
        confuse(
          correct: question.correct, chosen: question.chosen,
          ownersWrong: question.chosen != nil && question.chosenOwners != question.correctOwners)
      }
    }
    return quiz
  }

  /// Counts an answer about `penalty`.
  @inline(__always)
  private mutating func count(penalty: Int, right: Bool) {
    if penalty >= 0, penalty < Self.direct {
      small[2 * penalty] += 1
      if right { small[2 * penalty + 1] += 1 }
    } else {
      let stat = large[penalty] ?? (0, 0)
      large[penalty] = (stat.answered + 1, stat.right + (right ? 1 : 0))
    }
  }

  @inline(__always)
  private mutating func confuse(correct: Int, chosen: Int?, ownersWrong: Bool) {
    confusion[
      correct * (ConfusionMatrix.skippedColumn + 1) + (chosen ?? ConfusionMatrix.skippedColumn)] +=
      1
    if ownersWrong { ownerMistakes += 1 }
  }

  /// Adds another tally's counts (another thread's share of the same history).
  package mutating func join(_ other: AnswerTally) {
    answered += other.answered
    ownerMistakes += other.ownerMistakes
    kinds.join(other.kinds)
    for index in small.indices { small[index] += other.small[index] }
    for (penalty, stat) in other.large {
      let mine = large[penalty] ?? (0, 0)
      large[penalty] = (mine.answered + stat.answered, mine.right + stat.right)
    }
    for index in confusion.indices { confusion[index] += other.confusion[index] }
  }

  /// Answered and answered-right counts by penalty id, for every penalty answered.
  package var perPenalty: [Int: (answered: Int, right: Int)] {
    var all = large
    for id in 0..<Self.direct where small[2 * id] > 0 {
      all[id] = (small[2 * id], small[2 * id + 1])
    }
    return all
  }

  package var confusionMatrix: ConfusionMatrix {
    var matrix = ConfusionMatrix()
    let width = ConfusionMatrix.skippedColumn + 1
    for row in matrix.counts.indices {
      for column in 0..<width { matrix.counts[row][column] = confusion[row * width + column] }
    }
    return matrix
  }
}
