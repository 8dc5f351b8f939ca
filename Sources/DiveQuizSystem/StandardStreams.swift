#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's edge that the executable touches: which standard streams are terminals (for
/// prompts, colour and progress) and the exit with a status. Here, so that `main.swift` wires
/// the program without a C library of its own.
package enum StandardStreams {
  package static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
  package static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
  package static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The seconds since 1970 from the C clock: the seed of last resort when the kernel gives
  /// no randomness.
  package static func clockSeconds() -> UInt64 { UInt64(clamping: time(nil)) }

  /// Ends the process with `status` (0, 1, 64 or 130), flushing C's buffers as `exit` does.
  package static func end(_ status: Int32) -> Never { exit(status) }
}
