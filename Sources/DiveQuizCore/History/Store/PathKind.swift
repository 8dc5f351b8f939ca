/// What a path names.
public enum PathKind: Equatable, Sendable {
  /// Nothing stands there.
  case missing
  /// A regular file.
  case file
  /// A folder.
  case folder
  /// A pipe, a device or a socket: never read or written as a history.
  case other
}
