import XCTest

@testable import DiveQuizCore

/// The curve's fit: its derivatives are the likelihood's slopes, and where it stops no
/// nearby curve makes the answers more likely.
final class MemoryFitTests: XCTestCase {
  /// Forty items, eight answers each, days and ratings from a fixed generator: lapses, hard
  /// and good answers, same-day answers and long gaps.
  private var answers: [MemoryBook.Answers] {
    var generator = SplitMix64(seed: 32)
    let ratings: [MemoryModel.Rating] = [.again, .good, .good, .good, .hard]
    return (0..<40).map { _ in
      var day = 0
      return (0..<8).map { _ in
        let rating = ratings[generator.uniform(below: ratings.count)]
        defer { day += generator.uniform(below: 10) }
        return (day: day, rating: rating)
      }
    }
  }

  func testTheGradientIsTheSlopeOfTheLikelihood() throws {
    let theta = MemoryFit.Vector(0.3, -0.2, -0.7, 0.2)
    let here = try XCTUnwrap(MemoryFit.evaluate(answers, at: theta, curvature: false))
    for axis in 0..<4 {
      var up = theta
      var down = theta
      up[axis] += 1e-6
      down[axis] -= 1e-6
      let above = try XCTUnwrap(MemoryFit.evaluate(answers, at: up, curvature: false))
      let below = try XCTUnwrap(MemoryFit.evaluate(answers, at: down, curvature: false))
      let slope = (above.objective - below.objective) / 2e-6
      XCTAssertEqual(here.gradient[axis], slope, accuracy: 1e-4 * max(1, abs(slope)))
    }
  }

  func testNoNearbyCurveMakesTheAnswersMoreLikely() throws {
    let curve = MemoryFit.fit(answers)
    let theta = MemoryFit.Vector(
      DiveQuizCore.log(curve.scale),
      DiveQuizCore.log(curve.decay / MemoryModel.Curve.average.decay),
      DiveQuizCore.log(curve.growth), DiveQuizCore.log(curve.lapse))
    let top = try XCTUnwrap(MemoryFit.evaluate(answers, at: theta, curvature: false)).objective
    for axis in 0..<4 {
      for shift in [-0.05, 0.05] {
        var near = theta
        near[axis] += shift
        let other = try XCTUnwrap(MemoryFit.evaluate(answers, at: near, curvature: false))
        XCTAssertLessThanOrEqual(other.objective, top + 1e-3, "axis \(axis), shift \(shift)")
      }
    }
    // The objective is what a plain replay gives: the log-likelihood of the later answers
    // (same-day ones left out) plus the prior's log-density.
    var likelihood = -0.5 * (MemoryFit.precision * theta * theta).sum()
    for item in answers {
      _ = MemoryBook.replay(item, curve: curve) { days, recall, recalled in
        guard days > 0 else { return }
        let kept = min(0.999, max(0.001, recall))
        likelihood += DiveQuizCore.log(recalled ? kept : 1 - kept)
      }
    }
    XCTAssertEqual(top, likelihood, accuracy: 1e-6 * abs(likelihood))
  }
}
