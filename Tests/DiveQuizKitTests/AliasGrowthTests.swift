import DiveQuizCore
import DiveQuizTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 29: rename chains of any length resolve, and merges and unmerges of names no quiz
/// holds cost the same at every step (they made every read quadratic).
final class AliasGrowthTests: XCTestCase {
  private func alias(_ id: String, _ action: AliasRecord.Action, _ from: String, _ to: String = "")
    -> AliasRecord
  {
    AliasRecord(id: id, at: Classroom.day, action: action, from: from, to: to)
  }

  /// 70 renames of one trainee (the lookup stopped at 64 steps: one trainee showed as two).
  func testSeventyRenamesResolveToTheLastName() {
    var census = NameCensus()
    census.note("Name 0")
    census.note("Name 0")
    for step in 0..<70 {
      census.apply(alias("r\(step)", .rename, "Name \(step)", "Name \(step + 1)"))
    }
    census.note("Name 70")
    let names = census.resolved()
    XCTAssertEqual(names.all, ["Name 70"])
    XCTAssertEqual(names.shown("Name 0"), "Name 70")
    XCTAssertEqual(names.shown("Name 35"), "Name 70")
  }

  /// A loop written by hand ends the walk instead of hanging it.
  func testALoopWrittenByHandEnds() {
    var census = NameCensus()
    census.note("A")
    census.apply(alias("1", .merge, "A", "B"))
    census.apply(alias("2", .merge, "B", "C"))
    census.apply(alias("3", .merge, "C", "A"))
    _ = census.resolved()
  }

  /// Processor seconds to apply `count` merges of unknown names and as many unmerges of
  /// other unknown names.
  private func mergesAndUnmerges(_ count: Int) -> Double {
    let aliases =
      (0..<count).map { alias("m\($0)", .merge, "Ghost \($0)", "Target \($0)") }
      + (0..<count).map { alias("u\($0)", .unmerge, "Nobody \($0)") }
    let started = clock()
    var census = NameCensus()
    census.note("Ann")
    for alias in aliases { census.apply(alias) }
    _ = census.resolved()
    return Double(clock() - started) / Double(CLOCKS_PER_SEC)
  }

  /// Doubling N at most ~2.5 times the time, at four sizes (best of three each).
  func testMergesAndUnmergesOfUnknownNamesGrowLinearly() {
    let sizes = [10_000, 20_000, 40_000, 80_000]
    let times = sizes.map { size in (0..<3).map { _ in mergesAndUnmerges(size) }.min() ?? 0 }
    let ratios = zip(times.dropFirst(), times).map { $0 / max($1, 1e-6) }
    print("merges+unmerges seconds \(times), ratios \(ratios)")
    // The mean ratio over the three doublings (a busy machine makes a single step noisy).
    let mean = pow((times.last ?? 0) / max(times.first ?? 0, 1e-6), 1.0 / Double(times.count - 1))
    XCTAssertLessThan(mean, 2.5, "\(times) \(ratios)")
  }
}
