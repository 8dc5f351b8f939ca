/// Numbers with one decimal (`12.3`, `-0.5`): how records and exports write seconds and
/// percentages, digit by digit because `String(format:)` costs more than parsing a record.
public enum Tenths {
  /// Values beyond this are written as this: no score or time comes near it, and it keeps
  /// the conversion to an integer safe for any input.
  static let limit = 1e15

  /// `value` in tenths, rounded: NaN is 0 and anything beyond `limit` is `limit`, so the
  /// conversion never traps whatever a file held. Every writer of tenths starts here.
  public static func scaled(_ value: Double) -> Int64 {
    let bounded = value.isNaN ? 0 : min(max(value, -limit), limit)
    return Int64((bounded * 10).rounded())
  }

  /// `value` rounded to tenths; NaN is written as 0.
  public static func format(_ value: Double) -> String {
    let tenths = scaled(value)
    let sign = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    return "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }
}
