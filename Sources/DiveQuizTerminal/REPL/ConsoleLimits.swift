import DiveQuizCore

/// What a console reads at most, shared by the real terminal and the messages about it.
package enum ConsoleLimits {
  /// The longest input line read: 1 MB. A longer one (a pasted file) is dropped unread, so
  /// reading stays linear and memory bounded whatever arrives on standard input.
  package static let lineLength = 1 << 20
}
