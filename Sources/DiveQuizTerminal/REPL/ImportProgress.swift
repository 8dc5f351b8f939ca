import DiveQuizCore

/// How far an import has gone, on standard error, only when that is a terminal and only once
/// the file has taken more than a second: a short import prints nothing, a piped one neither.
final class ImportProgress {
  /// Seconds before the first line is shown.
  static let delay: Duration = .seconds(1)

  private unowned let session: Session
  private var path = ""
  private var started = ContinuousClock.now
  private var shown = false
  private var lastPercent = -1

  init(session: Session) { self.session = session }

  func start(_ path: String) {
    self.path = path
    started = .now
    lastPercent = -1
  }

  func show(_ done: Int, of size: Int) {
    guard session.showsProgress, size > 0, ContinuousClock.now - started >= Self.delay else {
      return
    }
    let percent = min(100, done * 100 / size)
    guard percent != lastPercent else { return }
    lastPercent = percent
    shown = true
    // Back to the start of the line and cleared: one line, rewritten in place.
    session.console.writeError(
      "\r\u{1B}[K"
        + session.catalog.text(
          "import.progress", Sanitizer.visible(path, limit: 60), percent))
  }

  /// Clears the progress line, if one was shown, so the next message starts on a clean line.
  func clear() {
    guard shown else { return }
    shown = false
    session.console.writeError("\r\u{1B}[K")
  }
}
