import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Waits for a file to grow, on the kernel's word rather than by looking again and again:
/// inotify reports each write to the file's folder, and the process's end is written to a
/// pipe, so the wait ends at the first write that makes the file big enough, or when the
/// process is gone, with no sleeping in between.
enum FileGrowth {
  /// Returns once `path` holds at least `bytes` bytes, `process` has ended, or `patience`
  /// seconds have passed. Call it after `process.run()`; it sets the termination handler.
  static func wait(
    for path: String, toReach bytes: Int, from process: Process, patience: TimeInterval
  ) throws {
    #if canImport(Glibc)
      let watch = inotify_init1(Int32(IN_CLOEXEC))
      guard watch >= 0 else { throw XCTSkip("inotify is not available") }
      defer { close(watch) }
      let folder = (path as NSString).deletingLastPathComponent
      let events = UInt32(IN_CREATE | IN_MODIFY | IN_MOVED_TO | IN_CLOSE_WRITE)
      guard inotify_add_watch(watch, folder, events) >= 0 else {
        throw XCTSkip("cannot watch \(folder)")
      }
      var ended: [Int32] = [0, 0]
      guard pipe(&ended) == 0 else { throw XCTSkip("no pipe") }
      defer {
        close(ended[0])
        close(ended[1])
      }
      let signalEnd = ended[1]
      process.terminationHandler = { _ in
        var byte: UInt8 = 1
        _ = write(signalEnd, &byte, 1)
      }
      // The process may have ended, or written, before the handler and the watch were set.
      let deadline = Date().addingTimeInterval(patience)
      var buffer = [UInt8](repeating: 0, count: 4096)
      while size(of: path) < bytes, process.isRunning {
        let left = deadline.timeIntervalSinceNow
        guard left > 0 else { return }
        var fds = [
          pollfd(fd: watch, events: Int16(POLLIN), revents: 0),
          pollfd(fd: ended[0], events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, 2, Int32(min(left, 3600) * 1000))
        if ready < 0, errno != EINTR { return }
        if fds[1].revents != 0 { return }
        if fds[0].revents != 0 { _ = read(watch, &buffer, buffer.count) }
      }
    #else
      throw XCTSkip("waiting on file events needs inotify")
    #endif
  }

  private static func size(of path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }
}
