import DiveQuizCore

/// For sessions that no signal can reach (tests, scripts run in-process).
package final class NoInterrupts: InterruptSource {
  package init() {}
  package var interruptPending: Bool { false }
  package func clearInterrupt() {}
  package var termination: Termination? { nil }
}
