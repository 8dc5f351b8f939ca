/// What this process may use, which only the system can tell: the program's entry point asks
/// the system module once, before any file is read or any thread started, and leaves the
/// answers here. The core reads them; it never asks the system itself.
///
/// Left unset (an app's tests, an embedding front end that does not care), the readers act as
/// if nothing were limited: as many threads as the machine has, and no stack check beyond the
/// JSON reader's depth limit.
package enum ProcessLimits {
  /// The address space this process may map (`ulimit -v`), in bytes; nil when unlimited.
  ///
  /// Written once at start-up, before any other thread exists, and only read afterwards.
  nonisolated(unsafe) package static var addressSpace: Int?

  /// The bytes of stack left below the caller's frame, on whichever thread calls it; nil
  /// when nobody said, read as plenty.
  ///
  /// Written once at start-up, before any other thread exists, and only read afterwards.
  nonisolated(unsafe) package static var stackLeft: (@Sendable () -> Int)?

  /// The stack left on the calling thread, `Int.max` when unknown.
  static func stackRoom() -> Int { stackLeft?() ?? .max }
}
