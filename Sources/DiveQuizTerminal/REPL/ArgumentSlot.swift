import DiveQuizCore

/// One place in a command line after the command word: the words that may stand there, when
/// Tab offers them, and where `help` explains them. `CommandGrammar` lists them per command.
package struct ArgumentSlot: Sendable {
  /// Where the slot stands, counted in words after the command word (or after the word that
  /// opened a branch, such as `export questions`).
  package enum Place: Sendable, Equatable {
    /// Exactly this word: 0 is the word right after the command.
    case at(Int)
    /// Any word from this one on, in any order.
    case from(Int)
    /// The word right after this keyword: its value (`seed S`, `kind quiz|exam`).
    case after(String)
  }

  /// What may fill the slot. Only `words` are fixed; the others are sets known at run time
  /// (languages, editions, ids, names, files) or free-form, and say so here rather than in
  /// the completer.
  package enum Value: Sendable {
    /// Keywords, offered in this order.
    case words([String])
    /// A command word (`help TOPIC`).
    case commands
    case languages
    case editions
    case penaltyIDs
    /// A trainee's name, any number of words: Tab offers the names in the history (with
    /// `onRecord`, only those with a quiz; with `quoted`, a name with spaces in quotes, as
    /// `trainees merge` reads names).
    case name(onRecord: Bool, quoted: Bool)
    /// A file or folder: Tab lists the folder typed so far.
    case file
    /// Free-form of a shape the parser checks (a number, a seed, a date, a dive or rule
    /// number): Tab offers nothing. `sample` is one value the parser reads.
    case free(sample: String)
    /// Words of any spelling (search text, a start of a name, a set's name, an id's first
    /// characters, a title): Tab offers nothing, and the parser reads whatever is typed.
    case text(sample: String)
  }

  /// When Tab offers the slot's words. The parser reads them everywhere the place allows and
  /// refuses the combinations these conditions keep out of the list (`quiz 10 dd referee`).
  package enum Condition: Sendable {
    case always
    /// While none of these words stands in the line (`focus` and `due` exclude each other).
    case without([String])
    /// Once one of these words stands in the line (`--title` after `html`).
    case with([String])
    /// While one of the quiz's kinds in force is one of these: the last kind typed, every kind
    /// after `mixed`, the sanction question when none is typed (`QuizPlan.misplacedFilter`).
    case anyKind(Set<QuestionKind>)
    /// While every kind in force is one of these (never after `mixed`).
    case onlyKinds(Set<QuestionKind>)
    /// While each of these holds.
    indirect case all([Condition])
  }

  package var place: Place
  package var value: Value
  /// Other spellings the parser reads here (`judges`, `synchronised`): Tab offers the word
  /// they stand for, and help documents that word.
  package var alsoAccepted: [String]
  package var condition: Condition
  /// Each word is offered until it stands in the line once (a query's conditions).
  package var once: Bool
  /// The commands whose help (besides the command's own) documents these words, or a
  /// strings-table key for what help is not about (`cli.help`, the command line's options).
  package var documentedIn: [Documentation]
  /// A line that puts a word here, `_` marking the word, when the words before it (and after
  /// it) cannot be worked out from the other slots (`score 2.0 7 7 7 7 7 _`). Read by the test
  /// that holds the parser and the completer to this table.
  package var example: String?

  package init(
    _ place: Place, _ value: Value, alsoAccepted: [String] = [],
    when condition: Condition = .always,
    once: Bool = false, documentedIn: [Documentation] = [], example: String? = nil
  ) {
    self.place = place
    self.value = value
    self.alsoAccepted = alsoAccepted
    self.condition = condition
    self.once = once
    self.documentedIn = documentedIn
    self.example = example
  }

  /// Where a word is explained.
  package enum Documentation: Sendable, Equatable {
    /// What `help COMMAND` prints.
    case help(CommandName)
    /// A strings-table key printed elsewhere (`cli.help` for `divequiz --help`).
    case key(String)
    /// The filters' line of the `help` listing.
    case helpOverview
    /// Help names the slot by a placeholder and this command lists the words themselves
    /// (`rulebook` prints each chapter's word).
    case listedBy(CommandName)
    /// Nowhere yet: the parser reads the word but no help text names it. The grammar test
    /// fails while any slot says so, naming the words to document in every string table.
    case undocumented
  }

  /// The fixed words of the slot, or none.
  package var words: [String] {
    if case .words(let words) = value { return words }
    return []
  }
}

extension ArgumentSlot.Condition {
  /// Whether Tab offers the slot's words after `words` (those typed after the command word).
  func holds(after words: [String]) -> Bool {
    let typed = words.map { $0.lowercased() }
    switch self {
    case .always: return true
    case .without(let absent): return !typed.contains(where: absent.contains)
    case .with(let present): return typed.contains(where: present.contains)
    case .anyKind(let kinds): return !kinds.isDisjoint(with: Self.kinds(in: typed))
    case .onlyKinds(let kinds): return Self.kinds(in: typed).isSubset(of: kinds)
    case .all(let conditions): return conditions.allSatisfy { $0.holds(after: words) }
    }
  }

  /// The kinds a quiz line asks, as `CommandParser.parsePlan` reads them: every kind after
  /// `mixed`, else the last kind typed, else the sanction question.
  static func kinds(in typed: [String]) -> Set<QuestionKind> {
    if typed.contains("mixed") { return Set(QuestionKind.allCases) }
    let kind = typed.lazy.reversed().compactMap(QuestionKind.init(rawValue:)).first {
      $0 != .sanction
    }
    return [kind ?? .sanction]
  }
}
