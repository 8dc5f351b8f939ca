import DiveQuizCore

/// One key press (or one paste) as the line editor understands it, decoded from the bytes a
/// terminal sends; control keys are named by what they do, not by the byte.
package enum Key: Equatable, Sendable {
  /// Printable text typed (one or more characters in a row).
  case text(String)
  /// Text pasted between `ESC [200~` and `ESC [201~`: inserted as it is, never run.
  case paste(String)
  /// A paste longer than a line may be (`ConsoleLimits.lineLength`), its length in bytes:
  /// dropped as it arrived, never held.
  case overlongPaste(Int)
  case enter, tab
  /// Backspace or Ctrl-H: delete before the cursor.
  case backspace
  /// Delete: delete under the cursor.
  case delete
  /// Left, Ctrl-B.
  case left
  /// Right, Ctrl-F.
  case right
  /// Home, Ctrl-A.
  case home
  /// End, Ctrl-E.
  case end
  /// Up, Ctrl-P: the previous line of history.
  case up
  /// Down, Ctrl-N: the next line of history.
  case down
  /// Alt-B, Ctrl-Left.
  case wordLeft
  /// Alt-F, Ctrl-Right.
  case wordRight
  /// Ctrl-K: cut to the end of the line.
  case killToEnd
  /// Ctrl-U: cut to the start of the line.
  case killToStart
  /// Ctrl-W: cut the word before the cursor (back to a space).
  case killWordBack
  /// Alt-D: cut the word after the cursor.
  case killWordForward
  /// Ctrl-Y: paste what was cut last.
  case yank
  /// Ctrl-L: clear the screen, keep the line.
  case clearScreen
  /// Ctrl-R: search the history backwards.
  case search
  /// Ctrl-G: cancel a search.
  case cancel
  /// Ctrl-C arriving as a byte (when the terminal does not turn it into a signal).
  case interrupt
  /// Ctrl-D: the end of input on an empty line, otherwise Delete.
  case controlD
  /// Escape on its own.
  case escape
  /// Anything else (function keys, unknown sequences): ignored.
  case unknown
}
