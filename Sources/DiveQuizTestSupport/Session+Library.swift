import DiveQuizCore
import DiveQuizTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Tests start sessions from a library already loaded; the program never does (it defers
/// parsing the rulebook until a command needs it).
extension Session {
  package convenience init(
    library: RulesLibrary, console: any Console, configuration: Session.Configuration,
    clock: @escaping () -> Date, seedSource: @escaping () -> UInt64, history: HistoryFiles? = nil,
    makeID: @escaping () -> String?, interrupts: any InterruptSource = NoInterrupts()
  ) {
    self.init(
      catalog: library.catalog, rules: RulesSource(library.editions), edition: library.rulebook,
      console: console, configuration: configuration, clock: clock, seedSource: seedSource,
      history: history, makeID: makeID, interrupts: interrupts)
  }

}
