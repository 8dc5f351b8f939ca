/// The front end's part in a long read of the history: whether to stop (Ctrl-C, a request to
/// end) and the damaged lines skipped. Held weakly by whoever reads, so a front end that hands
/// itself over is never kept alive by its own service.
package protocol HistoryReadObserver: AnyObject {
  /// Asked between chunks of a long read: true stops it (the read then throws its `stopped`
  /// error; the front end has already said why).
  func shouldStopReading() -> Bool
  /// A damaged line of the history at `file` was skipped.
  func skipped(_ line: HistoryContents.Skipped, in file: String)
  /// Whether damaged lines of `file` are still shown: finding their numbers costs a read from
  /// the start of the file, worth it only while they are shown.
  func showsSkipped(in file: String) -> Bool
}
