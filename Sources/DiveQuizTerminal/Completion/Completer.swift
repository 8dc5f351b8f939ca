import DiveQuizCore

/// What Tab offers at each point of a command line: the words `CommandGrammar` lists for the
/// place being typed, and the sets it names that are known only at run time (language codes,
/// edition ids, penalty ids, trainees' names, file names).
///
/// Pure: the trainees and folders it may need are read through closures, only when asked.
package struct Completer {
  package var languages: [String]
  package var penaltyIDs: [Int]
  /// The rulebook's edition ids (`2025`, `2024`).
  package var editions: [String] = []
  /// A question is on screen: the quiz words and language codes only.
  package var inQuiz: Bool
  /// The trainees' names (read from the history when a name is being completed).
  package var trainees: () -> [String] = { [] }
  /// The names with a quiz in the history: those a query (`report judge`) can find; nil:
  /// `trainees`.
  package var traineesOnRecord: (() -> [String])?
  /// The names in a folder, or nil if it cannot be listed.
  package var listFolder: ((String) -> [FolderEntry]?)?

  package init(languages: [String], penaltyIDs: [Int], inQuiz: Bool = false) {
    self.languages = languages
    self.penaltyIDs = penaltyIDs
    self.inQuiz = inQuiz
  }

  /// The candidates for the word that ends `line` (the text before the cursor).
  package func complete(_ line: String) -> Completion {
    let characters = Array(line)
    var start = characters.count
    while start > 0, characters[start - 1] != " " { start -= 1 }
    let word = String(characters[start...])
    let before = CommandParser.words(of: String(characters[..<start]))
    if inQuiz {
      if before.isEmpty { return offer(CommandGrammar.quizWords, word, start) }
      guard before.count == 1 else { return .none }
      switch before[0].lowercased() {
      case "lang": return offer(languages, word, start)
      case "edition": return offer(editions, word, start)
      default: return .none
      }
    }
    guard let first = before.first else { return offer(CommandName.words, word, start) }
    guard let command = CommandName(word: first) else { return .none }
    let (slots, words) = CommandGrammar.syntax(of: command).grammar(
      after: Array(before.dropFirst()))
    // The word the slots count from: the command's, or the branch's (`trainees merge`).
    let opening = before.count - words.count - 1
    let starts = Self.wordStarts(characters)
    guard opening < starts.count else { return .none }
    if let named = name(
      characters, slots: slots, words: words, after: starts[opening] + before[opening].count,
      starts: Array(starts[(opening + 1)...]))
    {
      return named
    }
    var candidates: [Completion.Candidate] = []
    for slot in Self.active(slots, after: words) {
      for candidate in offered(slot, after: words, word, start).candidates
      where !candidates.contains(where: { $0.text == candidate.text }) {
        candidates.append(candidate)
      }
    }
    return Completion(start: start, candidates: candidates)
  }

  /// The slots a word typed after `words` stands in: the value of the keyword before it, or
  /// every slot whose place and condition allow it.
  static func active(_ slots: [ArgumentSlot], after words: [String]) -> [ArgumentSlot] {
    if let previous = words.last, let value = CommandSyntax.valueSlot(of: previous, in: slots) {
      return [value]
    }
    return slots.filter { slot in
      switch slot.place {
      case .at(let index): return index == words.count && slot.condition.holds(after: words)
      case .from(let index): return index <= words.count && slot.condition.holds(after: words)
      case .after: return false
      }
    }
  }

  /// What one slot offers for `word`.
  private func offered(_ slot: ArgumentSlot, after words: [String], _ word: String, _ start: Int)
    -> Completion
  {
    switch slot.value {
    case .words(let keywords):
      let typed = Set(words.map { $0.lowercased() })
      return offer(slot.once ? keywords.filter { !typed.contains($0) } : keywords, word, start)
    case .commands: return offer(CommandName.words, word, start)
    case .languages: return offer(languages, word, start)
    case .editions: return offer(editions, word, start)
    case .penaltyIDs: return offer(penaltyIDs.map(String.init), word, start)
    case .file: return files(word, start)
    // A name is completed as a whole, before any slot (`name(_:slots:…)`).
    case .name, .free, .text: return .none
    }
  }

  /// The words of `words` that start with what is typed, case aside.
  private func offer(_ words: [String], _ word: String, _ start: Int) -> Completion {
    Completion(
      start: start,
      candidates: words.filter { $0.lowercased().hasPrefix(word.lowercased()) }.map {
        Completion.Candidate($0)
      })
  }

  /// Where each word of the line starts, in characters.
  static func wordStarts(_ characters: [Character]) -> [Int] {
    characters.indices.filter { characters[$0] != " " && ($0 == 0 || characters[$0 - 1] == " ") }
  }

  /// File names: the folder typed so far is listed; folders go on with `/`.
  private func files(_ word: String, _ start: Int) -> Completion {
    guard let listFolder else { return .none }
    let slash = word.lastIndex(of: "/")
    let folder = slash.map { String(word[...$0]) } ?? ""
    let prefix = slash.map { String(word[word.index(after: $0)...]) } ?? word
    guard let entries = listFolder(folder.isEmpty ? "." : folder) else { return .none }
    let candidates =
      entries
      .filter { $0.name.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.name.hasPrefix(".")) }
      .sorted { $0.name < $1.name }
      .map { entry in
        Completion.Candidate(
          folder + entry.name + (entry.isFolder ? "/" : ""),
          label: entry.name + (entry.isFolder ? "/" : ""), ends: !entry.isFolder)
      }
    return Completion(start: start, candidates: candidates)
  }
}
