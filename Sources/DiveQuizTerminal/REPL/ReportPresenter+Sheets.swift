import DiveQuizCore

/// The quizzes of a sheet's seed that asked other questions — another number of questions,
/// kind, filter or edition — listed after the sheet and never ranked with it.
extension ReportPresenter {
  /// `questions: 3 · True or false · referee · edition 2024`: what sets `shape` apart from
  /// `sheet` (every part of it without one). Filter words are shown as typed.
  package static func describe(
    _ shape: SheetShape, against sheet: SheetShape? = nil, _ catalog: Catalog
  ) -> String {
    let differences = shape.differences(from: sheet)
    var parts = [catalog.text("report.shape.size", shape.size)]
    for (index, word) in differences.words.enumerated() {
      guard index == 0, word == shape.questionKind else {
        parts.append(Sanitizer.visible(word, limit: 24))
        continue
      }
      parts.append(
        word == SheetShape.mixed
          ? catalog.text("report.shape.mixed")
          : KindBreakdownPresenter(catalog: catalog, style: Style(enabled: false)).name(word))
    }
    if let edition = differences.edition {
      parts.append(catalog.text("report.shape.edition", Sanitizer.visible(edition.text, limit: 16)))
    }
    return parts.joined(separator: " · ")
  }

  /// One attempt on another sheet: `Dan Short 30/30`, or with how far an abandoned one got.
  func otherAttempt(_ entry: Report.Rank) -> String {
    let name = TraineeName.inCell(entry.judge)
    let score = "\(entry.score ?? 0)/\(entry.maximum ?? 0)"
    return name + " " + score + (entry.isAbandoned ? " (" + result(entry) + ")" : "")
  }

  /// One line per other shape, the most sat first: the shape, then each trainee's attempt,
  /// then the practice of that shape; headed by the sheet's own shape.
  func otherSheets(_ report: Report, seed: UInt64) -> [String] {
    guard let others = report.otherSheets, !others.isEmpty, let shape = report.sheet else {
      return []
    }
    let kind = (report.rankingKind ?? .exam).word
    var lines = [
      "", catalog.text("report.sheetShape", Self.describe(shape, catalog)),
      style.bold(catalog.text("report.otherSheets.\(kind)", String(seed))),
    ]
    for other in others {
      var parts = other.ranking.map(otherAttempt)
      if other.practiceQuizzes > 0 {
        parts.append(catalog.text("report.otherSheets.practice", other.practiceQuizzes))
      }
      let line =
        "  " + Self.describe(other.shape, against: shape, catalog) + " — "
        + parts.joined(separator: ", ")
      lines += width.map { TextWrapper.lines(line, width: $0, indent: 4) } ?? [line]
    }
    return lines
  }
}
