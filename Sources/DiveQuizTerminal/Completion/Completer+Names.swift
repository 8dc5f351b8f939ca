import DiveQuizCore

/// Trainees' names: a name is any number of words, so it is completed as a whole.
extension Completer {
  /// The names that complete the one being typed, compared as `NameKey` compares names
  /// (`chloe` offers `Chloé Martin`); nil when no name is being typed or none goes on from
  /// what is typed, so the slots' words come next (`report judge Ann s`: `since`, `seed`).
  ///
  /// A name runs from the last keyword that takes one (`judge`, `to`, `into`), or from the
  /// command (or branch) word, `opening` characters in, when the slots start with a name.
  /// `starts` are where each of `words` starts.
  func name(
    _ characters: [Character], slots: [ArgumentSlot], words: [String], after opening: Int,
    starts: [Int]
  ) -> Completion? {
    let keywords = Set(slots.flatMap { $0.words + $0.alsoAccepted.map { $0.lowercased() } })
    var from = opening
    var wordsOfName = words.count
    var value: ArgumentSlot.Value?
    if let last = words.lastIndex(where: { keywords.contains($0.lowercased()) }) {
      guard last < starts.count else { return nil }
      value = CommandSyntax.valueSlot(of: words[last], in: slots)?.value
      from = starts[last] + words[last].count
      wordsOfName = words.count - last - 1
    } else {
      value = slots.first { $0.place == .from(0) && $0.isName }?.value
    }
    guard case .name(let onRecord, let quoted)? = value else { return nil }
    let names = onRecord ? (traineesOnRecord ?? trainees)() : trainees()
    var start = from
    while start < characters.count, characters[start] == " " { start += 1 }
    let text = String(characters[start...])
    let typed = NameKey.of(text.filter { $0 != "\"" })
    // After a whole word and a space, only a longer name is offered: the name may be done.
    let done = wordsOfName > 0 && characters.last == " "
    if done, text.dropLast().last.map({ ["\"", "”", "»"].contains($0) }) == true { return nil }
    let matching = names.filter { name in
      let key = NameKey.of(name)
      return !name.isEmpty && (done ? key.hasPrefix(typed + " ") : key.hasPrefix(typed))
    }
    guard !matching.isEmpty || wordsOfName == 0 else { return nil }
    return Completion(
      start: start,
      candidates: matching.map {
        Completion.Candidate(quoted && $0.contains(" ") ? "\"" + $0 + "\"" : $0, label: $0)
      })
  }
}

extension ArgumentSlot {
  /// Whether the slot holds a trainee's name.
  fileprivate var isName: Bool {
    if case .name = value { return true }
    return false
  }
}
