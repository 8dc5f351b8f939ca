import DiveQuizCore

/// The line editor as a pure state machine: a key goes in; the line, the cursor and the screen
/// operations that show them come out. No terminal, no file: the terminal side feeds it keys
/// and writes what it returns, and tests drive it key by key.
///
/// Emacs keys as in a shell (readline's defaults), history with Up/Down and Ctrl-R, Tab
/// completion through an injected completer, and lines longer than the terminal: every change
/// redraws the prompt and the line from the row the prompt starts on.
package struct LineEditor {
  /// How reading a line ended.
  package enum Outcome: Equatable, Sendable {
    case line(String)
    /// Ctrl-C on an empty line (on a line with text, Ctrl-C only clears it).
    case interrupt
    /// Ctrl-D on an empty line.
    case end
    /// The line grew longer than a line may be (`ConsoleLimits.lineLength`), a paste most
    /// often: dropped, its length in bytes, as a line that long is at a pipe.
    case tooLong(Int)
  }

  /// What one key did: what to write, and whether the line is finished.
  package struct Step: Equatable, Sendable {
    package var screen: [ScreenOperation]
    package var outcome: Outcome?

    package init(screen: [ScreenOperation], outcome: Outcome?) {
      self.screen = screen
      self.outcome = outcome
    }
  }

  package let prompt: String
  package private(set) var width: Int
  /// The line being edited.
  package internal(set) var text = ""
  /// The cursor, in characters from the start of the line.
  package internal(set) var cursor = 0
  /// The text cut last (Ctrl-K, Ctrl-U, Ctrl-W, Alt-D), pasted back by Ctrl-Y; the terminal
  /// side carries it from one line to the next.
  package var killBuffer: String

  /// History lines, oldest first, then the line being typed; recalled lines are edited in this
  /// copy only, as in a shell.
  var entries: [String]
  var index: Int
  let completer: ((String) -> Completion)?
  /// The row of the edit area the terminal cursor is on.
  var cursorRow = 0
  var lastKey: Key?
  var search: SearchState?
  let searchLabels: SearchLabels

  /// - Parameters:
  ///   - history: earlier lines, oldest first (Up recalls the last one).
  ///   - completer: the candidates for the text before the cursor (Tab).
  package init(
    prompt: String, width: Int, history: [String] = [], killBuffer: String = "",
    searchLabels: SearchLabels = SearchLabels(), completer: ((String) -> Completion)? = nil
  ) {
    self.prompt = prompt
    self.searchLabels = searchLabels
    self.width = max(1, width)
    self.entries = history + [""]
    self.index = history.count
    self.killBuffer = killBuffer
    self.completer = completer
  }

  var characters: [Character] { Array(text) }

  /// The prompt and the (empty) line, written where the cursor is.
  package mutating func start() -> [ScreenOperation] {
    cursorRow = 0
    return refresh(fromTop: true)
  }

  /// The terminal changed width: the screen reflowed the edit area, so it is found again at
  /// the new width and redrawn.
  package mutating func resize(to columns: Int) -> [ScreenOperation] {
    width = max(1, columns)
    cursorRow = layout().position(of: cursor).row
    return refresh()
  }

  /// Draws everything again on a fresh row (after the program was stopped and resumed).
  package mutating func redrawOnFreshLine() -> [ScreenOperation] {
    cursorRow = 0
    return refresh(fromTop: true)
  }

  /// Applies one key.
  package mutating func handle(_ key: Key) -> Step {
    defer { lastKey = key }
    if search != nil, let step = handleSearch(key) { return step }
    switch key {
    case .enter:
      return finish(.line(text))
    case .interrupt:
      // As in a shell: Ctrl-C throws away what was typed; only on an empty line does it
      // reach the program.
      if text.isEmpty { return finish(.interrupt, mark: "^C") }
      return clearLine()
    case .controlD:
      if text.isEmpty { return finish(.end) }
      return edit { $0.deleteForward() }
    case .text(let typed), .paste(let typed):
      return insert(typed)
    case .overlongPaste(let length):
      return dropLine(text.utf8.count + length)
    case .tab:
      return complete()
    case .backspace: return edit { $0.deleteBackward() }
    case .delete: return edit { $0.deleteForward() }
    case .left: return move(to: cursor - 1)
    case .right: return move(to: cursor + 1)
    case .home: return move(to: 0)
    case .end: return move(to: characters.count)
    case .wordLeft: return move(to: wordStart(before: cursor))
    case .wordRight: return move(to: wordEnd(after: cursor))
    case .up: return recall(index - 1)
    case .down: return recall(index + 1)
    case .killToEnd, .killToStart, .killWordBack, .killWordForward:
      return edit { $0.kill(key) }
    case .yank: return insert(killBuffer)
    case .clearScreen:
      cursorRow = 0
      return Step(screen: [.clearScreen] + refresh(fromTop: true), outcome: nil)
    case .search:
      return startSearch()
    case .cancel, .escape, .unknown:
      return Step(screen: [], outcome: nil)
    }
  }

  // MARK: - Editing

  mutating func insert(_ typed: String) -> Step {
    guard !typed.isEmpty else { return Step(screen: [], outcome: nil) }
    let length = text.utf8.count + typed.utf8.count
    guard length <= ConsoleLimits.lineLength else { return dropLine(length) }
    let before = characters
    let head = String(before[..<cursor]) + typed
    let atEnd = cursor == before.count
    let oldLayout = layout()
    text = head + String(before[cursor...])
    cursor = head.count
    // Typing at the end of a row that has room: write the characters, nothing else moves.
    let room = width - oldLayout.end.column
    if atEnd, !oldLayout.endsAtEdge, cursor == characters.count, DisplayWidth.of(typed) < room,
      typed.unicodeScalars.allSatisfy({ $0.value >= 0x20 })
    {
      return Step(screen: [.write(typed)], outcome: nil)
    }
    return Step(screen: refresh(), outcome: nil)
  }

  /// Ctrl-C on a line with text: `^C` after it, and the prompt again on a fresh row with an
  /// empty line, the history back at its end.
  mutating func clearLine() -> Step {
    var screen = moveToEnd()
    search = nil
    screen += [.write("^C"), .newline]
    text = ""
    cursor = 0
    index = entries.count - 1
    entries[index] = ""
    cursorRow = 0
    return Step(screen: screen + refresh(fromTop: true), outcome: nil)
  }

  /// Ends reading with a line too long to keep: the cursor after what is shown, a new row,
  /// and the line given up (the history's entry too).
  mutating func dropLine(_ length: Int) -> Step {
    search = nil
    var screen = moveToEnd()
    screen.append(.newline)
    text = ""
    cursor = 0
    entries[index] = ""
    return Step(screen: screen, outcome: .tooLong(length))
  }

  /// Runs a change to the text and redraws.
  mutating func edit(_ change: (inout LineEditor) -> Void) -> Step {
    change(&self)
    return Step(screen: refresh(), outcome: nil)
  }

  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    var list = characters
    list.remove(at: cursor - 1)
    text = String(list)
    cursor -= 1
  }

  mutating func deleteForward() {
    var list = characters
    guard cursor < list.count else { return }
    list.remove(at: cursor)
    text = String(list)
  }

  mutating func move(to position: Int) -> Step {
    let target = min(max(0, position), characters.count)
    guard target != cursor else { return Step(screen: [], outcome: nil) }
    cursor = target
    return Step(screen: refresh(), outcome: nil)
  }

  /// Replaces the line with history entry `position`, keeping what was typed in the entry left.
  mutating func recall(_ position: Int) -> Step {
    guard entries.indices.contains(position) else { return Step(screen: [.bell], outcome: nil) }
    entries[index] = text
    index = position
    text = entries[position]
    cursor = characters.count
    return Step(screen: refresh(), outcome: nil)
  }

  /// Cuts text into the kill buffer; consecutive cuts add up, as in a shell.
  mutating func kill(_ key: Key) {
    let list = characters
    let range: Range<Int>
    switch key {
    case .killToEnd: range = cursor..<list.count
    case .killToStart: range = 0..<cursor
    case .killWordBack:
      var start = cursor
      while start > 0, list[start - 1] == " " { start -= 1 }
      while start > 0, list[start - 1] != " " { start -= 1 }
      range = start..<cursor
    default: range = cursor..<wordEnd(after: cursor)
    }
    guard !range.isEmpty else { return }
    let cut = String(list[range])
    let continuing = lastKey.map(Self.isKill) ?? false
    if continuing {
      killBuffer = range.lowerBound < cursor ? cut + killBuffer : killBuffer + cut
    } else {
      killBuffer = cut
    }
    text = String(list[..<range.lowerBound]) + String(list[range.upperBound...])
    cursor = range.lowerBound
  }

  static func isKill(_ key: Key) -> Bool {
    [.killToEnd, .killToStart, .killWordBack, .killWordForward].contains(key)
  }

  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  func wordStart(before position: Int) -> Int {
    let list = characters
    var index = position
    while index > 0, !Self.isWordCharacter(list[index - 1]) { index -= 1 }
    while index > 0, Self.isWordCharacter(list[index - 1]) { index -= 1 }
    return index
  }

  func wordEnd(after position: Int) -> Int {
    let list = characters
    var index = position
    while index < list.count, !Self.isWordCharacter(list[index]) { index += 1 }
    while index < list.count, Self.isWordCharacter(list[index]) { index += 1 }
    return index
  }

  // MARK: - Screen

  func layout(prompt shown: String? = nil, line: [Character]? = nil) -> LineLayout {
    LineLayout(prompt: shown ?? prompt, line: line ?? characters, width: width)
  }

  /// Leaves the cursor after the line, on a new row, and ends reading.
  mutating func finish(_ outcome: Outcome, mark: String = "") -> Step {
    var screen = moveToEnd()
    if !mark.isEmpty { screen.append(.write(mark)) }
    if case .line = outcome { screen.append(.newline) }
    return Step(screen: screen, outcome: outcome)
  }

  /// Moves the terminal cursor to the end of the edit area (before printing below it).
  mutating func moveToEnd() -> [ScreenOperation] {
    guard cursor < characters.count || search != nil else { return [] }
    return refresh(cursorAtEnd: true)
  }

  /// Redraws the prompt and the line and puts the cursor where it belongs.
  ///
  /// - Parameter fromTop: the cursor is already at the first column of the edit area's row.
  mutating func refresh(fromTop: Bool = false, cursorAtEnd: Bool = false) -> [ScreenOperation] {
    let shownPrompt = search.map(searchPrompt) ?? prompt
    let shownLine = search.map { Array($0.match.map { entries[$0] } ?? text) } ?? characters
    let target = cursorAtEnd ? shownLine.count : (search?.position ?? cursor)
    var screen: [ScreenOperation] = []
    if !fromTop {
      screen.append(.up(cursorRow))
      screen.append(.startOfLine)
    }
    screen.append(.clearBelow)
    screen.append(.write(shownPrompt + String(shownLine)))
    let shown = layout(prompt: shownPrompt, line: shownLine)
    // The terminal cursor is now after the text (on the next row if the text filled its last
    // row: a bare edge would leave it in the terminal's pending-wrap state).
    if shown.endsAtEdge { screen.append(.newline) }
    let position = shown.position(of: target)
    if position != shown.end {
      screen.append(.up(shown.end.row - position.row))
      screen.append(.startOfLine)
      screen.append(.right(position.column))
    }
    cursorRow = position.row
    return screen.filter { $0 != .up(0) && $0 != .right(0) }
  }
}
