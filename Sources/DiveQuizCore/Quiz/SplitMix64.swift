/// A tiny seedable random generator (SplitMix64) whose sequence is fixed forever.
///
/// The system generator differs between platforms and may change between Swift versions;
/// a quiz replayed from its seed must draw the same questions everywhere.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound`, by rejection so that no value is favoured.
  ///
  /// Written out rather than using `Int.random(in:using:)`, whose algorithm the standard
  /// library does not promise to keep.
  package mutating func uniform(below bound: Int) -> Int {
    precondition(bound > 0, "uniform(below:) needs a positive bound")
    let limit = UInt64(bound)
    let threshold = (0 &- limit) % limit
    while true {
      let value = next()
      if value >= threshold { return Int(value % limit) }
    }
  }

  /// Shuffles `items` in place, Fisher–Yates from the last item down: the one shuffle every
  /// draw uses, written out (not `shuffle(using:)`) for the same reason as `uniform(below:)`.
  package mutating func shuffle<Element>(_ items: inout [Element]) {
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(index, uniform(below: index + 1))
    }
  }
}
