import DiveQuizCore
import DiveQuizService

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Renders stored quizzes: the history list and one quiz's review.
package struct HistoryPresenter: Sendable, StoredQuizPresenter {
  package var setup: PresenterSetup

  package init(setup: PresenterSetup) { self.setup = setup }

  /// The first characters of an id: enough to tell quizzes apart and to type after `review`.
  package static func shortID(_ id: String) -> String { String(id.prefix(8)) }

  private func result(_ record: QuizRecord) -> String {
    if record.status == .abandoned { return catalog.text("history.abandoned") }
    return catalog.text(record.passed ? "history.passed" : "history.failed")
  }

  /// One line per quiz, in the order given.
  package func list(_ records: [QuizRecord]) -> String {
    guard !records.isEmpty else { return catalog.text("history.empty") + "\n" }
    var offsets: [String] = []
    var widths = [Int](repeating: 0, count: Self.table.columns.count)
    let rows = records.map { record in
      noteOffset(of: record, in: &offsets)
      let row = self.row(record)
      TextTable.measure(row, into: &widths)
      return row
    }
    let layout = Self.table.layout(contentWidths: widths, width: width)
    let lines = [header(offsets)] + rows.map { line($0, layout) } + [footer(records.count)]
    return lines.joined(separator: "\n") + "\n"
  }

  /// One quiz as the list shows it: a table row, or the stacked form's lines.
  func line(_ row: [String], _ layout: TextTable.Layout) -> String {
    Self.table.lines(row, layout).joined(separator: "\n")
  }

  /// The list's columns: dates and figures keep their width, nothing is cut. When the line
  /// is short the languages leave first, then the kinds; when what stays (the name, the
  /// result, the edition and the seed that replays the quiz) still does not fit, each quiz
  /// takes two lines or more: when, id and name; then the figures, the result and the rest.
  package static let table = TextTable(
    [
      .init(), .init(), .init(), .init(.right, natural: 5), .init(.right, natural: 7),
      .init(.right, natural: 6), .init(natural: 10), .init(), .init(),
      .init(priority: 1, drops: true), .init(priority: 0, drops: true),
    ], stack: [[0, 1, 2], [3, 4, 5, 6, 7, 8, 9, 10]], narrowsGaps: false)

  /// One quiz's cells in the list; every field from the file is shown escaped.
  package func row(_ record: QuizRecord) -> [String] {
    [
      time.minute(record.start), Sanitizer.visible(Self.shortID(record.id)),
      TraineeName.inCell(record.judge), "\(record.questions.count)/\(record.size)",
      "\(record.score)/\(record.maximum)", percent(record.percentage), result(record),
      catalog.text("history.edition", Sanitizer.visible(record.edition.text, limit: 16)),
      catalog.text("history.seed", String(record.seed)),
      ([record.kind.word] + record.filters).map { Sanitizer.visible($0, limit: 24) }
        .joined(separator: " "),
      record.languages.map { Sanitizer.visible($0, limit: 8) }.joined(separator: ","),
    ]
  }

  /// Adds the UTC offset of the quiz's start to those the header names, if new.
  package func noteOffset(of record: QuizRecord, in offsets: inout [String]) {
    let offset = time.offset(at: record.start)
    if !offsets.contains(offset) { offsets.append(offset) }
  }

  /// The first line of the list: the time zones its times are in.
  package func header(_ offsets: [String]) -> String {
    catalog.text("history.timeZone", offsets.joined(separator: ", "))
  }

  /// The last line of the list.
  package func footer(_ count: Int) -> String { catalog.text("history.count", count) }

  /// Every question of one quiz: the description now, the answer beside the key, the rules,
  /// all in the edition the quiz was taken in. The key shown is the one stored with the answer.
  package func review(_ record: QuizRecord) -> String {
    // A quiz taken with another rules file is shown with that file's texts when it is the
    // file loaded now (same hash), and never with divequiz's penalty of the same id.
    var asked: Rulebook? = editions.rulebook(ofRecord: record.edition) ?? rulebook
    var fileLine: String?
    if let file = record.rulesFile {
      let loaded = editions.fileMark == file
      asked = loaded ? rulebook : nil
      fileLine = catalog.text(
        loaded ? "review.rulesFile.loaded" : "review.rulesFile.absent",
        Sanitizer.visible(file.name, limit: 60), Sanitizer.visible(file.hash, limit: 16))
    }
    var lines = [
      style.bold(
        catalog.text(
          "review.title", Sanitizer.visible(Self.shortID(record.id)),
          TraineeName.visible(record.judge),
          // The date and the time never part at the edge of a terminal (a no-break space);
          // piped output keeps a plain space for whoever searches it.
          width == nil
            ? time.minuteWithOffset(record.start)
            : time.minuteWithOffset(record.start).replacing(
              " ", with: "\u{00A0}", maxReplacements: 1)))
    ]
    lines.append(
      catalog.text("quiz.score", record.score, record.maximum, percent(record.percentage)) + " "
        + result(record))
    lines.append(catalog.text("review.edition", Sanitizer.visible(record.edition.text, limit: 16)))
    if let fileLine { lines.append(fileLine) }
    let kinds = KindPresenter(catalog: catalog, edition: record.edition, bankTexts: bankTexts)
    for (index, question) in record.questions.enumerated() {
      let penalty = question.penalty.flatMap { asked?.penalty(id: $0) }
      let (prompt, reply) = Self.promptAndReply(question)
      lines.append("")
      if question.kind.drawsPenalties {
        lines.append(
          "\(index + 1). #\(question.penaltyID)  "
            + (penalty?.description(catalog)
              ?? (fileLine == nil ? "?" : catalog.text("review.rulesFile.noText"))))
      } else {
        // The kind, then what was asked: a scenario's penalty is told with its key below.
        var label = kinds.label(question.kind)
        if case .bank(let asked) = prompt { label = kinds.bank.label(asked) }
        if case .own(let asked) = prompt { label = kinds.own.label(asked) }
        lines.append("\(index + 1). " + label + "  " + kinds.headline(prompt))
        // A score's panel as it was given.
        if case .score(let score) = prompt { lines += kinds.score(score).map { "   " + $0 } }
      }
      var quizText = QuizPresenter(
        catalog: catalog, style: style, unicode: false, edition: record.edition)
      quizText.bankTexts = bankTexts
      let given = quizText.describe(reply, prompt: prompt)
      let correct = quizText.describeKey(prompt, key: question.correct)
      if case .trueFalse(let claim, _) = prompt {
        lines.append("   " + quizText.statement(claim))
      }
      let mark: String
      switch question.grade {
      case .right: mark = style.green(catalog.text("review.right"))
      case .partlyRight: mark = style.yellow(catalog.text("review.partly"))
      case .wrong:
        // A skipped question says so: "wrong" would say an answer was given.
        mark = style.red(catalog.text(reply == nil ? "review.skipped" : "review.wrong"))
      }
      lines.append(
        "   "
          + catalog.text("review.answer", given, correct, mark, question.points))
      if case .score(let score) = prompt, question.grade != .right {
        lines += kinds.working(score).map { "   " + $0 }
      }
      if case .scenario = prompt, let penalty {
        lines.append(
          "   " + catalog.text("kinds.scenario.penalty", penalty.id, penalty.description(catalog)))
      }
      if let penalty {
        lines.append("   " + catalog.text("review.rules", penalty.rulesText(catalog)))
      }
      if case .bank(let asked) = prompt {
        // The numbers it was asked with, and why: a review is where a judge learns.
        lines.append("   " + kinds.bank.rules(asked))
        lines.append("   " + catalog.text("bank.why", kinds.bank.text(asked.id + ".why")))
      }
      if case .own(let asked) = prompt, case .text(let typed)? = reply {
        lines += kinds.own.feedback(asked, given: typed).map { "   " + $0 }
      } else if case .own(let asked) = prompt {
        lines += kinds.own.feedback(asked, given: nil).map { "   " + $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A stored question as the prompt it showed and the reply it got.
  static func promptAndReply(_ question: QuizRecord.Question) -> (Prompt, Reply?) {
    switch question.extra {
    case nil:
      return (.sanction, question.chosen.map(Reply.sanction))
    case .rules(let options, let correct, let chosen)?:
      // Options come from the file: shown escaped.
      let shown = options.map { Sanitizer.visible($0, limit: 40) }
      return (.rules(options: shown, correct: correct), chosen.map(Reply.option))
    case .trueFalse(let claim, let isTrue, let chosen)?:
      return (.trueFalse(claim: claim, isTrue: isTrue), chosen.map(Reply.truth))
    case .choice(let asked, let chosen)?:
      return (.choice(asked), chosen.map(Reply.option))
    case .score(let asked, let given)?:
      return (.score(asked), given.map(Reply.number))
    case .scenario(let asked)?:
      return (.scenario(asked), question.chosen.map(Reply.sanction))
    case .bank(let asked, let chosen)?:
      return (.bank(asked), chosen.map(asked.reply))
    case .own(let asked, let given)?:
      return (.own(asked), given.map(Reply.text))
    }
  }

  /// `import`: a line per file read and the totals.
  func imported(_ files: [HistoryTransfer.ImportTally]) -> String {
    var total = HistoryTransfer.ImportTally(path: "")
    var lines: [String] = []
    for file in files {
      let path = Sanitizer.visible(file.path, limit: 300)
      lines.append(catalog.text("import.file", path, file.added, file.present, file.unreadable))
      total.added += file.added
      total.present += file.present
      total.unreadable += file.unreadable
    }
    lines.append(catalog.text("import.summary", total.added, total.present, total.unreadable))
    return lines.joined(separator: "\n") + "\n"
  }
}
