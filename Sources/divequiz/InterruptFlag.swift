#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the SIGINT handler, read by the console; the only state a signal handler may touch.
nonisolated(unsafe) private var interruptPending: sig_atomic_t = 0

/// Ctrl-C handling: the handler only records the signal; the session decides what it means.
enum InterruptFlag {
  /// Installs the handler without `SA_RESTART`, so a blocked `read` returns `EINTR`.
  static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in interruptPending = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }

  /// True once per Ctrl-C.
  static func take() -> Bool {
    guard interruptPending != 0 else { return false }
    interruptPending = 0
    return true
  }
}
