#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// ISO 8601 timestamps in UTC (`2026-11-21T19:04:05Z`), written and read by hand.
///
/// Reading a federation's history parses hundreds of thousands of them; a fixed-format parser
/// is many times faster than a date formatter, which stays as the fallback for other forms.
package enum Timestamp {
  package static func format(_ date: Date) -> String {
    // Dates come from the clock and from parsed records, but the conversion would trap on a
    // non-finite or far-off one: bounded to ±300,000 years, NaN as the epoch.
    let interval = date.timeIntervalSince1970
    let bounded = interval.isNaN ? 0 : min(max(interval, -1e13), 1e13)
    let seconds = Int64(bounded.rounded(.down))
    let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
    let (dayNumber, secondOfDay) = rest < 0 ? (days - 1, rest + 86_400) : (days, rest)
    let (year, month, day) = civil(fromDays: dayNumber)
    // Four digits, more when a far time zone shifts 9999-12-31 into the year 10000: a
    // date is shown as it is, never wrapped to 0000.
    let yearWidth = year > 9999 ? String(year).count : 4
    // Written digit by digit into the string's own storage: `String(format:)` costs more
    // than the whole parse of a record, and an array first, a second allocation.
    return String(unsafeUninitializedCapacity: yearWidth + 16) { bytes in
      var count = 0
      func put(_ byte: UInt8) {
        bytes[count] = byte
        count += 1
      }
      func digits(_ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
          put(UInt8(truncatingIfNeeded: 0x30 + rest / divisor % 10))
          rest %= divisor
          divisor /= 10
        }
      }
      digits(year, yearWidth)
      put(0x2D)
      digits(month, 2)
      put(0x2D)
      digits(day, 2)
      put(UInt8(ascii: "T"))
      digits(Int(secondOfDay / 3600), 2)
      put(0x3A)
      digits(Int(secondOfDay / 60 % 60), 2)
      put(0x3A)
      digits(Int(secondOfDay % 60), 2)
      put(UInt8(ascii: "Z"))
      return count
    }
  }

  /// `year * 100 + month` of a date in UTC: a cheap key for grouping by month.
  package static func monthKey(_ date: Date) -> Int {
    // Dates come from the clock and from parsed records, but the conversion would trap on a
    // non-finite or far-off one: bounded to ±300,000 years, NaN as the epoch.
    let interval = date.timeIntervalSince1970
    let bounded = interval.isNaN ? 0 : min(max(interval, -1e13), 1e13)
    let seconds = Int64(bounded.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let (year, month, _) = civil(fromDays: days)
    return year * 100 + month
  }

  /// `2026-11` for a month key.
  package static func monthName(_ key: Int) -> String {
    let month = key % 100
    return "\(key / 100)-" + (month < 10 ? "0" : "") + "\(month)"
  }

  /// Years a stored date may fall in: anything else is a damaged field, not a date.
  static let years = 1900...9999

  /// Parses `YYYY-MM-DDTHH:MM:SSZ` quickly, other ISO 8601 forms (offsets, fractions of a
  /// second) through Foundation's format style; an impossible date (`2026-02-31`) is refused
  /// rather than rolled over to March.
  package static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    if bytes.count == 20, bytes.last == UInt8(ascii: "Z") {
      return parseFixed(bytes[...]).map { Date(timeIntervalSince1970: Double($0)) }
    }
    // A parser may roll impossible days over; the calendar date is checked first.
    guard bytes.count > 10, parseDay(String(decoding: bytes[0..<10], as: UTF8.self)) != nil,
      isClockTime(bytes)
    else {
      return nil
    }
    let date =
      (try? Date(text, strategy: Date.ISO8601FormatStyle()))
      ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    guard let date, bounds.contains(date.timeIntervalSince1970) else {
      return nil
    }
    return date
  }

  /// Whether the `THH:MM:SS` after the date is a time a clock shows: a leap second (`:60`)
  /// or `24:00` is refused like an impossible date, never rolled over to the next day.
  static func isClockTime(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 19, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t")
    else { return true }
    guard bytes[13] == 0x3A, bytes[16] == 0x3A, let hour = number(bytes[11..<13]),
      let minute = number(bytes[14..<16]), let second = number(bytes[17..<19])
    else { return true }
    return hour < 24 && minute < 60 && second < 60
  }

  /// The seconds of the first and last instants of `years`.
  private static let bounds: ClosedRange<Double> = {
    let first = Double(days(year: years.lowerBound, month: 1, day: 1) * 86_400)
    let last = Double(days(year: years.upperBound, month: 12, day: 31) * 86_400 + 86_399)
    return first...last
  }()

  /// `YYYY-MM-DD` as midnight UTC, for `since` and `until`; nil for a day that does not exist.
  package static func parseDay(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = number(bytes[0..<4]), let month = number(bytes[5..<7]),
      let day = number(bytes[8..<10]), isDay(year: year, month: month, day: day)
    else { return nil }
    return Date(timeIntervalSince1970: Double(days(year: year, month: month, day: day) * 86_400))
  }

  /// Whether the date exists in the proleptic Gregorian calendar, within `years`.
  static func isDay(year: Int, month: Int, day: Int) -> Bool {
    guard years.contains(year), (1...12).contains(month), day >= 1 else { return false }
    // No table: an array made per call was most of the cost of reading a record's times.
    switch month {
    case 2:
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return day <= (leap ? 29 : 28)
    case 4, 6, 9, 11: return day <= 30
    default: return day <= 31
    }
  }

  /// Seconds since 1970 of a fixed-form UTC timestamp, or nil for any other form.
  ///
  /// Reads the bytes where they are: this runs once per stored quiz when a history is read.
  static func parseFixed<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Int64?
  where Bytes.Index == Int {
    guard bytes.count == 20 else { return nil }
    let base = bytes.startIndex
    func at(_ offset: Int) -> UInt8 { bytes[base + offset] }
    func number(_ from: Int, _ to: Int) -> Int? {
      var value = 0
      for offset in from..<to {
        // One comparison: a byte below "0" wraps round to a large value.
        let digit = at(offset) &- 0x30
        guard digit < 10 else { return nil }
        value = value &* 10 &+ Int(digit)
      }
      return value
    }
    guard at(4) == 0x2D, at(7) == 0x2D, at(10) == UInt8(ascii: "T"), at(13) == 0x3A, at(16) == 0x3A,
      at(19) == UInt8(ascii: "Z"), let year = number(0, 4), let month = number(5, 7),
      let day = number(8, 10), let hour = number(11, 13), let minute = number(14, 16),
      let second = number(17, 19), isDay(year: year, month: month, day: day), hour < 24,
      minute < 60, second < 60
    else { return nil }
    return days(year: year, month: month, day: day) * 86_400
      + Int64(hour * 3600 + minute * 60 + second)
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for digit in digits {
      guard (0x30...0x39).contains(digit) else { return nil }
      value = value * 10 + Int(digit - 0x30)
    }
    return value
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  static func days(year: Int, month: Int, day: Int) -> Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let m = Int64(month)
    let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func civil(fromDays days: Int64) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), Int(month), Int(day))
  }

  /// `20261121T190405Z`: a timestamp that can stand in a file name.
  package static func compact(_ date: Date) -> String {
    format(date).filter { $0 != "-" && $0 != ":" }
  }

  /// `2026-11-21 19:04` of a date, for listings.
  package static func minute(_ date: Date) -> String { minute(of: format(date)) }

  /// `2026-11-21 19:04` of a formatted timestamp, whatever the width of its year.
  static func minute(of text: String) -> String {
    let day = text.prefix { $0 != "T" }
    return String(day) + " " + String(text.dropFirst(day.count + 1).prefix(5))
  }

  /// `2026-03-01`: a day as `parseDay` read it (its UTC midnight), for echoing a query.
  package static func day(_ date: Date) -> String { String(format(date).prefix { $0 != "T" }) }
}
