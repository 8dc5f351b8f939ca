/// The fit of a trainee's curve (`MemoryBook.fittedCurve`): the numbers that make their own
/// later answers most likely, found as FSRS's optimiser finds its weights — by the gradient of
/// the answers' log-likelihood — but with a quasi-Newton step instead of many small ones.
///
/// Each pass replays every answer once and carries, beside each item's stability, the
/// derivative of its logarithm with respect to each fitted number (forward-mode
/// differentiation: the chain rule applied step by step, no extra `exp` or `log`). The first
/// pass also sums the Fisher information (Σ ∇R ∇Rᵀ / (R(1 − R)), each answer a coin with
/// the predicted recall R), the first guess of the likelihood's curvature; BFGS corrects that
/// guess from the gradients of later passes. A handful of passes reach the top to 1 % (seven
/// in a trial of the same steps in Python; never more than `passes`), where a search one
/// number at a time took about a hundred.
enum MemoryFit {
  /// The fitted numbers as logarithms against the average learner's: ln scale,
  /// ln (decay / 0.5), ln growth, ln lapse. Zero is the average learner.
  typealias Vector = SIMD4<Double>

  /// The prior's precision on each number: a log-normal prior, σ 0.5 for pace and power and
  /// 1 for growth and lapse (which differ most between learners), keeps them at the average
  /// learner's until there are answers enough to say otherwise.
  static let precision = Vector(4, 4, 1, 1)
  /// The search's bounds (the curve's: scale 0.01–10, decay 0.1–5, growth and lapse
  /// 0.02–5).
  static let lower = Vector(
    -4.605170185988091, -1.6094379124341003, -3.912023005428146, -3.912023005428146)
  static let upper = Vector(
    2.302585092994046, 2.302585092994046, 1.6094379124341003, 1.6094379124341003)
  /// The fit stops when no number moves by more than this (1 %), or after `passes` passes.
  static let tolerance = 0.01
  static let passes = 30

  /// The curve at `theta`.
  static func curve(_ theta: Vector) -> MemoryModel.Curve {
    MemoryModel.Curve(
      scale: exp(theta[0]), decay: MemoryModel.Curve.average.decay * exp(theta[1]),
      growth: exp(theta[2]), lapse: exp(theta[3]))
  }

  /// The numbers that make `items` most likely under the prior.
  static func fit(_ items: [MemoryBook.Answers]) -> MemoryModel.Curve {
    var theta = Vector.zero
    guard var here = evaluate(items, at: theta, curvature: true) else { return curve(theta) }
    var curvature = here.curvature
    var passes = 1
    while passes < Self.passes {
      let step = solve(curvature, here.gradient)
      // Halve the step until the likelihood does not fall (four times at most).
      var length = 1.0
      var next: Evaluation?
      while length >= 1.0 / 16, passes < Self.passes {
        let trial = clamp(theta + length * step)
        passes += 1
        guard let value = evaluate(items, at: trial, curvature: false) else { break }
        if value.objective >= here.objective - 1e-9 {
          next = value
          break
        }
        length /= 2
      }
      guard let next else { break }
      let moved = next.theta - theta
      // BFGS: the curvature along the step is what the gradient's change says it is.
      let change = here.gradient - next.gradient
      let along = (change * moved).sum()
      let pushed = product(curvature, moved)
      let pushedAlong = (pushed * moved).sum()
      if along > 1e-12, pushedAlong > 1e-12 {
        for row in 0..<4 {
          curvature[row] += change[row] / along * change - pushed[row] / pushedAlong * pushed
        }
      }
      theta = next.theta
      here = Evaluation(
        theta: next.theta, objective: next.objective, gradient: next.gradient,
        curvature: curvature)
      if (moved * moved).max() < tolerance * tolerance { break }
    }
    return curve(theta)
  }

  struct Evaluation {
    var theta: Vector
    /// The log-likelihood of the answers plus the prior's log-density.
    var objective: Double
    var gradient: Vector
    /// The Fisher information plus the prior's precision (when asked for).
    var curvature: [Vector]
  }

