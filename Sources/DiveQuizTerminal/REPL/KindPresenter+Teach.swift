import DiveQuizCore

/// What a wrong answer to a dive, DD or award question is taught besides the key: the DD's
/// working as `dive` shows it, the band's awards and its neighbours, the positions the rule
/// allows against those the tables list. Each fact is rebuilt from the question and the
/// tables, in the language of the moment.
extension KindPresenter {
  /// The lines under "Correct answer"; empty for the asks that need nothing more (a dive's
  /// name or number: the key names it).
  func teach(_ question: ChoiceQuestion, dives: DiveCatalog?) -> [String] {
    switch question.ask {
    case .name, .number: return []
    case .dd: return working(question, dives)
    case .band:
      guard case .success(let halves) = Award.parse(question.subject),
        let band = AwardBand(halves: halves)
      else { return [] }
      return bandLines(band)
    case .range:
      guard let band = AwardBand(rawValue: question.subject) else { return [] }
      return bandLines(band)
    case .positions: return positions(question, dives)
    }
  }

  /// The dive at the question's height as `dive CODE HEIGHT` shows it: the components A to
  /// E beside the DD, and the formula with its rule.
  private func working(_ question: ChoiceQuestion, _ dives: DiveCatalog?) -> [String] {
    guard let dives, let height = question.height,
      case .success(var query) = DiveQuery.parse([question.subject])
    else { return [] }
    query.height = height
    let detail = DivePresenter(catalog: catalog, dives: dives, taughtEdition: edition)
      .detail(query, tables: false)
    return detail.split(separator: "\n").map { "  " + $0 }
  }

  /// The band with its awards and rule, then the bands either side of it.
  private func bandLines(_ band: AwardBand) -> [String] {
    let bands = AwardBand.allCases
    guard let index = bands.firstIndex(of: band) else { return [] }
    var lines = [
      catalog.text("kinds.teach.band", band.name(catalog), awards(band), cite(.awardBands))
    ]
    // The rule lists the bands from the highest down: the one before is above.
    if index + 1 < bands.count {
      let below = bands[index + 1]
      lines.append(catalog.text("kinds.teach.below", below.name(catalog), awards(below)))
    }
    if index > 0 {
      let above = bands[index - 1]
      lines.append(catalog.text("kinds.teach.above", above.name(catalog), awards(above)))
    }
    return lines
  }

  /// A band's awards as the options show them (`7,0 à 8,0`, `10`).
  private func awards(_ band: AwardBand) -> String {
    let halves = band.halves
    if halves.count == 1 { return String(halves.lowerBound / 2) }
    return catalog.text(
      "kinds.range", number(Award.format(halves.lowerBound)),
      number(Award.format(halves.upperBound)))
  }

  /// The positions rule 1.6.4 allows the number, and those the DD tables list it in.
  private func positions(_ question: ChoiceQuestion, _ dives: DiveCatalog?) -> [String] {
    guard case .success(let query) = DiveQuery.parse([question.subject]) else { return [] }
    let allowed = DivePosition.allCases.filter { DiveRules.positionAllowed(query.number, $0) }
    let listed = Set((dives?.entries(for: query.number) ?? []).map(\.code.position))
    let tabled = DivePosition.allCases.filter(listed.contains)
    let subject = Sanitizer.visible(question.subject, limit: 16)
    // Letters as the options show them, in every language.
    let letters = { (positions: [DivePosition]) in
      positions.map(\.rawValue).joined(separator: ", ")
    }
    guard dives != nil else { return [] }
    if tabled.isEmpty {
      return [
        catalog.text("kinds.teach.untabled", cite(.twistPositions), subject, letters(allowed))
      ]
    }
    return [
      catalog.text(
        "kinds.teach.positions", cite(.twistPositions), subject, letters(allowed), letters(tabled))
    ]
  }
}
