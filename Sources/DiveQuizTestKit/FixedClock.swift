#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A clock that moves only when told to, so timings in tests are exact.
package final class FixedClock: @unchecked Sendable {
  package var now: Date
  /// Added to `now` after every reading, to simulate time passing between questions.
  package var step: TimeInterval

  package init(now: Date = Date(timeIntervalSince1970: 1_767_225_600), step: TimeInterval = 0) {
    self.now = now
    self.step = step
  }

  /// The closure to hand to the library.
  package func read() -> Date {
    defer { now = now.addingTimeInterval(step) }
    return now
  }
}
