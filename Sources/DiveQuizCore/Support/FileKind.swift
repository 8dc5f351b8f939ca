/// The kinds of file divequiz reads whole, each with the most it reads of one: a settings
/// file or a rulebook that is `/dev/zero`, or a binary file named by mistake, is refused
/// with a message instead of filling memory. (History files are read line by line, a line
/// at most `LineReader.defaultLimit`.)
package enum FileKind: Sendable, CaseIterable {
  case settings, inputHistory, strings, rules, dives, cache
  /// An instructor's GIFT file, named at `questions add`.
  case gift
  /// A kept copy of a set, in the data folder's `questions` folder.
  case ownSet

  /// The largest file of this kind divequiz reads, in bytes.
  package var limit: Int {
    switch self {
    case .settings: return 64 << 10
    case .inputHistory: return 16 << 20
    case .strings: return 4 << 20
    case .rules, .dives: return 16 << 20
    case .cache: return 4 << 20
    case .gift, .ownSet: return 4 << 20
    }
  }

  /// Whether the file lives in a folder of divequiz's own, used only when no one else can
  /// write in it.
  package var inOwnFolder: Bool {
    switch self {
    case .settings, .inputHistory, .cache, .ownSet: return true
    case .strings, .rules, .dives, .gift: return false
    }
  }
}

/// Why a file was not read: the system's reason, or one of the guards.
public enum FileReadError: Error, Equatable, Sendable {
  /// No such file: for the user's own files, simply none yet.
  case missing
  /// The system's reason (`Permission denied`).
  case system(String)
  /// A folder, a pipe or a device: refused at once, never read (a pipe would block).
  case notRegularFile
  /// Larger than the kind allows.
  case tooLarge(limit: Int)
  /// In a folder of divequiz's own that others could write in, or a file of divequiz's own
  /// that is a link, another user's, or writable by others.
  case untrusted(HistoryError)

  /// The reason in the catalog's language, to stand in a sentence naming the file.
  package func reason(_ catalog: Catalog) -> String {
    switch self {
    case .missing: return catalog.text("trust.read.missing")
    case .system(let reason): return reason
    case .notRegularFile: return catalog.text("trust.read.notRegular")
    case .tooLarge(let limit): return catalog.text("trust.read.tooLarge", limit >> 10)
    case .untrusted(let error): return error.message(catalog)
    }
  }
}

extension FileReadError: CustomStringConvertible {
  /// English, for tests; people read `reason(_:)`.
  public var description: String {
    switch self {
    case .missing: return "No such file or directory"
    case .system(let reason): return reason
    case .notRegularFile: return "not a regular file"
    case .tooLarge(let limit): return "larger than \(limit >> 10) KB"
    case .untrusted(let error): return "\(error)"
    }
  }
}
