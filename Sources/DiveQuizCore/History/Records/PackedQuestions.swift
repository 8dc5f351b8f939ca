/// A line's sanction questions packed by `QuestionBits`, in storage kept from line to line:
/// reading a line's questions allocates nothing once the longest quiz has been met.
package struct PackedQuestions: Sendable {
  /// Never shrinks; only the first `count` are the line's.
  private var storage: [UInt32] = []
  package private(set) var count = 0

  package init() {}

  package var isEmpty: Bool { count == 0 }

  mutating func removeAll() { count = 0 }

  /// Lets `body` write up to `capacity` questions; keeps the number it gives (nil: none).
  @inline(__always)
  mutating func fill<R>(
    _ capacity: Int, _ body: (UnsafeMutableBufferPointer<UInt32>) -> (count: Int, value: R)?
  ) -> R? {
    // Within the capacity the storage already has, when it was lent back shorter.
    if storage.count < capacity {
      storage.append(contentsOf: repeatElement(0, count: capacity - storage.count))
    }
    let written = storage.withUnsafeMutableBufferPointer { body($0) }
    count = written?.count ?? 0
    return written?.value
  }

  /// The line's questions, lent to `body`.
  @inline(__always)
  package func withQuestions<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
    storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
  }

  /// The line's questions as an array (for tests).
  package var all: [UInt32] { withQuestions { Array($0) } }
}

/// One sanction question in 32 bits, between the check of a whole line and its count: a
/// line is counted only once all of it has been read.
///
/// Penalty id (0–9999) in bits 0–13, chosen sanction 14–16 (7 skipped), its owners 17–18,
/// the key's sanction 19–21, its owners 22–23, points (0–10) 24–27.
package struct QuestionBits {
  /// The chosen sanction of a skipped question.
  static let skipped = 7

  let bits: UInt32

  @inline(__always)
  init(_ bits: UInt32) { self.bits = bits }

  @inline(__always)
  static func pack(
    penalty: Int, chosen: Int, chosenOwners: Owners, correct: Int, correctOwners: Owners,
    points: Int
  ) -> UInt32 {
    UInt32(truncatingIfNeeded: penalty) | UInt32(truncatingIfNeeded: chosen) << 14
      | UInt32(truncatingIfNeeded: chosenOwners.rawValue) << 17
      | UInt32(truncatingIfNeeded: correct) << 19
      | UInt32(truncatingIfNeeded: correctOwners.rawValue) << 22
      | UInt32(truncatingIfNeeded: points) << 24
  }

  var penalty: Int { Int(bits & 0x3FFF) }
  /// Nil when skipped.
  var chosen: Int? { isSkipped ? nil : chosenCode }
  /// The chosen sanction, or `skipped`.
  var chosenCode: Int { Int(bits >> 14 & 7) }
  var isSkipped: Bool { chosenCode == Self.skipped }
  var chosenOwners: Int { Int(bits >> 17 & 3) }
  var correct: Int { Int(bits >> 19 & 7) }
  var correctOwners: Int { Int(bits >> 22 & 3) }
  var points: Int { Int(bits >> 24 & 0xF) }

}
