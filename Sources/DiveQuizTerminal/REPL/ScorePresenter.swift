import DiveQuizCore

/// A score sheet as a secretary checks it: each line of awards with the cancelled ones in
/// brackets, any award adopted for a missing one, the penalty, the sum, the factor, × DD.
struct ScorePresenter {
  let catalog: Catalog
  /// The edition whose rules 7.9 and 7.10 the sheet cites (`RuleReference`).
  let edition: EditionID

  func sheet(_ sheet: ScoreSheet) -> String {
    let request = sheet.request
    // Decimal commas call for another separator between numbers: `7,0 ; 7,5`.
    let list = catalog.text("score.listSeparator")
    var lines: [String] = []
    let panelKey = sheet.isSynchro ? "score.panel.synchro" : "score.panel.individual"
    lines.append(
      catalog.text(panelKey, request.panel.judges, number(Tenths.format(tenths: request.degree))))
    if let penalty = request.penalty {
      switch penalty {
      case .maximum(let cap): lines.append(catalog.text("score.penalty.maximum", award(cap)))
      case .deduct(let points):
        lines.append(catalog.text("score.penalty.deduct", award(points)))
      }
    }
    for replacement in sheet.replacements {
      let label = catalog.text("score.line.\(replacement.line.rawValue)")
      if replacement.copied {
        lines.append(
          catalog.text(
            "score.missing.copied", label, replacement.judge, award(replacement.adopted),
            RuleReference(.missingSynchro, edition: edition).text(catalog)))
      } else {
        lines.append(
          catalog.text(
            "score.missing.average", label, replacement.judge,
            replacement.from.map(award).joined(separator: list),
            number(
              MissingAward.averageText(
                thousandths: replacement.averageThousandths, exact: replacement.averageExact)),
            award(replacement.adopted),
            RuleReference(sheet.isSynchro ? .missingSynchro : .missingAward, edition: edition)
              .text(catalog)))
      }
    }
    let labels = sheet.lines.map {
      catalog.text("score.line.label", catalog.text("score.line.\($0.line.rawValue)"))
    }
    let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
    for (index, line) in sheet.lines.enumerated() {
      let cells = line.cells.map(cell).joined(separator: "  ")
      let label = labels[index]
      lines.append(
        label + String(repeating: " ", count: labelWidth - DisplayWidth.of(label) + 1)
          + cells)
    }
    let cancelled = sheet.lines.flatMap { $0.cells.filter(\.cancelled).map(\.counted) }
    lines.append(
      catalog.text(
        "score.cancelled", cancelled.count, cancelled.map(award).joined(separator: list)))
    let kept = sheet.kept
    lines.append(
      catalog.text(
        "score.kept", kept.count, kept.map(award).joined(separator: " + "),
        award(sheet.keptSum)))
    let result = number(Decimals.format(hundredths: sheet.score))
    let degree = number(Tenths.format(tenths: request.degree))
    if sheet.isSynchro {
      lines.append(
        catalog.text(
          "score.factor", award(sheet.keptSum), tenths(sheet.factored)))
      lines.append(catalog.text("score.result", tenths(sheet.factored), degree, result))
    } else {
      lines.append(catalog.text("score.result", award(sheet.keptSum), degree, result))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An award as shown on the sheet: `(8.0)` when cancelled, `6.5→2.0` when a penalty
  /// lowered it, `[7.5]` when adopted for a missing one.
  private func cell(_ cell: ScoreSheet.Cell) -> String {
    var text = award(cell.counted)
    if cell.counted != cell.beforePenalty { text = award(cell.beforePenalty) + "→" + text }
    if cell.given == nil { text = "[" + text + "]" }
    return cell.cancelled ? "(" + text + ")" : text
  }

  /// Hundredths that are whole tenths (the synchronised factor): `21.3`.
  private func tenths(_ hundredths: Int) -> String {
    number(
      hundredths % 10 == 0
        ? Tenths.format(tenths: hundredths / 10) : Decimals.format(hundredths: hundredths))
  }

  /// Half points in the catalog's way of writing decimals: `7.5`, `7,5`.
  private func award(_ halves: Int) -> String { number(Award.format(halves)) }

  private func number(_ plain: String) -> String { LocalDecimal.text(plain, catalog) }
}
