import DiveQuizCore
import DiveQuizTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LaunchEnvironment {
  /// An environment whose history files are opened by `openHistory` and whose whole files
  /// (exports) are written by `writeFile`: the shape tests used before file systems.
  public init(
    arguments: [String], variables: [String: String], stdinIsTerminal: Bool,
    stdoutIsTerminal: Bool, builtInRules: [UInt8], builtInRulesName: String,
    builtInTables: [(language: String, bytes: [UInt8])],
    readFile: @escaping (String, FileKind) throws -> [UInt8],
    listDirectory: @escaping (String) throws -> [String], clock: @escaping () -> Date,
    randomSeed: @escaping () -> UInt64, version: String,
    openHistory: @escaping (String) -> any HistoryStorage,
    writeFile: @escaping (String, [UInt8]) throws(HistoryError) -> Void,
    makeID: @escaping () -> String?
  ) {
    self.init(
      arguments: arguments, variables: variables, stdinIsTerminal: stdinIsTerminal,
      stdoutIsTerminal: stdoutIsTerminal, builtInRules: builtInRules,
      builtInRulesName: builtInRulesName, builtInTables: builtInTables, readFile: readFile,
      listDirectory: listDirectory, clock: clock, randomSeed: randomSeed, version: version,
      files: ClosureFileSystem(open: openHistory, write: writeFile), makeID: makeID)
  }
}
