import DiveQuizBankData
import DiveQuizCore
import DiveQuizData
import DiveQuizSystem
import DiveQuizTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The executable's only jobs: wire the real terminal, files, environment, clock and signals to
// the library, and turn its status into the process's exit status.

// Before any file is read or thread started: the core's readers size themselves by these.
SystemLimits.install()
let signals = SignalFlags.install()
// Read once: each read of `ProcessInfo.environment` builds the whole dictionary again.
let variables = ProcessInfo.processInfo.environment
let stdinIsTerminal = StandardStreams.inputIsTerminal
let stdoutIsTerminal = StandardStreams.outputIsTerminal
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
  readFile: { path, kind in try GuardedFile.read(path, kind: kind) },
  listDirectory: FileAccess.list,
  clock: Date.init,
  // A seed only picks questions; the clock stands in if the kernel gives no randomness.
  randomSeed: {
    KernelRandom.number(below: 1_000_000) ?? StandardStreams.clockSeconds() % 1_000_000
  },
  version: "0.1.0",
  files: PosixFileSystem(
    stopWaiting: { signals.stopRequested },
    cacheFolder: UserFiles.cacheFolder(variables),
    recoveryFolder: UserFiles.recoveryFolder(variables)),
  interrupts: signals,
  makeID: KernelRandom.uuid
)

environment.localTime = SystemTime.localTime()
environment.stderrIsTerminal = StandardStreams.errorIsTerminal
environment.saveUserFile = UserFile.write
environment.removeUserFile = UserFile.remove
environment.listFolder = FileAccess.entries
environment.expandPattern = FileAccess.expand
environment.builtInDives = { BuiltInData.dives }
environment.builtInDivesName = BuiltInData.divesFileName
environment.builtInBank = {
  var bank = BankBytes()
  bank.questions = BankData.questions
  bank.questionsName = BankData.questionsFileName
  bank.checklists = BankData.checklists
  bank.checklistsName = BankData.checklistsFileName
  bank.tables = BankData.tables
  return bank
}

let status = Launcher.run(environment, console: console)
StandardStreams.end(status.rawValue)
