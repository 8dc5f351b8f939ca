import DiveQuizCore

/// The printable report: the front end lays out the page; the service checks where it goes,
/// builds the report it shows, and writes the page as a new file.
extension TrainerService {
  /// Writes the page `render` makes of the report the query selects to a new file at `file`;
  /// refuses the history itself before reading anything. `render` gets the query as resolved,
  /// so the page names the trainee found, not the start of a name typed.
  package func writeReport(
    _ query: HistoryQuery, to file: String, render: (Report, HistoryQuery) -> String
  ) throws(TrainerError) {
    try refuseHistory(file)
    let report = try report(query)
    try writeNewFile(render(report, try resolved(query).query), to: file)
  }
}
