import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The machine's time zone as the C library knows it: `TZ`, else `/etc/localtime`.
///
/// Asked of `localtime_r` rather than `TimeZone.current`: a build that links only
/// FoundationEssentials has no time zone database and would show every time in UTC.
package enum SystemTime {
  package static func localTime() -> LocalTime {
    tzset()
    return LocalTime.epochSeconds(name: zoneName()) { epochSeconds in
      var seconds = time_t(epochSeconds)
      var parts = tm()
      guard localtime_r(&seconds, &parts) != nil else { return 0 }
      return Int(parts.tm_gmtoff)
    }
  }

  /// `TZ` if set (without the leading `:` POSIX allows), else the zone `/etc/localtime`
  /// points to, else "localtime".
  static func zoneName() -> String {
    if let value = getenv("TZ").map({ String(cString: $0) }), !value.isEmpty {
      return value.hasPrefix(":") ? String(value.dropFirst()) : value
    }
    var buffer = [CChar](repeating: 0, count: 1024)
    let length = readlink("/etc/localtime", &buffer, buffer.count - 1)
    if length > 0 {
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let parts = target.split(separator: "/", omittingEmptySubsequences: false)
      if let index = parts.lastIndex(of: "zoneinfo") {
        return parts[(index + 1)...].joined(separator: "/")
      }
    }
    return "localtime"
  }
}
