import XCTest

@testable import DiveQuizCore

// The reference is glibc's: the test runs where the project's CI does.
#if canImport(Glibc)
  import Glibc

  /// The core's own `exp`, `log` and `pow` (it imports no platform module) against the C
  /// library's, over the arguments the memory model uses and far beyond.
  final class MathsTests: XCTestCase {
    private func assertClose(
      _ ours: Double, _ theirs: Double, ulps: Double = 4, _ what: String,
      file: StaticString = #filePath, line: UInt = #line
    ) {
      if theirs.isNaN {
        XCTAssertTrue(ours.isNaN, "\(what): \(ours), not NaN", file: file, line: line)
      } else if theirs.isInfinite || theirs == 0 {
        XCTAssertEqual(ours, theirs, what, file: file, line: line)
      } else {
        let error = abs(ours - theirs) / theirs.ulp.magnitude
        XCTAssertLessThanOrEqual(
          error, ulps, "\(what): \(ours) against \(theirs)", file: file, line: line)
      }
    }

    func testExpAgreesWithTheCLibrary() {
      var generator = SystemRandomNumberGenerator()
      for _ in 0..<20_000 {
        let x = Double.random(in: -700...700, using: &generator)
        assertClose(DiveQuizCore.exp(x), Glibc.exp(x), "exp(\(x))")
      }
      for x in [0.0, 1, -1, 1e-300, -1e-300, 0.5, 709.7, -745, 710, -746, .infinity, -.infinity] {
        assertClose(DiveQuizCore.exp(x), Glibc.exp(x), ulps: 4, "exp(\(x))")
      }
    }

    func testLogAgreesWithTheCLibrary() {
      var generator = SystemRandomNumberGenerator()
      for _ in 0..<20_000 {
        let x = Double.random(in: -300...300, using: &generator)
        let value = Glibc.exp(x * 2.302585092994046)
        assertClose(DiveQuizCore.log(value), Glibc.log(value), "log(\(value))")
      }
      for x in [
        1.0, 2, 0.5, 1.4142135623730951, 0.9, 1.1, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        0, -1,
      ] {
        assertClose(DiveQuizCore.log(x), Glibc.log(x), "log(\(x))")
      }
    }

    func testPowAgreesWithTheCLibraryWhereTheModelUsesIt() {
      var generator = SystemRandomNumberGenerator()
      for _ in 0..<20_000 {
        let base = Double.random(in: 0.001...400, using: &generator)
        let power = Double.random(in: -10...10, using: &generator)
        // exp(y ln b) carries ln b's rounding multiplied by |y ln b|: the bound grows with it.
        let spread = 4 * (1 + abs(power * Glibc.log(base)))
        assertClose(
          DiveQuizCore.pow(base, power), Glibc.pow(base, power), ulps: spread,
          "pow(\(base), \(power))")
      }
      for (base, power) in [
        (0.9, -2.0), (0.0, 2), (0, -1), (-2, 3), (-2, 2), (-2, 0.5), (1, .nan), (.infinity, -1),
      ] {
        assertClose(
          DiveQuizCore.pow(base, power), Glibc.pow(base, power), "pow(\(base), \(power))")
      }
    }
  }
#endif
