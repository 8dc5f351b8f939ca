#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension HistoryQuery {
  /// The query with its `since` and `until` days read as local days rather than UTC ones.
  ///
  /// `until` stays "the whole day named": its local day may last 23 or 25 hours, so it is
  /// moved to 24 hours before the next local midnight.
  package func inLocalDays(_ time: LocalTime) -> HistoryQuery {
    var query = self
    query.since = since.map(time.startOfDay)
    query.until = until.map {
      time.startOfDay($0.addingTimeInterval(86_400)).addingTimeInterval(-86_400)
    }
    return query
  }
}
