import DiveQuizCore

/// For sessions that no signal can reach (tests, scripts run in-process).
public final class NoInterrupts: InterruptSource {
  public init() {}
  public var interruptPending: Bool { false }
  public func clearInterrupt() {}
  public var termination: Termination? { nil }
}
