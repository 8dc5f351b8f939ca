/// How well a trainee remembers one item, and how that changes with each answer: the memory
/// model of FSRS-4.5 (Free Spaced Repetition Scheduler), written here from its published
/// description — J. Ye, J. Su, Y. Cao, "A Stochastic Shortest Path Algorithm for Optimizing
/// Spaced Repetition Scheduling", KDD 2022 (the DSR model), and the open-spaced-repetition
/// project's wiki page "The Algorithm" (FSRS-4.5 formulas and its 17 default weights, fitted
/// on millions of Anki reviews). No code of theirs is used.
///
/// An item has a stability S (the days after which recall falls to 90 %) and a difficulty D
/// (1 to 10). Recall after t days follows a power curve, R = (1 + F·t/S)^−0.5 with
/// F = 19/81 — flatter than an exponential, which is what the benchmark found across
/// learners. As FSRS-6 does with its last weight, the curve's power (and here a pace and how
/// much a recall strengthens memory) are fitted to each trainee (`Curve`). Answers become
/// ratings: fully right is "good", partly right "hard", wrong or skipped "again" (divequiz
/// never asks for "easy").
package enum MemoryModel {
  /// One item's memory after its latest answer.
  package struct State: Equatable, Sendable {
    /// Days until recall falls to 90 %.
    package var stability: Double
    /// 1 (easy) to 10 (hard).
    package var difficulty: Double
  }

  /// How one trainee forgets, against the average learner the default weights describe:
  /// `scale` stretches days (0.5: forgets twice as fast), `decay` is the power of the curve
  /// (FSRS-6 fits it per learner; larger is closer to an exponential), `growth` scales how
  /// much a recall lengthens stability (FSRS's optimiser moves w8 for the same end: 0.5, a
  /// recall does half what it does for the average learner), `lapse` scales the stability
  /// left after a lapse (FSRS's post-lapse stability, whose factor w11 its optimiser fits per
  /// user: 0.5, a forgotten item comes back half as strong as for the average learner). All
  /// four are fitted to the trainee's own answers (`MemoryBook.fittedCurve`); recall after
  /// `stability` days stays 90 % for the average learner whatever the decay.
  package struct Curve: Equatable, Sendable {
    package var scale: Double
    package var decay: Double {
      didSet { factor = Self.factor(decay) }
    }
    package var growth: Double
    package var lapse: Double
    /// F, such that recall is 90 % after S days: 0.9^(−1/decay) − 1 (19/81 at decay 0.5).
    /// Kept, not computed at each use: the fit predicts recall for every answer of the
    /// history about a hundred times, and `pow` was near half of `quiz due`'s time.
    private(set) var factor: Double

    package init(scale: Double = 1, decay: Double = 0.5, growth: Double = 1, lapse: Double = 1) {
      self.scale = scale
      self.decay = decay
      self.growth = growth
      self.lapse = lapse
      self.factor = Self.factor(decay)
    }

    package static let average = Curve()

    static func factor(_ decay: Double) -> Double { pow(0.9, -1 / decay) - 1 }
  }

  /// FSRS's ratings, by their numbers in the formulas.
  package enum Rating: Int, Sendable {
    case again = 1
    case hard = 2
    case good = 3

    package init(_ grade: Grade) {
      switch grade {
      case .right: self = .good
      case .partlyRight: self = .hard
      case .wrong: self = .again
      }
    }
  }

  /// FSRS-4.5's default weights w0…w16.
  package static let weights: [Double] = [
    0.4872, 1.4003, 3.7145, 13.8206, 5.1618, 1.2298, 0.8975, 0.031, 1.6474, 0.1367, 1.0461,
    2.1072, 0.0793, 0.3246, 1.587, 0.2272, 2.8755,
  ]
  /// Stability is kept within a day's tenth and a century: beyond, days stop meaning much.
  static let stabilityRange = 0.1...36_500.0

  /// Predicted recall `days` after the last answer.
  package static func recall(days: Double, stability: Double, curve: Curve = .average) -> Double {
    let base: Double = 1 + curve.factor * max(0, days) / curve.scale / stability
    return pow(base, -curve.decay)
  }

  /// Days after the last answer when recall falls to `target` (0 < target < 1).
  package static func interval(stability: Double, target: Double, curve: Curve = .average)
    -> Double
  {
    let power: Double = pow(target, -1 / curve.decay)
    return curve.scale * stability / curve.factor * (power - 1)
  }

  /// The memory after an item's first answer.
  package static func first(_ rating: Rating) -> State {
    let w = weights
    return State(
      stability: clampStability(w[rating.rawValue - 1]),
      difficulty: initialDifficulty(rating))
  }

  /// The memory after another answer, `days` after the one before.
  package static func next(_ state: State, _ rating: Rating, days: Double, curve: Curve = .average)
    -> State
  {
    next(
      state, rating, recalled: recall(days: days, stability: state.stability, curve: curve),
      curve: curve)
  }

  /// The same, given the recall predicted for the answer: a replay has just computed it.
  static func next(_ state: State, _ rating: Rating, recalled: Double, curve: Curve) -> State {
    let w = weights
    let difficulty = nextDifficulty(state.difficulty, rating)
    let stability: Double
    switch rating {
    case .again:
      // A lapse: a new, shorter stability, never longer than before; `curve.lapse` is this
      // trainee's w11 against the average learner's.
      let hardness: Double = pow(state.difficulty, -w[12])
      let grown: Double = pow(state.stability + 1, w[13]) - 1
      let forgotten: Double = exp(w[14] * (1 - recalled))
      stability = min(curve.lapse * w[11] * hardness * grown * forgotten, state.stability)
    case .hard, .good:
      // Recalled: stability grows most for an easy item, a small stability and an answer
      // given when it was nearly forgotten (the spacing effect).
      let hard: Double = rating == .hard ? w[15] : 1
      let ease: Double = curve.growth * exp(w[8]) * (11 - state.difficulty)
      let saturation: Double = pow(state.stability, -w[9])
      let spacing: Double = exp(w[10] * (1 - recalled)) - 1
      stability = state.stability * (ease * saturation * spacing * hard + 1)
    }
    return State(stability: clampStability(stability), difficulty: difficulty)
  }

  /// Difficulty moves by rating, then a little back towards a "good" first answer's, so it
  /// cannot drift to an end for good.
  static func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
    let moved = difficulty - weights[6] * Double(rating.rawValue - 3)
    return clampDifficulty(weights[7] * initialDifficulty(.good) + (1 - weights[7]) * moved)
  }

  static func initialDifficulty(_ rating: Rating) -> Double {
    clampDifficulty(weights[4] - Double(rating.rawValue - 3) * weights[5])
  }

  static func clampDifficulty(_ value: Double) -> Double { min(10, max(1, value)) }

  static func clampStability(_ value: Double) -> Double {
    value.isNaN
      ? stabilityRange.lowerBound
      : min(stabilityRange.upperBound, max(stabilityRange.lowerBound, value))
  }
}
