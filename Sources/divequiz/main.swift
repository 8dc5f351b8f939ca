import DiveQuizCore
import DiveQuizData
import DiveQuizSystem
import DiveQuizTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The executable's only jobs: wire the real terminal, files, environment, clock and signals to
// the library, and turn its status into the process's exit status.

let signals = SignalFlags.install()
// Read once: each read of `ProcessInfo.environment` builds the whole dictionary again.
let variables = ProcessInfo.processInfo.environment
let stdinIsTerminal = isatty(STDIN_FILENO) == 1
let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
let console = TerminalConsole(
  signals: signals, stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal,
  environment: variables)

var environment = LaunchEnvironment(
  arguments: Array(CommandLine.arguments.dropFirst()),
  variables: variables,
  stdinIsTerminal: stdinIsTerminal,
  stdoutIsTerminal: stdoutIsTerminal,
  builtInRules: BuiltInData.rules,
  builtInRulesName: BuiltInData.rulesFileName,
  builtInTables: BuiltInData.tables,
  readFile: FileAccess.read,
  listDirectory: FileAccess.list,
  clock: Date.init,
  randomSeed: { UInt64.random(in: 0..<1_000_000) },
  version: "0.1.0",
  files: PosixFileSystem(
    stopWaiting: { signals.stopRequested },
    cacheFolder: CacheLocation.resolve(environment: variables)),
  interrupts: signals,
  makeID: { UUID().uuidString.lowercased() }
)

environment.localTime = SystemTime.localTime()
environment.saveUserFile = UserFile.write
environment.listFolder = FileAccess.entries
environment.builtInDives = { BuiltInData.dives }
environment.builtInDivesName = BuiltInData.divesFileName

let status = Launcher.run(environment, console: console)
exit(status.rawValue)
