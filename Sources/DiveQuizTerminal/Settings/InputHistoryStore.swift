import DiveQuizCore

/// The input history as the session keeps it: read once at start, each new command line added
/// to the file (merged with what other sessions added meanwhile), mode 0600.
package final class InputHistoryStore {
  package let location: String
  package private(set) var history: InputHistory
  private let load: () throws -> [UInt8]
  private let save: ([UInt8]) throws -> Void

  /// - Parameters:
  ///   - load: reads the file (a missing file throws and counts as empty).
  ///   - save: replaces the file, private to the user, creating its folder.
  package init(
    location: String, load: @escaping () throws -> [UInt8],
    save: @escaping ([UInt8]) throws -> Void
  ) {
    self.location = location
    self.load = load
    self.save = save
    self.history = (try? load()).map(InputHistory.parse) ?? InputHistory()
  }

  /// Adds a command line; returns why the file could not be written, if it could not.
  package func add(_ line: String) -> (any Error)? {
    guard history.add(line) else { return nil }
    var merged = (try? load()).map(InputHistory.parse) ?? history
    merged.add(line)
    do {
      try save(merged.encoded())
      return nil
    } catch {
      return error
    }
  }
}
