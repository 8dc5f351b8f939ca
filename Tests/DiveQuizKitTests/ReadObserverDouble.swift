import DiveQuizCore

/// The front end's part in a service's long reads, for tests: stops when told to, and keeps
/// the damaged lines it is told of.
final class ReadObserverDouble: HistoryReadObserver {
  /// What `shouldStopReading` answers.
  var stops = false
  /// The damaged lines told, in order, with their files.
  private(set) var lines: [(skipped: HistoryContents.Skipped, file: String)] = []

  func shouldStopReading() -> Bool { stops }

  func skipped(_ line: HistoryContents.Skipped, in file: String) { lines.append((line, file)) }

  func showsSkipped(in file: String) -> Bool { true }
}
