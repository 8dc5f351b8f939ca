/// What a path names.
public enum PathKind: Equatable, Sendable {
  case missing
  case file
  case folder
  /// A pipe, a device or a socket: never read or written as a history.
  case other
}
