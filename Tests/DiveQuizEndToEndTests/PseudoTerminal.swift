import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The binary running on a pseudo-terminal, as a judge would run it in a terminal window:
/// stdin and stdout are a tty, and Ctrl-C goes through the terminal's line discipline.
final class PseudoTerminal {
  let master: Int32
  let pid: pid_t
  /// Everything the program has shown so far.
  private(set) var screen = ""

  enum Failure: Error {
    case spawn(Int32)
    case timeout(String)
  }

  /// Seconds to wait for the program: long, because waits end as soon as the text appears,
  /// and on a machine whose cores are all busy a start can take many times its usual time.
  /// `DIVEQUIZ_TEST_PATIENCE` changes it.
  static let patience: Double =
    ProcessInfo.processInfo.environment["DIVEQUIZ_TEST_PATIENCE"].flatMap(Double.init) ?? 90

  init(
    executable: String, arguments: [String], environment: [String: String], columns: UInt16 = 200
  ) throws {
    // Everything the child needs is prepared before fork: after it, only execve runs.
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var masterDescriptor: Int32 = -1
    var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    let child = forkpty(&masterDescriptor, nil, nil, &size)
    if child == 0 {
      execve(executable, argv, envp)
      _exit(127)
    }
    guard child > 0 else { throw Failure.spawn(errno) }
    master = masterDescriptor
    pid = child
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, WNOHANG)
    close(master)
  }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads until `text` appears after `from`, or fails after `seconds`.
  @discardableResult
  func waitFor(
    _ text: String, after from: String.Index? = nil, seconds: Double = PseudoTerminal.patience
  ) throws
    -> String.Index
  {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let start = from ?? screen.startIndex
      if let range = screen.range(of: text, range: start..<screen.endIndex) {
        return range.upperBound
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw Failure.timeout("no \"\(text)\" in:\n\(screen)") }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(min(remaining, 0.2) * 1000)) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count <= 0 { throw Failure.timeout("terminal closed before \"\(text)\":\n\(screen)") }
      screen += String(decoding: buffer[0..<count], as: UTF8.self)
    }
  }

  /// Reads what the program writes until `condition` holds (the terminal's mode, say), or
  /// fails after `seconds`: an observable event, never a fixed pause.
  func waitUntil(
    _ what: String, seconds: Double = PseudoTerminal.patience, _ condition: () -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      guard Date() < deadline else { throw Failure.timeout("never \(what):\n\(screen)") }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      // Output wakes the wait; a change of mode writes nothing, so look again soon.
      guard poll(&poller, 1, 10) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count > 0 { screen += String(decoding: buffer[0..<count], as: UTF8.self) }
    }
  }

  /// Waits for the program to end and returns its exit status (or 128 + signal).
  func waitForExit(seconds: Double = PseudoTerminal.patience) throws -> Int32 {
    let deadline = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    while Date() < deadline {
      // Keep draining the terminal so the program never blocks on a full buffer.
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, 50) > 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 { screen += String(decoding: buffer[0..<count], as: UTF8.self) }
      }
      if waitpid(pid, &status, WNOHANG) == pid {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
    }
    throw Failure.timeout("the program did not exit:\n\(screen)")
  }
}
