import DiveQuizCore
import DiveQuizTerminal
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 29: a bracketed paste that arrives in many reads is decoded in linear time, and its
/// bidirectional controls never reach the line.
final class PasteGrowthTests: XCTestCase {
  /// Seconds of processor time to decode a paste of `kilobytes` fed in 4 KB reads, as a
  /// terminal delivers it.
  private func decode(kilobytes: Int) -> (Double, Int) {
    var decoder = KeyDecoder()
    let chunk = [UInt8](repeating: 0x78, count: 4096)
    var keys: [Key] = []
    let started = clock()
    keys += decoder.feed(Array("\u{1B}[200~".utf8))
    for _ in 0..<(kilobytes / 4) { keys += decoder.feed(chunk) }
    keys += decoder.feed(Array("\u{1B}[201~".utf8))
    let seconds = Double(clock() - started) / Double(CLOCKS_PER_SEC)
    for case .paste(let text) in keys { return (seconds, text.utf8.count) }
    return (seconds, -1)
  }

  /// Doubling the paste at most ~2.5 times the time (it was quadratic: the end marker was
  /// searched from the paste's start after every read). Best of three for each size.
  func testAPasteInManyReadsDecodesInLinearTime() {
    let small = 512
    let times = [small, small * 2, small * 4, small * 8].map { size -> Double in
      (0..<3).map { _ -> Double in
        let (seconds, count) = decode(kilobytes: size)
        XCTAssertEqual(count, size * 1024)
        return seconds
      }.min() ?? 0
    }
    let ratios = zip(times.dropFirst(), times).map { $0 / max($1, 1e-6) }
    print("paste decode seconds \(times), ratios \(ratios)")
    // The mean ratio over the three doublings (a busy machine makes a single step noisy).
    let mean = pow((times.last ?? 0) / max(times.first ?? 0, 1e-6), 1.0 / Double(times.count - 1))
    XCTAssertLessThan(mean, 2.5, "doubling the paste: \(times), ratios \(ratios)")
  }

  /// A pasted RLO, LRI or ALM is a space on the line, like a control character.
  func testPastedBidirectionalControlsBecomeSpaces() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array("\u{1B}[200~a\u{202E}b\u{2066}c\u{061C}d\u{9B}e\u{1B}[201~".utf8))
    XCTAssertEqual(keys.last, .paste("a b c d e"))
  }
}
