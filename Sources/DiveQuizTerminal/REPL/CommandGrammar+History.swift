import DiveQuizCore

/// The commands that read the history: their query words and what each one takes.
extension CommandGrammar {
  /// The conditions, offered once each in this order, and the value each one takes.
  static func query(_ words: [QueryWord], documentedIn: [ArgumentSlot.Documentation] = [])
    -> [ArgumentSlot]
  {
    [ArgumentSlot(.from(0), .words(words.map(\.rawValue)), once: true, documentedIn: documentedIn)]
      + words.map(value)
  }

  /// The value after a query word.
  static func value(_ word: QueryWord) -> ArgumentSlot {
    let place = ArgumentSlot.Place.after(word.rawValue)
    switch word {
    case .judge: return ArgumentSlot(place, .name(onRecord: true, quoted: false))
    case .since, .until: return ArgumentSlot(place, .free(sample: "2026-01-31"))
    case .last: return ArgumentSlot(place, .free(sample: "3"))
    case .seed: return ArgumentSlot(place, .free(sample: "4711"))
    case .kind: return ArgumentSlot(place, .words(QuizKind.known.map(\.word)))
    case .edition: return ArgumentSlot(place, .editions)
    case .attempt: return ArgumentSlot(place, .words(AttemptRule.allCases.map(\.rawValue)))
    }
  }

  /// `report [QUERY] [attempt first|best|last] [--json] [html FILE [--title T] [--subtitle T]]`.
  static var report: [ArgumentSlot] {
    let page = ["html", "--html"]
    return query([.judge, .since, .until, .seed, .attempt, .kind, .edition]) + [
      .init(.from(0), .words([QueryWord.html]), when: .without(["--json"]), once: true),
      .init(.after(QueryWord.html), .file),
      // Read by the query as for `history`.
      .init(.from(0), .words([QueryWord.last.rawValue]), once: true),
      value(.last),
      .init(.from(0), .words(["--json"]), when: .without(page), once: true),
      .init(.from(0), .words(["--html"]), when: .without(page + ["--json"]), once: true),
      .init(.after("--html"), .file),
      .init(
        .from(0), .words(["--title", "--subtitle"]), when: .with(page), once: true,
        example: "report html class.html _"),
      .init(.after("--title"), .text(sample: "Club")),
      .init(.after("--subtitle"), .text(sample: "Club")),
    ]
  }

  /// `export [csv|json] [FILE] [QUERY] [per quiz] [--decimal-comma] [--wide]`.
  static var export: [ArgumentSlot] {
    let json = ["json", "--json"]
    return [
      .init(.at(0), .words(["csv", "json"])),
      .init(.at(0), .words([QuestionExportRequest.word])),
      .init(.from(0), .file),
    ] + query([.judge, .since, .until, .seed, .kind, .edition]) + [
      // Read by the query as for `report`.
      .init(.from(0), .words([QueryWord.last.rawValue, QueryWord.attempt.rawValue]), once: true),
      value(.last), value(.attempt),
      .init(.from(0), .words(["per"]), when: .without(["--wide"]), once: true),
      .init(.after("per"), .words(["quiz"])),
      .init(.from(0), .words(["--json"]), once: true, documentedIn: [.key("cli.help")]),
      .init(
        .from(0), .words([ExportRequest.decimalCommaOption]), when: .without(json), once: true),
      .init(
        .from(0), .words([ExportRequest.wideOption]), when: .all([.with(json), .without(["per"])]),
        once: true),
    ]
  }

  /// `export questions FORMAT [FILE] [KIND…]`.
  static var questions: [ArgumentSlot] {
    [
      .init(.at(0), .words(QuestionExportRequest.Format.allCases.map(\.rawValue))),
      .init(
        .from(1), .words(QuestionExport.kinds.map(\.rawValue)),
        example: "export questions gift _"),
      .init(.from(1), .file),
    ]
  }

  /// `trainees [NAME] [QUERY] [--json]`; `rename`, `merge` and `unmerge` open `nameChanges`.
  static var trainees: [ArgumentSlot] {
    [
      .init(.at(0), .words(nameChanges.keys.sorted())),
      // A start of a name or of a word of it, matched as typed, not completed.
      .init(.at(0), .text(sample: "anne")),
    ] + [
      // `judge` is read too, the name before the conditions spelt out.
      ArgumentSlot(
        .from(0), .words([QueryWord.since, .until, .seed, .kind, .edition].map(\.rawValue)),
        alsoAccepted: [QueryWord.judge.rawValue], once: true)
    ] + [QueryWord.judge, .since, .until, .seed, .kind, .edition].map(value) + [
      .init(.from(0), .words(["--json"]), once: true)
    ]
  }

  /// `trainees rename OLD to NEW`, `trainees merge NAME… into NAME`, `trainees unmerge NAME`:
  /// names quoted when they hold spaces, the names on record offered.
  static let nameChanges: [String: [ArgumentSlot]] = [
    "rename": changed(joiner: "to"),
    "merge": changed(joiner: "into"),
    "unmerge": [.init(.from(0), .name(onRecord: true, quoted: true))],
  ]

  private static func changed(joiner: String) -> [ArgumentSlot] {
    let name = ArgumentSlot.Value.name(onRecord: true, quoted: true)
    let verb = joiner == "to" ? "rename" : "merge"
    return [
      .init(.from(0), name, example: "trainees \(verb) _ \(joiner) Ann"),
      .init(.from(1), .words([joiner]), once: true, example: "trainees \(verb) Bob _ Ann"),
      .init(.after(joiner), name),
    ]
  }
}
