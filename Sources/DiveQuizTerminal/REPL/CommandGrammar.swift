import DiveQuizCore

/// The command table: for each command word its aliases, whether it runs as a subcommand, its
/// help keys and the words that may follow it. The parser's word lists, `help` and Tab
/// completion all read it, and `GrammarTests` holds them to it, so a command word or a keyword
/// is added here once (the parser still says what the new word does).
package enum CommandGrammar {
  /// Every command, in the order `help` lists them.
  package static let commands: [CommandSyntax] = CommandName.allCases.map(entry)

  /// A command's entry.
  package static func syntax(of name: CommandName) -> CommandSyntax {
    commands.first { $0.name == name } ?? entry(name)
  }

  /// The other words that start a command, and the command each starts.
  static let aliases: [String: CommandName] = Dictionary(
    commands.flatMap { syntax in syntax.aliases.map { ($0, syntax.name) } },
    uniquingKeysWith: { first, _ in first })

  /// The words read while a question is on screen (`lang` and `edition` take their value).
  static let quizWords = ["skip", "repeat", "help", "abort", "quit", "lang", "edition", "clear"]

  /// The penalty filters, as Tab offers them and help lists them.
  static let filters =
    ["referee", "judge", "synchro", "individual"] + Phase.allCases.map(\.rawValue)

  /// Other spellings `QuizFilter(word:)` reads.
  static let filterSpellings = ["judges", "synchronised", "synchronized", "synchronization"]

  /// The words of `dives` and of the dive kinds' quizzes besides groups and heights.
  static let diveShapes = ["springboard", "platform"] + DiveFilter.positionWords.keys.sorted()

  // Exhaustive: a new `CommandName` case does not build until it has its line here.
  private static func entry(_ name: CommandName) -> CommandSyntax {
    switch name {
    case .quiz:
      return CommandSyntax(name, subcommand: false, slots: plan(exam: false), moreHelp: kinds)
    case .exam:
      return CommandSyntax(name, subcommand: false, slots: plan(exam: true), moreHelp: kinds)
    case .lang: return CommandSyntax(name, subcommand: false, slots: [.init(.at(0), .languages)])
    case .edition: return CommandSyntax(name, subcommand: true, slots: [.init(.at(0), .editions)])
    case .penalties:
      return CommandSyntax(name, subcommand: true, slots: [filterSlot(when: .always)])
    case .show: return CommandSyntax(name, subcommand: true, slots: [.init(.at(0), .penaltyIDs)])
    case .search:
      return CommandSyntax(
        name, subcommand: true, slots: [.init(.from(0), .text(sample: "restart"))])
    case .dive:
      return CommandSyntax(
        name, subcommand: true,
        slots: [
          .init(.at(0), .free(sample: "5253")),
          // A position is typed with the number (`5253B`); apart from it, as a letter.
          .init(
            .from(1), .words(heights), alsoAccepted: ["A", "B", "C", "D"], once: true,
            example: "dive 5253 _"),
        ])
    case .dives:
      return CommandSyntax(
        name, subcommand: true,
        slots: [
          .init(.from(0), .words(groups)),
          .init(.from(0), .words(heights), documentedIn: [.help(.dive)]),
          .init(.from(0), .words(diveShapes)), .init(.from(0), .free(sample: "3.0-3.5")),
        ])
    case .score:
      return CommandSyntax(
        name, subcommand: true,
        slots: [
          .init(.at(0), .free(sample: "2.0"), example: "score _ 7 7 7 7 7"),
          .init(
            .at(1), .words(["sync"]), alsoAccepted: ["synchro"],
            example: "score 2.8 _ 7 7 / 7 7 / 7 7 7 7 7"),
          .init(.from(1), .free(sample: "7"), example: "score 2.0 _ 7 7 7 7"),
          // `max` and `deduct` close the line: after the awards.
          .init(.from(2), .words(["max", "deduct"]), example: "score 2.0 7 7 7 7 7 _"),
          .init(.after("max"), .free(sample: "2")), .init(.after("deduct"), .free(sample: "2")),
        ])
    case .judge:
      return CommandSyntax(
        name, subcommand: false, slots: [.init(.from(0), .name(onRecord: false, quoted: false))])
    case .history:
      return CommandSyntax(
        name, subcommand: true,
        slots: query([.judge, .since, .until, .last, .seed, .kind, .edition]) + [option("--json")])
    case .review:
      return CommandSyntax(
        name, subcommand: true,
        slots: [
          .init(.at(0), .text(sample: "a1b2c3")),
          // Two quizzes imported with one id: told apart by the judge's name or the day.
          .init(.at(1), .words([QueryWord.judge.rawValue]), example: "review a1b2c3 _ Ann"),
          .init(.at(1), .text(sample: "2026-01-31")),
          .init(.after(QueryWord.judge.rawValue), .name(onRecord: true, quoted: false)),
        ])
    case .report: return CommandSyntax(name, subcommand: true, slots: report)
    case .export:
      return CommandSyntax(
        name, subcommand: true, slots: export, branches: [QuestionExportRequest.word: questions])
    case .import: return CommandSyntax(name, subcommand: true, slots: [.init(.from(0), .file)])
    case .save: return CommandSyntax(name, subcommand: false, slots: [.init(.at(0), .file)])
    case .progress:
      return CommandSyntax(
        name, subcommand: true,
        slots: [
          .init(.at(0), .words([QueryWord.judge.rawValue])),
          .init(.after(QueryWord.judge.rawValue), .name(onRecord: true, quoted: false)),
        ])
    case .due:
      return CommandSyntax(name, subcommand: true, slots: [.init(.at(0), .words(["--json"]))])
    case .trainees:
      return CommandSyntax(name, subcommand: true, slots: trainees, branches: nameChanges)
    case .settings, .rulebook: return CommandSyntax(name, subcommand: true)
    case .clear: return CommandSyntax(name, subcommand: false)
    case .help:
      return CommandSyntax(
        name, aliases: ["?"], subcommand: true, slots: [.init(.at(0), .commands)])
    case .quit: return CommandSyntax(name, aliases: ["exit"], subcommand: false)
    case .checklist:
      return CommandSyntax(
        name, subcommand: true,
        slots: [.init(.from(0), .words(ChecklistDuty.Role.allCases.map(\.rawValue)))])
    case .rule:
      return CommandSyntax(name, subcommand: true, slots: [.init(.at(0), .free(sample: "8.5"))])
    case .questions:
      return CommandSyntax(
        name, subcommand: true, slots: [.init(.at(0), .words(["add", "remove"]))],
        branches: [
          "add": [
            .init(.at(0), .file),
            .init(.from(1), .words(["--lang"]), once: true, example: "questions add set.gift _"),
            .init(.after("--lang"), .languages),
          ],
          "remove": [.init(.at(0), .text(sample: "set"))],
        ])
    }
  }

  /// `quiz` and `exam` explain every kind of question under their own help.
  private static let kinds = ["kinds.help.detail"]

  private static var groups: [String] { DiveGroup.allCases.map(\.word) }
  private static var heights: [String] { DiveHeight.allCases.map(\.rawValue) }

  /// A word that stands alone, once (`--json`).
  private static func option(
    _ word: String, when condition: ArgumentSlot.Condition = .always,
    documentedIn: [ArgumentSlot.Documentation] = []
  ) -> ArgumentSlot {
    ArgumentSlot(.from(0), .words([word]), when: condition, once: true, documentedIn: documentedIn)
  }

  /// The penalty filters, with the other spellings the parser reads.
  private static func filterSlot(when condition: ArgumentSlot.Condition) -> ArgumentSlot {
    ArgumentSlot(
      .from(0), .words(filters), alsoAccepted: filterSpellings, when: condition,
      documentedIn: [.helpOverview])
  }

  /// `[N] [KIND] [focus|due] [FILTER…] [seed S]` (`exam`: `[time MINUTES]`, no schedule), in
  /// any order; each filter offered only where the kinds in force use it.
  private static func plan(exam: Bool) -> [ArgumentSlot] {
    let aboutPenalties = Set(QuestionKind.allCases.filter(\.isAboutPenalty))
    // The schedule draws what it can ask by item (`CommandParser.parsePlan`).
    let scheduled = Set(QuestionKind.allCases.filter(\.drawsPenalties) + [.rulebook])
    let aboutDives: Set<QuestionKind> = [.dives, .dd, .scores]
    let kindWords = QuestionKind.allCases.filter { $0 != .sanction }.map(\.rawValue)
    var slots: [ArgumentSlot] = [
      .init(.from(0), .free(sample: "10")),
      .init(
        .from(0), .words(kindWords),
        documentedIn: [.help(.quiz), .help(.rulebook), .help(.questions)]),
      .init(.from(0), .words(["mixed"])),
      .init(.from(0), .words(["seed"]), once: true), .init(.after("seed"), .free(sample: "4711")),
    ]
    if exam {
      slots += [
        .init(.from(0), .words(["time"]), once: true), .init(.after("time"), .free(sample: "30")),
      ]
    } else {
      slots += [
        .init(.from(0), .words(["focus"]), when: .without(["due"]), once: true),
        .init(
          .from(0), .words(["due"]), when: .all([.without(["focus"]), .onlyKinds(scheduled)]),
          once: true),
      ]
    }
    return slots + [
      filterSlot(when: .anyKind(aboutPenalties)),
      .init(.from(0), .words(groups), when: .anyKind(aboutDives), documentedIn: [.help(.dives)]),
      .init(.from(0), .words(heights), when: .anyKind(aboutDives), documentedIn: [.help(.dive)]),
      .init(
        .from(0), .words(BankChapter.allCases.map(\.rawValue) + ["programme"]),
        alsoAccepted: ["program"], when: .anyKind([.rulebook]), documentedIn: [.listedBy(.rulebook)]
      ),
      .init(
        .from(0), .words(diveShapes), when: .anyKind(aboutDives), documentedIn: [.help(.dives)]),
      .init(.from(0), .free(sample: "2.0-2.5"), when: .anyKind(aboutDives)),
      // An own set's categories are the `$CATEGORY:` words of its file.
      .init(.from(0), .text(sample: "wet"), when: .onlyKinds([.own])),
    ]
  }
}
