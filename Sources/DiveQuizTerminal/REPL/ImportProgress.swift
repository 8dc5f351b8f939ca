import DiveQuizCore
import DiveQuizService

/// How far an import has gone, on standard error, only when that is a terminal and only once
/// the file has taken more than a second: a short import prints nothing, a piped one neither.
final class ImportProgress {
  /// Seconds before the first line is shown.
  static let delay: Duration = .seconds(1)

  private let catalog: Catalog
  /// Standard error is a terminal: the progress line is written there.
  private let shows: Bool
  private let writeError: (String) -> Void
  private var path = ""
  private var started = ContinuousClock.now
  private var shown = false
  private var lastPercent = -1

  init(catalog: Catalog, shows: Bool, writeError: @escaping (String) -> Void) {
    self.catalog = catalog
    self.shows = shows
    self.writeError = writeError
  }

  /// Follows one note of the service's import; returns what the note says for standard
  /// output (a file skipped as the history itself), if anything. A failure is the caller's.
  func follow(_ note: HistoryTransfer.ImportNote) -> String? {
    switch note {
    case .itself(let path):
      return catalog.text("import.itself", Sanitizer.visible(path, limit: 300)) + "\n"
    case .failed: return nil
    case .reading(let path): start(path)
    case .progress(let done, let size): show(done, of: size)
    case .read: clear()
    }
    return nil
  }

  private func start(_ path: String) {
    self.path = path
    started = .now
    lastPercent = -1
  }

  private func show(_ done: Int, of size: Int) {
    guard shows, size > 0, ContinuousClock.now - started >= Self.delay else { return }
    let percent = min(100, done * 100 / size)
    guard percent != lastPercent else { return }
    lastPercent = percent
    shown = true
    // Back to the start of the line and cleared: one line, rewritten in place.
    writeError(
      "\r\u{1B}[K" + catalog.text("import.progress", Sanitizer.visible(path, limit: 60), percent))
  }

  /// Clears the progress line, if one was shown, so the next message starts on a clean line.
  func clear() {
    guard shown else { return }
    shown = false
    writeError("\r\u{1B}[K")
  }
}
