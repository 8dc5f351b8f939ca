/// Where quiz history is kept: a file in the real program, memory in tests.
///
/// Reading goes through a snapshot (a size taken at a record boundary) read a chunk at a time,
/// so no reader holds a lock while it computes and memory never follows the file's size.
/// Writing takes the exclusive lock only for the append itself.
public protocol HistoryStorage: AnyObject {
  /// The path, for messages.
  var location: String { get }
  /// Takes the exclusive lock, shows `prepare` the file as it stands under that lock (so an
  /// import can drop what another writer added meanwhile), appends the bytes it returns and
  /// returns once they are on disk. A failure part-way cuts the file back to its size before
  /// the append: no partial record is ever left behind.
  ///
  /// - Returns: where the bytes start in the file (after a line break added before them, when
  ///   the last line had none); the size as it stood when there was nothing to append. An
  ///   import files the lines it appended by it.
  @discardableResult
  func append(_ prepare: (any HistorySnapshot) throws(HistoryError) -> [UInt8])
    throws(HistoryError) -> Int
  /// A consistent view for reading; a missing file is an empty one. Never modifies anything.
  func snapshot() throws(HistoryError) -> any HistorySnapshot
  /// A small summary file kept beside the history (the coach's, the names'), if any.
  func readCache(_ which: HistoryCache) -> [UInt8]?
  /// Replaces a summary file; a failure is ignored: a cache is only a shortcut.
  func writeCache(_ which: HistoryCache, _ bytes: [UInt8])
  /// What the last appends did to the file beyond appending (a cut-off last line kept
  /// aside), to be said once; cleared by the call.
  func takeNotices() -> [HistoryNotice]
}

/// Something an append did to the history besides appending, that the user must hear of.
public enum HistoryNotice: Equatable, Sendable {
  /// A last line without its line break that was not whole was moved from `history` to the
  /// file at `path` (the recovery folder): kept, never deleted.
  case keptAside(history: String, path: String, bytes: Int)
  /// Such a line could not be moved aside (`failure`): it stays in the history, where
  /// readers report and skip it.
  case leftInPlace(history: String, failure: HistoryError)
}

extension HistoryNotice: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .keptAside(let history, let path, let bytes):
      return catalog.text(
        "history.tail.aside", Sanitizer.visible(history, limit: 300), bytes,
        Sanitizer.visible(path, limit: 300))
    case .leftInPlace(let history, let failure):
      return catalog.text(
        "history.tail.left", Sanitizer.visible(history, limit: 300), failure.message(catalog))
    }
  }
}

extension HistoryStorage {
  /// Appends whole lines (see `append(_:)` with a closure).
  @discardableResult
  package func append(_ lines: [UInt8]) throws(HistoryError) -> Int {
    try append { _ throws(HistoryError) in lines }
  }

  package func readCache(_ which: HistoryCache) -> [UInt8]? { nil }

  /// By default a storage has nothing to say beyond appending.
  public func takeNotices() -> [HistoryNotice] { [] }

  package func writeCache(_ which: HistoryCache, _ bytes: [UInt8]) {}
}

/// The summaries kept beside a history, each exact for the bytes it says it covers (a history
/// is only appended to), so that a command reads only what was added since.
public enum HistoryCache: String, Sendable, CaseIterable {
  /// Per trainee, the coach's summary (`SummaryCache`).
  case coach
  /// Every name met and the renames and merges (`NameCensus`): what finds a typed trainee.
  case names
}
