import DiveQuizKit

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

/// Ctrl-C, SIGTERM and SIGHUP: the handlers only record the signal; the session decides
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
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaction(number, &action, nil) }
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
    default: return nil
    }
  }

  /// True once per Ctrl-C.
  func takeInterrupt() -> Bool {
    guard interruptPending else { return false }
    clearInterrupt()
    return true
  }

  /// Empties the wake-up pipe after `poll` saw it readable.
  func drainWake() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while bytes.withUnsafeMutableBytes({ read(wakeReader, $0.baseAddress, $0.count) }) > 0 {}
  }
}
