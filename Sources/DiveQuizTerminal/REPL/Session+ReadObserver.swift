import DiveQuizCore

/// The session's part in the service's long reads: Ctrl-C stops them, and damaged lines are
/// warned about as they are met, a few per file (`SkippedLines`).
extension Session: HistoryReadObserver {
  package func shouldStopReading() -> Bool { shouldStop() }

  package func skipped(_ line: HistoryContents.Skipped, in file: String) {
    if let text = skippedLines.note(line, in: file, catalog) { warn(text) }
  }

  package func showsSkipped(in file: String) -> Bool { skippedLines.shows(file) }
}
