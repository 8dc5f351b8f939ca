import DiveQuizCore

/// Ctrl-R: incremental search backwards through the history, as in a shell.
extension LineEditor {
  /// The words shown before the search text, in the session's language.
  package struct SearchLabels: Sendable {
    package var searching: String
    package var failing: String

    package init(
      searching: String = "(reverse-i-search)", failing: String = "(failed reverse-i-search)"
    ) {
      self.searching = searching
      self.failing = failing
    }
  }

  struct SearchState {
    var query = ""
    /// The history entry found, if any.
    var match: Int?
    /// Where the text found starts in that entry, in characters.
    var position = 0
    var failed = false
  }

  func searchPrompt(_ state: SearchState) -> String {
    (state.failed ? searchLabels.failing : searchLabels.searching) + "`" + state.query + "': "
  }

  mutating func startSearch() -> Step {
    search = SearchState()
    return Step(screen: refresh(), outcome: nil)
  }

  /// The newest entry at or before `start` holding `query` (case does not matter).
  func find(_ query: String, from start: Int) -> (entry: Int, position: Int)? {
    guard !query.isEmpty, start >= 0 else { return nil }
    let needle = Array(query.lowercased())
    for entry in stride(from: min(start, index - 1), through: 0, by: -1) {
      let haystack = Array(entries[entry].lowercased())
      guard haystack.count >= needle.count else { continue }
      for offset in 0...(haystack.count - needle.count)
      where Array(haystack[offset..<(offset + needle.count)]) == needle {
        return (entry, offset)
      }
    }
    return nil
  }

  /// A key while searching; a key that is not part of the search ends it and acts on the
  /// line found.
  mutating func handleSearch(_ key: Key) -> Step? {
    guard var state = search else { return nil }
    switch key {
    case .text(let typed), .paste(let typed):
      state.query += typed
      update(&state, from: state.match ?? index - 1)
    case .search:
      update(&state, from: (state.match ?? index) - 1)
    case .backspace:
      guard !state.query.isEmpty else { return Step(screen: [.bell], outcome: nil) }
      state.query.removeLast()
      state.match = nil
      state.failed = false
      update(&state, from: index - 1)
    case .cancel, .escape:
      search = nil
      return Step(screen: refresh(), outcome: nil)
    case .interrupt:
      // Ctrl-C ends the search and throws the line away, whatever it held.
      return clearLine()
    default:
      accept(state)
      return handleAfterSearch(key)
    }
    search = state
    var screen = refresh()
    if state.failed { screen.append(.bell) }
    return Step(screen: screen, outcome: nil)
  }

  private func update(_ state: inout SearchState, from start: Int) {
    if let found = find(state.query, from: start) {
      state.match = found.entry
      state.position = found.position
      state.failed = false
    } else if !state.query.isEmpty {
      state.failed = true
    }
  }

  /// Takes the line found into the editor, so Up and Down go on from there.
  private mutating func accept(_ state: SearchState) {
    search = nil
    guard let match = state.match else { return }
    entries[index] = text
    index = match
    text = entries[match]
    cursor = state.position
  }

  /// The key that ended a search, applied to the line found (the line is shown first).
  private mutating func handleAfterSearch(_ key: Key) -> Step {
    let shown = refresh()
    let step = handle(key)
    return Step(screen: shown + step.screen, outcome: step.outcome)
  }
}
