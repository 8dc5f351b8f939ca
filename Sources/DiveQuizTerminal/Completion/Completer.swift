import DiveQuizCore

/// What Tab offers at each point of a command line, from the words the parser accepts there:
/// command words, question kinds, `focus`, `seed`, `time`, filters, language codes, edition
/// ids, penalty ids after `show`, trainee names after `judge`, file names after `import`,
/// `export`, `save`.
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

  static let quizWords = [
    "skip", "repeat", "help", "abort", "quit", "lang", "edition", "clear",
  ]
  static let filters =
    ["referee", "judge", "synchro", "individual"] + Phase.allCases.map(\.rawValue)

  /// The candidates for the word that ends `line` (the text before the cursor).
  package func complete(_ line: String) -> Completion {
    let characters = Array(line)
    var start = characters.count
    while start > 0, characters[start - 1] != " " { start -= 1 }
    let word = String(characters[start...])
    let before = CommandParser.words(of: String(characters[..<start]))
    func offer(_ words: [String]) -> Completion {
      Completion(
        start: start,
        candidates: words.filter { $0.lowercased().hasPrefix(word.lowercased()) }.map {
          Completion.Candidate($0)
        })
    }
    if inQuiz {
      if before.isEmpty { return offer(Self.quizWords) }
      guard before.count == 1 else { return .none }
      switch before[0].lowercased() {
      case "lang": return offer(languages)
      case "edition": return offer(editions)
      default: return .none
      }
    }
    guard let first = before.first else { return offer(CommandName.words) }
    guard let command = CommandName(word: first) else { return .none }
    let previous = before.last?.lowercased() ?? ""
    switch command {
    case .quiz, .exam:
      if ["seed", "time"].contains(previous) { return .none }
      // The kinds of question other than the default one, then the seed.
      var words =
        QuestionKind.allCases.dropFirst().map(\.rawValue) + ["mixed", "seed"] + Self.filters
        + DiveGroup.allCases.map(\.word) + DiveHeight.allCases.map(\.rawValue)
      // The rulebook bank's chapters once `rulebook` is typed (`referee` and `synchro` are
      // filters already): offered earlier they would crowd `fo` and `se` (focus, seed).
      if before.contains(where: { $0.lowercased() == QuestionKind.rulebook.rawValue }) {
        words += (BankChapter.allCases.map(\.rawValue) + ["programme"]).filter {
          !words.contains($0)
        }
      }
      words.insert(command == .quiz ? "focus" : "time", at: 2)
      if command == .quiz { words.insert("due", at: 3) }
      return offer(words)
    case .penalties: return offer(Self.filters)
    case .show: return before.count == 1 ? offer(penaltyIDs.map(String.init)) : .none
    case .lang: return before.count == 1 ? offer(languages) : .none
    case .edition: return before.count == 1 ? offer(editions) : .none
    case .help: return before.count == 1 ? offer(CommandName.words) : .none
    case .judge: return name(in: characters, from: first.count)
    case .trainees where before.count > 1 && Self.nameChanges.contains(before[1].lowercased()):
      return changedName(characters, words: before)
    case .history, .report, .progress, .trainees:
      if command == .report, previous == "html" { return files(word, start) }
      return query(characters, words: before, command: command, offer: offer)
    case .export where before.count > 1 && before[1].lowercased() == QuestionExportRequest.word:
      // `export questions FORMAT [FILE] [KIND…]`.
      if before.count == 2 { return offer(QuestionExportRequest.Format.allCases.map(\.rawValue)) }
      let kinds = offer(QuestionExport.kinds.map(\.rawValue)).candidates
      return Completion(start: start, candidates: kinds + files(word, start).candidates)
    case .export:
      let conditions = query(characters, words: before, command: command, offer: offer)
      if conditions.start != start || before.last.map(QueryWord.takesValue) == true {
        return conditions
      }
      let forms =
        before.count == 1 ? offer(["csv", "json", QuestionExportRequest.word]).candidates : []
      return Completion(
        start: start,
        candidates: forms + files(word, start).candidates + conditions.candidates)
    case .import: return files(word, start)
    case .save: return before.count == 1 ? files(word, start) : .none
    case .due: return before.count == 1 ? offer(["--json"]) : .none
    case .search, .review, .quit, .settings, .clear, .rulebook, .rule: return .none
    case .checklist: return offer(ChecklistDuty.Role.allCases.map(\.rawValue))
    case .dive, .dives, .score: return diveWords(command, before: before, offer: offer)
    }
  }

  /// After `judge`: the rest of the line is a name, spaces and all, compared as `NameKey`
  /// compares names (`chloe` offers `Chloé Martin`). `quoted` writes a name with spaces in
  /// quotes, as `trainees merge` reads it.
  private func name(
    in characters: [Character], from offset: Int, quoted: Bool = false, onRecord: Bool = false
  ) -> Completion {
    let names = onRecord ? (traineesOnRecord ?? trainees)() : trainees()
    var start = offset
    while start < characters.count, characters[start] == " " { start += 1 }
    let typed = NameKey.of(String(characters[start...]).filter { $0 != "\"" })
    return Completion(
      start: start,
      candidates: names.filter { !$0.isEmpty && NameKey.of($0).hasPrefix(typed) }.map {
        Completion.Candidate(quoted && $0.contains(" ") ? "\"" + $0 + "\"" : $0, label: $0)
      })
  }

  /// The words after `trainees` that change names.
  static let nameChanges: Set<String> = ["rename", "merge", "unmerge"]

  /// `trainees rename|merge|unmerge`: a name after the action, `to` or `into` (quoted when
  /// it holds spaces), else the word that comes next.
  private func changedName(_ characters: [Character], words: [String]) -> Completion {
    let starts = Self.wordStarts(characters)
    let action = words[1].lowercased()
    let joiner = action == "rename" ? "to" : action == "merge" ? "into" : nil
    let last = words.count - 1
    let typedAfterName = !characters.isEmpty && characters[characters.count - 1] == " "
    if let joiner, last >= 3, typedAfterName, words[last].lowercased() != joiner,
      !words.contains(where: { $0.lowercased() == joiner })
    {
      let rest = Completion(start: characters.count, candidates: [Completion.Candidate(joiner)])
      return rest
    }
    let anchor =
      words.lastIndex { $0.lowercased() == joiner || $0.lowercased() == action } ?? 1
    guard anchor < starts.count else { return .none }
    return name(
      in: characters, from: starts[anchor] + words[anchor].count, quoted: true, onRecord: true)
  }

  /// `history`, `report`, `progress`: their keywords, or a name after `judge`.
  private func query(
    _ characters: [Character], words: [String], command: CommandName,
    offer: ([String]) -> Completion
  ) -> Completion {
    let keywords =
      (command == .trainees && words.count == 1 ? Self.nameChanges.sorted() : [])
      + QueryWord.offered(after: command)
    // Inside a name: the last keyword typed is `judge`, so the name runs from after it.
    if let last = words.dropFirst().lastIndex(where: { keywords.contains($0.lowercased()) }),
      words[last].lowercased() == QueryWord.judge.rawValue
    {
      let starts = Self.wordStarts(characters)
      let named = name(in: characters, from: starts[last] + words[last].count, onRecord: true)
      if !named.candidates.isEmpty || words.count == last + 1 { return named }
    }
    let previous = words.last?.lowercased() ?? ""
    switch QueryWord(rawValue: previous) {
    case .since?, .until?, .last?, .seed?: return .none
    case .edition?: return offer(editions)
    case .kind?: return offer(QuizKind.known.map(\.word))
    case .attempt?: return offer(AttemptRule.allCases.map(\.rawValue))
    case .judge?, nil: if previous == QueryWord.html { return .none }
    }
    return offer(keywords.filter { !words.dropFirst().map { $0.lowercased() }.contains($0) })
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
