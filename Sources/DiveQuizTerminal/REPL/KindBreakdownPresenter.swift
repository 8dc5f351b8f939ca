import DiveQuizCore

/// Renders results broken down by kind of question, for `report`, the exam sheet, `trainees`
/// and `progress`: a table with one row per kind, and one line per trainee naming each kind
/// with its share of points and how many questions it rests on.
///
/// A history whose questions all asked a penalty's sanction (everything before other kinds)
/// gets no breakdown: the one row would repeat the totals above it.
package struct KindBreakdownPresenter: Sendable {
  package let catalog: Catalog
  package let style: Style
  /// The console width the lines fit (nil: not fitted).
  package var width: Int?

  package init(catalog: Catalog, style: Style, width: Int? = nil) {
    self.catalog = catalog
    self.style = style
    self.width = width
  }

  /// Whether `stats` say more than the totals: some question was not a sanction question.
  package static func isWorthShowing(_ stats: [Report.KindStat]?) -> Bool {
    stats?.contains { $0.kind != QuestionKind.sanction.rawValue } ?? false
  }

  /// The kind's name in the current language; a word this version does not know, as stored.
  /// A chapter's line (`rulebook:referee`) is indented under the rulebook's in a table
  /// (`indented`), and named with the rulebook in a line of its own.
  package func name(_ kind: String, indented: Bool = true) -> String {
    if let chapter = Self.chapter(kind) {
      let chapterName = catalog.text("bank.chapter.\(chapter.rawValue)")
      return indented
        ? "  " + chapterName : catalog.text("kinds.kind.rulebook") + " · " + chapterName
    }
    return QuestionKind(rawValue: kind).map { catalog.text("kinds.kind.\($0.rawValue)") }
      ?? Sanitizer.visible(kind, limit: 24)
  }

  /// The chapter of a breakdown line `rulebook:CHAPTER`, or nil.
  static func chapter(_ kind: String) -> BankChapter? {
    let prefix = QuestionKind.rulebook.rawValue + ":"
    guard kind.hasPrefix(prefix) else { return nil }
    return BankChapter(rawValue: String(kind.dropFirst(prefix.count)))
  }

  private func percent(_ value: Double) -> String { TextLayout.percent(value, catalog) }

  /// A heading wrapped to the width, when there is one.
  private func fitted(_ title: String) -> [String] {
    width.map { TextWrapper.lines(title, width: $0) } ?? [title]
  }

  /// A titled table: per kind, the questions, how they were marked and the share of points.
  package func table(_ stats: [Report.KindStat], title: String) -> [String] {
    let header = [
      "breakdown.column.kind", "breakdown.column.questions", "breakdown.column.right",
      "breakdown.column.partly", "breakdown.column.wrong", "breakdown.column.skipped",
      "report.column.percent",
    ].map { catalog.text($0) }
    let rows = stats.map { stat in
      [name(stat.kind)]
        + [stat.questions, stat.right, stat.partlyRight, stat.wrong, stat.skipped].map {
          String($0)
        } + [percent(stat.percent)]
    }
    // Nothing is cut: when the columns do not fit, each kind's figures stack under its name
    // as "HEADER value" pairs.
    let table = TextTable(
      [.init()] + (1...5).map { _ in .init(.right) } + [.init(.right, labelled: false)],
      header: header, stack: [[0], Array(1...6)])
    let rendered = table.render(rows, width: width)
    return fitted(title).map { style.bold($0) } + rendered
  }

  /// A titled list: each person's kinds on one line (wrapped to the width), as
  /// "Name: Sanctions 85 % (40) · DD 60 % (5)"; people without questions are left out.
  package func perPerson(_ people: [(name: String, kinds: [Report.KindStat])], title: String)
    -> [String]
  {
    var lines = fitted(title).map { style.bold($0) }
    // When lines are wrapped, a kind's cell stays whole and the dot stays after it.
    let space = width == nil ? " " : "\u{A0}"
    for person in people where !person.kinds.isEmpty {
      let cells = person.kinds.map { stat in
        let cell = catalog.text(
          "breakdown.cell", name(stat.kind, indented: false), percent(stat.percent),
          stat.questions)
        return cell.split(separator: " ", omittingEmptySubsequences: false).joined(
          separator: space)
      }
      let line =
        "  "
        + catalog.text(
          "breakdown.person", TraineeName.inCell(person.name),
          cells.joined(separator: space + "· "))
      if let width {
        lines += TextWrapper.lines(line, width: width, indent: 4)
      } else {
        lines.append(line)
      }
    }
    return lines
  }

  /// The report's section: the class by kind, then each trainee (or, on an exam sheet, each
  /// ranked attempt in rank order); nothing when every question was a sanction question.
  package func section(_ report: Report) -> [String] {
    guard Self.isWorthShowing(report.kinds), let kinds = report.kinds else { return [] }
    var lines = table(kinds, title: catalog.text("breakdown.report")) + [""]
    if report.seed != nil {
      lines += perPerson(
        report.ranking.map { ($0.judge, $0.kinds ?? []) }, title: catalog.text("breakdown.sheet"))
    } else {
      lines += perPerson(
        report.trainees.map { ($0.judge, $0.kinds ?? []) },
        title: catalog.text("breakdown.trainees"))
    }
    return lines + [""]
  }

  /// The class list's section: each trainee's kinds; nothing when no trainee answered any
  /// question but sanction questions.
  package func section(_ trainees: [Report.Trainee]) -> [String] {
    guard trainees.contains(where: { Self.isWorthShowing($0.kinds) }) else { return [] }
    return [""]
      + perPerson(
        trainees.map { ($0.judge, $0.kinds ?? []) }, title: catalog.text("breakdown.trainees"))
  }

  /// `progress`'s section: the trainee's completed quizzes by kind.
  package func section(progress kinds: [Report.KindStat], completed: Int) -> [String] {
    guard Self.isWorthShowing(kinds) else { return [] }
    return [""] + table(kinds, title: catalog.text("breakdown.progress", completed))
  }
}
