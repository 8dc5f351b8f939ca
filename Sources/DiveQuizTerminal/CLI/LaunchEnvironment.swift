import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The rulebook bank's files as compiled in: its questions, its checklists, its tables.
package struct BankBytes {
  package var questions: [UInt8] = []
  package var questionsName = "rulebook/questions.tsv"
  package var checklists: [UInt8] = []
  package var checklistsName = "rulebook/checklists.tsv"
  package var tables: [(language: String, bytes: [UInt8])] = []

  package init() {}
}

/// Everything the program takes from the outside world, handed in by the executable.
///
/// Files are read through closures so that the library itself never touches the file system,
/// and tests can run the whole program in-process.
package struct LaunchEnvironment {
  /// The arguments after the program name.
  package var arguments: [String]
  package var variables: [String: String]
  package var stdinIsTerminal: Bool
  package var stdoutIsTerminal: Bool
  /// The built-in rulebook and string tables.
  package var builtInRules: [UInt8]
  package var builtInRulesName: String
  package var builtInTables: [(language: String, bytes: [UInt8])]
  /// Reads a whole file of a kind (regular files only, within the kind's size limit);
  /// throws `FileReadError` or an error whose description a person can read.
  package var readFile: (String, FileKind) throws -> [UInt8]
  /// The file names in a folder.
  package var listDirectory: (String) throws -> [String]
  package var clock: () -> Date
  /// A fresh seed for a quiz that names none.
  package var randomSeed: () -> UInt64
  package var version: String
  /// History files and the files around them (exports, imports, recovery files); nothing is
  /// read until a history command needs it.
  package var files: any HistoryFileSystem
  /// Ctrl-C, SIGTERM and SIGHUP, as flags the session reads between chunks of work.
  package var interrupts: any InterruptSource
  /// A new unique quiz id; nil when no randomness can be had (then no quiz starts).
  package var makeID: () -> String?
  /// The time zone times are shown in (`TZ`); UTC unless the executable says otherwise.
  package var localTime = LocalTime.utc
  /// Whether standard error is a terminal (a long import shows its progress there).
  package var stderrIsTerminal = false
  /// Replaces one of the user's own files (settings, input history), private to the user,
  /// creating its folders; nil: nothing is kept between sessions.
  package var saveUserFile: ((String, [UInt8]) throws -> Void)?
  /// Removes one of the user's own files (a kept set of questions), never through a link;
  /// nil: nothing can be removed.
  package var removeUserFile: ((String) throws -> Void)?
  /// Lists a folder for file-name completion; nil: no file names are offered.
  package var listFolder: ((String) -> [FolderEntry]?)?
  /// Lists the paths a shell pattern (`*`, `?`, `[…]`) matches, sorted, for `import FILE…`
  /// typed at the prompt or quoted on the command line; nil: patterns match nothing.
  package var expandPattern: ((String) -> [String])?
  /// The built-in dive catalogue's bytes, asked for only when a dive command needs them
  /// (empty: no built-in catalogue, as in tests that do not set it).
  package var builtInDives: () -> [UInt8] = { [] }
  package var builtInDivesName = "dives.tsv"
  /// The built-in rulebook bank's bytes, asked for only when a command needs the bank
  /// (nothing: no bank, as in tests that do not set it).
  package var builtInBank: () -> BankBytes = { BankBytes() }

  package init(
    arguments: [String], variables: [String: String], stdinIsTerminal: Bool,
    stdoutIsTerminal: Bool, builtInRules: [UInt8], builtInRulesName: String,
    builtInTables: [(language: String, bytes: [UInt8])],
    readFile: @escaping (String, FileKind) throws -> [UInt8],
    listDirectory: @escaping (String) throws -> [String], clock: @escaping () -> Date,
    randomSeed: @escaping () -> UInt64, version: String,
    files: any HistoryFileSystem, interrupts: any InterruptSource = NoInterrupts(),
    makeID: @escaping () -> String?
  ) {
    self.files = files
    self.interrupts = interrupts
    self.makeID = makeID
    self.arguments = arguments
    self.variables = variables
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.builtInRules = builtInRules
    self.builtInRulesName = builtInRulesName
    self.builtInTables = builtInTables
    self.readFile = readFile
    self.listDirectory = listDirectory
    self.clock = clock
    self.randomSeed = randomSeed
    self.version = version
  }
}

/// What the program works out from the environment rather than is handed.
extension LaunchEnvironment {
  /// True when the locale variables say the terminal speaks UTF-8.
  package var isUTF8: Bool {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = variables[name], !value.isEmpty else { continue }
      let lowered = value.lowercased()
      return lowered.contains("utf-8") || lowered.contains("utf8")
    }
    return false
  }
}
