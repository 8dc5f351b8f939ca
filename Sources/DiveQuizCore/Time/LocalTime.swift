#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Times as the person at the terminal reads them: in their time zone, with the UTC offset
/// where a listing could be read elsewhere. The history file itself keeps UTC.
///
/// The zone is handed in, never read here: the executable asks the C library (`localtime_r`,
/// which follows `TZ` and the system's zone files, even in a build without Foundation's time
/// zone data); tests give a `TimeZone`.
public struct LocalTime: Sendable {
  /// The zone's name (`Europe/Paris`), for `settings`.
  package let name: String
  private let offsetAt: @Sendable (Date) -> Int

  /// - Parameter offset: seconds east of UTC at a given instant.
  package init(name: String, offset: @escaping @Sendable (Date) -> Int) {
    self.name = name
    self.offsetAt = offset
  }

  /// A zone whose offset the C library gives for whole seconds since 1970 (`localtime_r`);
  /// instants beyond any calendar are clamped, never trapped on.
  package static func epochSeconds(
    name: String, _ offset: @escaping @Sendable (Int64) -> Int
  ) -> LocalTime {
    LocalTime(name: name) { date in
      let seconds = date.timeIntervalSince1970.rounded(.down)
      return offset(seconds.isNaN ? 0 : Int64(min(max(seconds, -1e15), 1e15)))
    }
  }

  package init(zone: TimeZone) {
    self.init(name: zone.identifier) { zone.secondsFromGMT(for: $0) }
  }

  /// Coordinated Universal Time: the default of tests and in-process runs.
  package static let utc = LocalTime(name: "UTC") { _ in 0 }

  /// Seconds east of UTC at `date` (summer time included).
  package func offsetSeconds(at date: Date) -> Int { offsetAt(date) }

  private func shifted(_ date: Date) -> String {
    Timestamp.format(date.addingTimeInterval(Double(offsetSeconds(at: date))))
  }

  /// `2026-11-21 19:04` in local time.
  package func minute(_ date: Date) -> String {
    Timestamp.minute(of: shifted(date))
  }

  /// `2026-11-21 19:04` in local time from a stored timestamp; the stored text cut to the
  /// minute when it does not parse.
  package func minute(stamp: String) -> String {
    if let date = Timestamp.parse(stamp) { return minute(date) }
    guard stamp.count >= 16 else { return stamp }
    return Timestamp.minute(of: stamp)
  }

  /// `2026-11-21 19:04 UTC+01:00`: local time with its offset, for a page that may be read in
  /// another zone.
  package func minuteWithOffset(_ date: Date) -> String { minute(date) + " " + offset(at: date) }

  /// `2026-11-21`, the local date from a stored timestamp; the stored text's date when it
  /// does not parse.
  package func day(stamp: String) -> String {
    Timestamp.parse(stamp).map(day) ?? String(stamp.prefix { $0 != "T" })
  }

  /// `2026-11-21`, the local date (`10000-01-01` past the last day of 9999, never wrapped).
  package func day(_ date: Date) -> String { String(shifted(date).prefix { $0 != "T" }) }

  /// The local date as a count of days since 1970-01-01, so days between two answers are a
  /// subtraction (a summer-time change never makes a day of 23 or 25 hours count twice).
  package func dayNumber(_ date: Date) -> Int {
    let seconds = date.timeIntervalSince1970 + Double(offsetSeconds(at: date))
    guard seconds.isFinite else { return 0 }
    return Int((min(max(seconds, -1e15), 1e15) / 86_400).rounded(.down))
  }

  /// `UTC+05:30`, `UTC-03:00`, `UTC+00:00`.
  package func offset(at date: Date) -> String { "UTC" + Self.signed(offsetSeconds(at: date)) }

  /// ISO 8601 with the offset (`2026-11-22T00:34:05+05:30`); `Z` when the zone is UTC, so
  /// the same instant reads the same in UTC everywhere.
  package func iso(_ date: Date) -> String {
    let seconds = offsetSeconds(at: date)
    guard seconds != 0 else { return Timestamp.format(date) }
    return String(shifted(date).dropLast()) + Self.signed(seconds)
  }

  static func signed(_ seconds: Int) -> String {
    let minutes = abs(seconds) / 60
    let hours = minutes / 60
    let rest = minutes % 60
    return (seconds < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + "\(hours):"
      + (rest < 10 ? "0" : "") + "\(rest)"
  }

  /// The instant local midnight begins on the day whose UTC midnight is `day` (what
  /// `Timestamp.parseDay` reads), so `since 2026-03-01` means the local first of March.
  package func startOfDay(_ day: Date) -> Date {
    var guess = day.addingTimeInterval(-Double(offsetSeconds(at: day)))
    // The offset at the local midnight itself may differ (a change of summer time that night).
    guess = day.addingTimeInterval(-Double(offsetSeconds(at: guess)))
    return guess
  }
}
