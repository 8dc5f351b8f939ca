import DiveQuizCore
import DiveQuizTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The only state the signal handlers touch: flags, and one byte written to a pipe so that a
// console waiting in `poll` wakes up at once.
nonisolated(unsafe) private var pendingInterrupt: sig_atomic_t = 0
nonisolated(unsafe) private var pendingTermination: sig_atomic_t = 0
nonisolated(unsafe) private var wakeWriter: Int32 = -1

/// Ctrl-C, SIGTERM, SIGHUP and SIGQUIT: the handlers only record the signal; the session decides
/// what it means (stop a command, abandon a quiz and store it, leave).
final class SignalFlags: InterruptSource {
  /// Read end of the wake-up pipe, for the console's `poll`.
  let wakeReader: Int32

  private init(wakeReader: Int32) {
    self.wakeReader = wakeReader
  }

  /// Installs the handlers (without `SA_RESTART`, so a blocked call returns `EINTR`), and
  /// ignores SIGPIPE and SIGXFSZ so that a closed pipe or a file-size limit is an ordinary
  /// write error, never a death in the middle of a record.
  static func install() -> SignalFlags {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      wakeWriter = ends[1]
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { number in
      let saved = errno
      if number == SIGINT {
        pendingInterrupt = 1
      } else if pendingTermination == 0 {
        pendingTermination = number
      }
      if wakeWriter >= 0 {
        var byte: UInt8 = 0
        _ = write(wakeWriter, &byte, 1)
      }
      errno = saved
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    // SIGQUIT (Ctrl-\) too: its default would dump core and lose the answers given.
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaction(number, &action, nil) }
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    return SignalFlags(wakeReader: ends[0])
  }

  var interruptPending: Bool { pendingInterrupt != 0 }

  func clearInterrupt() { pendingInterrupt = 0 }

  var termination: Termination? {
    switch pendingTermination {
    case SIGHUP: return .hangUp
    case SIGTERM: return .terminate
    case SIGQUIT: return .quit
    default: return nil
    }
  }

  /// True once per Ctrl-C.
  func takeInterrupt() -> Bool {
    guard interruptPending else { return false }
    clearInterrupt()
    return true
  }

  /// What ended a wait for input.
  enum Wait {
    /// Standard input has bytes (or its end, or an error: `read` says which).
    case input
    /// A signal arrived: look at the flags.
    case signal
    case timeout
  }

  /// Waits for standard input or a signal, whichever comes first, at most `timeout`
  /// milliseconds (-1: no limit). The wake-up pipe closes the race between looking at the
  /// flags and starting to wait: a signal in between still ends the wait.
  func waitForInput(timeout: Int32) -> Wait {
    var watched = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&watched, nfds_t(wakeReader >= 0 ? 2 : 1), timeout)
    if ready < 0 { return errno == EINTR ? .signal : .input }
    if ready == 0 { return .timeout }
    if wakeReader >= 0, watched[1].revents != 0 {
      drainWake()
      return .signal
    }
    return .input
  }

  /// Empties the wake-up pipe after `poll` saw it readable.
  private func drainWake() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while bytes.withUnsafeMutableBytes({ read(wakeReader, $0.baseAddress, $0.count) }) > 0 {}
  }
}
