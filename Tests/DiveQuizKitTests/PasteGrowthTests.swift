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
    for key in keys {
      if case .paste(let text) = key { return (seconds, text.utf8.count) }
      if case .overlongPaste(let length) = key { return (seconds, length) }
    }
    return (seconds, -1)
  }

  /// Doubling the paste at most ~2.5 times the time (it was quadratic: the end marker was
  /// searched from the paste's start after every read). Best of three for each size, all
  /// up to the longest line kept (1 MB).
  func testAPasteInManyReadsDecodesInLinearTime() {
    let small = 128
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

  /// A paste over 1 MB is counted as it arrives, not kept: its length comes out, and (best
  /// of five: a 4 MB decode takes a fifth of a second, where one slow run tips the ratio)
  /// doubling it at most ~2.5 times the time.
  func testAnOverlongPasteIsCountedNotKept() {
    let sizes = [4 << 10, 8 << 10]
    let times = sizes.map { size -> Double in
      (0..<5).map { _ -> Double in
        let (seconds, count) = decode(kilobytes: size)
        XCTAssertEqual(count, size * 1024)
        return seconds
      }.min() ?? 0
    }
    print("overlong paste decode seconds \(times)")
    XCTAssertLessThanOrEqual(times[1] / max(times[0], 1e-6), 2.5, "\(times)")
    var decoder = KeyDecoder()
    let keys =
      decoder.feed(Array("\u{1B}[200~".utf8) + [UInt8](repeating: 0x78, count: (1 << 20) + 1))
      + decoder.feed(Array("\u{1B}[201~x".utf8))
    XCTAssertEqual(keys, [.unknown, .overlongPaste((1 << 20) + 1), .text("x")])
  }

  /// A line that a paste would make longer than 1 MB is given up with its length.
  func testALineMadeTooLongByAPasteIsDropped() {
    var editor = LineEditor(prompt: "> ", width: 80)
    _ = editor.handle(.text("show "))
    let step = editor.handle(.paste(String(repeating: "x", count: 1 << 20)))
    XCTAssertEqual(step.outcome, .tooLong((1 << 20) + 5))
    XCTAssertEqual(editor.text, "")
    XCTAssertEqual(editor.handle(.overlongPaste(7)).outcome, .tooLong(7))
  }

  /// A pasted RLO, LRI or ALM is a space on the line, like a control character.
  func testPastedBidirectionalControlsBecomeSpaces() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array("\u{1B}[200~a\u{202E}b\u{2066}c\u{061C}d\u{9B}e\u{1B}[201~".utf8))
    XCTAssertEqual(keys.last, .paste("a b c d e"))
  }
}