  /// One replay of every item at `theta`; nil when it gives no finite likelihood.
  static func evaluate(_ items: [MemoryBook.Answers], at theta: Vector, curvature wanted: Bool)
    -> Evaluation?
  {
    let w = MemoryModel.weights
    let curve = self.curve(theta)
    let decay = curve.decay
    // F = 0.9^(−1/decay) − 1; d ln F / d ln decay = 0.9^(−1/decay) · ln 0.9 / (decay · F).
    let lnFactor = Vector(0, (curve.factor + 1) * log(0.9) / (decay * curve.factor), 0, 0)
    let scaleAxis = Vector(1, 0, 0, 0)
    let decayAxis = Vector(0, 1, 0, 0)
    let growthAxis = Vector(0, 0, 1, 0)
    let lapseAxis = Vector(0, 0, 0, 1)
    let growth = curve.growth * exp(w[8])
    let kept = (min: 0.001, max: 0.999)
    let logKept = (min: log(kept.min), max: log(kept.max), minFailed: log(1 - kept.min))
    let logMaxFailed = log(1 - kept.max)
    var objective = -0.5 * (precision * theta * theta).sum()
    var gradient = -precision * theta
    var information = [Vector](repeating: .zero, count: 4)
    for answers in items {
      guard let first = answers.first else { continue }
      var state = MemoryModel.first(first.rating)
      // The derivative of ln S with respect to each number.
      var slope = Vector.zero
      var day = first.day
      for answer in answers.dropFirst() {
        let days = max(0, answer.day - day)
        let x = curve.factor * Double(days) / curve.scale / state.stability
        let logBase = log(1 + x)
        let recall = exp(-decay * logBase)
        // ln R = −decay · ln(1 + x), x = F · t / (scale · S).
        let lnRecall =
          -decay * (x / (1 + x)) * (lnFactor - scaleAxis - slope) - logBase * decay
          * decayAxis
        let dRecall = recall * lnRecall
        let recalled = answer.rating != .again
        if days > 0 {
          if recall > kept.max {
            objective += recalled ? logKept.max : logMaxFailed
          } else if recall < kept.min {
            objective += recalled ? logKept.min : logKept.minFailed
          } else {
            objective += recalled ? -decay * logBase : log(1 - recall)
            gradient += recalled ? lnRecall : -dRecall / (1 - recall)
            if wanted {
              let weight = 1 / (recall * (1 - recall))
              for row in 0..<4 { information[row] += dRecall[row] * weight * dRecall }
            }
          }
        }
        // The step of `MemoryModel.next`, written out to reuse what it computes for the
        // derivatives.
        var stability: Double
        switch answer.rating {
        case .again:
          // S' = lapse · w11 · D^−w12 · ((S + 1)^w13 − 1) · e^(w14·(1−R)), unless S itself
          // is less.
          let grown = pow(state.stability + 1, w[13])
          let lapsed =
            curve.lapse * w[11] * pow(state.difficulty, -w[12]) * (grown - 1)
            * exp(w[14] * (1 - recall))
          if lapsed < state.stability {
            stability = lapsed
            let byStability = w[13] * grown / (grown - 1) * state.stability / (state.stability + 1)
            slope = byStability * slope - w[14] * dRecall + lapseAxis
          } else {
            stability = state.stability
          }
        case .hard, .good:
          // S' = S · (1 + H), H = growth · e^w8 · (11 − D) · S^−w9 · (e^(w10·(1−R)) − 1) · h.
          let spacing = exp(w[10] * (1 - recall))
          let rate =
            (answer.rating == .hard ? w[15] : 1) * growth * (11 - state.difficulty)
            * pow(state.stability, -w[9])
          let gain = rate * (spacing - 1)
          stability = state.stability * (1 + gain)
          let dGain = gain * (growthAxis - w[9] * slope) - rate * spacing * w[10] * dRecall
          slope += dGain / (1 + gain)
        }
        let next = MemoryModel.State(
          stability: MemoryModel.clampStability(stability),
          difficulty: MemoryModel.nextDifficulty(state.difficulty, answer.rating))
        // Where the stability is held at a bound, no number moves it.
        if next.stability != stability { slope = .zero }
        state = next
        day = max(day, answer.day)
      }
    }
    guard objective.isFinite, (gradient * gradient).sum().isFinite else { return nil }
    if wanted {
      for row in 0..<4 { information[row][row] += precision[row] }
    }
    return Evaluation(
      theta: theta, objective: objective, gradient: gradient, curvature: information)
  }

  static func clamp(_ theta: Vector) -> Vector {
    theta.clamped(lowerBound: lower, upperBound: upper)
  }

  static func product(_ matrix: [Vector], _ vector: Vector) -> Vector {
    var out = Vector.zero
    for row in 0..<4 { out[row] = (matrix[row] * vector).sum() }
    return out
  }

  /// x such that `matrix` · x = `vector`, by Gaussian elimination with partial pivoting;
  /// zero where the matrix gives no answer.
  static func solve(_ matrix: [Vector], _ vector: Vector) -> Vector {
    var rows = matrix
    var right = vector
    for column in 0..<4 {
      var pivot = column
      for row in column..<4 where abs(rows[row][column]) > abs(rows[pivot][column]) {
        pivot = row
      }
      guard abs(rows[pivot][column]) > 1e-300 else { return .zero }
      rows.swapAt(column, pivot)
      right.swapAt(column, pivot)
      for row in (column + 1)..<4 {
        let factor = rows[row][column] / rows[column][column]
        rows[row] -= factor * rows[column]
        right[row] -= factor * right[column]
      }
    }
    var x = Vector.zero
    for row in stride(from: 3, through: 0, by: -1) {
      x[row] = (right[row] - (rows[row] * x).sum()) / rows[row][row]
    }
    return x.isFinite ? x : .zero
  }
}

extension SIMD4<Double> {
  var isFinite: Bool {
    self[0].isFinite && self[1].isFinite && self[2].isFinite && self[3].isFinite
  }

  mutating func swapAt(_ first: Int, _ second: Int) {
    let kept = self[first]
    self[first] = self[second]
    self[second] = kept
  }
}
