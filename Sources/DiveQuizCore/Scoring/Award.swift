/// Judges' awards and degrees of difficulty as exact integers: awards in half points (rule
/// 5.1.4: 0 to 10 by half points), DDs in tenths, scores in hundredths. A score is
/// `kept awards × DD` (× 3/5 in synchronised diving), which in these units is always a whole
/// number of hundredths, so no floating-point rounding can ever move a result.
package enum Award {
  /// The largest award, in halves.
  package static let maximum = 20

  /// Reads `8`, `7.5`, `7,5`, `8.0` as halves (`15` for 7.5).
  package static func parse(_ text: String) -> Result<Int, ScoreInputError> {
    guard let hundredths = Decimals.hundredths(text) else { return .failure(.notAnAward(text)) }
    guard hundredths <= 1000 else { return .failure(.awardOutOfRange(text)) }
    guard hundredths % 50 == 0 else { return .failure(.notAHalf(text)) }
    return .success(hundredths / 50)
  }

  /// 15 → `7.5`, 16 → `8.0`.
  package static func format(_ halves: Int) -> String {
    "\(halves / 2)." + (halves % 2 == 0 ? "0" : "5")
  }
}

/// Plain decimal numbers as typed (`59.64`, `59,64`, `45`), read exactly.
package enum Decimals {
  /// The number in hundredths, or nil if it is not digits with at most two decimals, or is
  /// beyond a million (no award, DD or score comes near).
  package static func hundredths(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty, bytes.count <= 10 else { return nil }
    var whole = 0
    var fraction = 0
    var decimals = 0
    var afterSeparator = false
    var digits = 0
    for byte in bytes {
      if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
        guard !afterSeparator, digits > 0 else { return nil }
        afterSeparator = true
        continue
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      if afterSeparator {
        decimals += 1
        guard decimals <= 2 else { return nil }
        fraction = fraction * 10 + digit
      } else {
        whole = whole * 10 + digit
      }
      digits += 1
    }
    guard !afterSeparator || decimals > 0, whole <= 1_000_000 else { return nil }
    return whole * 100 + (decimals == 1 ? fraction * 10 : fraction)
  }

  /// 4500 → `45.00`.
  package static func format(hundredths value: Int) -> String {
    let sign = value < 0 ? "-" : ""
    let magnitude = value.magnitude
    let cents = magnitude % 100
    return "\(sign)\(magnitude / 100)." + (cents < 10 ? "0" : "") + "\(cents)"
  }
}
