import DiveQuizCore

/// The user's own small files (settings, command history): written whole by `SafeFile` in a
/// folder of divequiz's own (mode 0600, folders 0700, never through a link).
package enum UserFile {
  package static func write(_ path: String, _ bytes: [UInt8]) throws {
    try SafeFile.write(path, bytes, ownFolder: true)
  }

  /// Removes a file of the user's own from a folder of divequiz's own: a link or another
  /// user's file there is refused, never followed.
  package static func remove(_ path: String) throws {
    try SafeFile.remove(path)
  }
}
