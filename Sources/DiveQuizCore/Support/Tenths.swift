/// Numbers with one decimal (`12.3`, `-0.5`), the one home of that rounding: how records and
/// exports write seconds and percentages (digit by digit, because `String(format:)` costs
/// more than parsing a record), how the screen and the printable page show them (`short`),
/// and how a record keeps a time (`rounded`); and numbers that are tenths by definition (DDs
/// and their components), read and written as whole tenths (`parse`, `format(tenths:)`) so
/// that every sum stays exact (3.4 is never 3.3999…).
package enum Tenths {
  /// Values beyond this are written as this: no score or time comes near it, and it keeps
  /// the conversion to an integer safe for any input.
  static let limit = 1e15

  /// `value` in tenths, rounded: NaN is 0 and anything beyond `limit` is `limit`, so the
  /// conversion never traps whatever a file held. Every writer of tenths starts here.
  package static func scaled(_ value: Double) -> Int64 {
    let bounded = value.isNaN ? 0 : min(max(value, -limit), limit)
    return Int64((bounded * 10).rounded())
  }

  /// `value` rounded to tenths; NaN is written as 0.
  package static func format(_ value: Double) -> String { format(tenths: scaled(value)) }

  /// 34 → `3.4`, -2 → `-0.2`.
  package static func format<Whole: BinaryInteger>(tenths: Whole) -> String {
    let sign = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    return "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }

  /// `3.4` → 34; also `3,4`. Nil for anything else (`3`, `3.45`, `1e1`), or beyond ±99.9.
  package static func parse(_ text: some StringProtocol) -> Int? {
    var bytes = Array(text.utf8)
    var negative = false
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      bytes.removeFirst()
    }
    guard (3...4).contains(bytes.count) else { return nil }
    let separator = bytes[bytes.count - 2]
    guard separator == UInt8(ascii: ".") || separator == UInt8(ascii: ",") else { return nil }
    var value = 0
    for (index, byte) in bytes.enumerated() where index != bytes.count - 2 {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return negative ? -value : value
  }

  /// `12.3`, or `12` when the tenth is 0: a number for reading (the screen localizes the
  /// point with `TextLayout.number`) or for SVG coordinates.
  package static func short(_ value: Double) -> String {
    let tenths = scaled(value)
    let sign = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    return magnitude % 10 == 0
      ? sign + String(magnitude / 10) : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }

  /// `value` rounded to tenths, as a number (NaN is 0).
  package static func rounded(_ value: Double) -> Double { Double(scaled(value)) / 10 }
}
