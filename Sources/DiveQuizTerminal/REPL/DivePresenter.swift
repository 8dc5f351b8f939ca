import DiveQuizCore

/// Dives as text: one dive with its DD at each height and the formula's components, and
/// the list of `dives`.
struct DivePresenter {
  let catalog: Catalog
  let dives: DiveCatalog
  /// The rulebook edition taught, to say when it is taught with another edition's tables.
  let taughtEdition: String
  var width: Int?

  /// `dive 5253B`: the name, then per position a line per height. Without `tables` the
  /// closing line on the tables' edition is left out (feedback in a quiz, whose header
  /// names the edition).
  func detail(_ query: DiveQuery, tables: Bool = true) -> String {
    var positions = DivePosition.allCases.filter { position in
      dives.entries(for: query.number).contains { $0.code.position == position }
    }
    if let asked = query.position { positions = [asked] }
    let heights = query.height.map { [$0] } ?? DiveHeight.allCases
    var lines: [String] = []
    for position in positions {
      let code = DiveCode(number: query.number, position: position)
      lines.append("\(code)  " + DiveName.text(code, catalog))
      let header =
        [
          catalog.text("dive.column.height"), catalog.text("dive.column.dd"),
        ] + DiveEntry.componentLetters
      lines.append("  " + row(header))
      for height in heights {
        lines.append("  " + heightLine(code, height))
      }
      for height in heights {
        if let entry = dives.entry(code, at: height),
          let missing = entry.components.firstIndex(where: { $0 == nil })
        {
          lines.append(
            catalog.text(
              "dive.disagrees", "\(code)", metres(height), decimal(entry.dd),
              DiveEntry.componentLetters[missing]))
        }
      }
    }
    lines.append(catalog.text("dive.formula", cite(.ddFormula)))
    if tables { lines.append(tablesNote()) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A rule as the edition taught cites it (`RuleReference`).
  private func cite(_ topic: RuleReference.Topic) -> String {
    RuleReference(topic, edition: taughtEdition).text(catalog)
  }

  private func heightLine(_ code: DiveCode, _ height: DiveHeight) -> String {
    let label = catalog.text("dive.height", metres(height))
    guard let entry = dives.entry(code, at: height) else {
      let why: String
      switch DiveRules.absence(code, at: height, in: dives) {
      case .somersaultsNotPossible:
        why = catalog.text(
          "dive.notPossible.somersaults", DiveName.count(code.number.halfSomersaults),
          metres(height))
      case .positionNotAllowed:
        why = catalog.text("dive.notPossible.position", cite(.twistPositions))
      case .notTabled: why = catalog.text("dive.notTabled")
      }
      return row([label, "—", why])
    }
    return row(
      [label, decimal(entry.dd)]
        + entry.components.map { $0.map(decimal) ?? "—" })
  }

  /// Cells padded to fixed widths: the height's label, then the numbers.
  private func row(_ cells: [String]) -> String {
    var text = ""
    for (index, cell) in cells.enumerated() {
      let width = index == 0 ? 9 : 6
      text += cell + String(repeating: " ", count: max(1, width - DisplayWidth.of(cell)))
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Tenths in the catalog's way of writing decimals (`3.4`, `3,4`).
  private func decimal(_ tenths: Int) -> String {
    LocalDecimal.text(DiveTenths.format(tenths), catalog)
  }

  private func metres(_ height: DiveHeight) -> String {
    LocalDecimal.text(height.metres, catalog)
  }

  /// Which edition the tables come from, and that the editions taught after it use them.
  func tablesNote() -> String {
    var note = catalog.text("dive.tables", dives.edition, dives.inForceFrom)
    if taughtEdition != dives.edition {
      note += " " + catalog.text("dive.tablesTaught", taughtEdition, dives.edition)
    }
    return note
  }

  /// What `edition` says: the tables' edition, and every other edition the rulebook holds
  /// that is taught with them.
  func editionNote(_ editions: [String]) -> String {
    let others = editions.filter { $0 != dives.edition }
    let note = catalog.text("dive.tables", dives.edition, dives.inForceFrom)
    guard !others.isEmpty else { return note }
    return note + " "
      + catalog.text("dive.tablesServe", others.joined(separator: ", "), dives.edition)
  }

  /// `dives`: one row per dive and position, its DD at each height.
  func list(_ filter: DiveFilter) -> String {
    var rows: [[String]] = [
      [catalog.text("dive.column.dive"), catalog.text("dive.column.name")]
        + DiveHeight.allCases.map { catalog.text("dive.height", metres($0)) }
    ]
    var count = 0
    for number in dives.numbers {
      let entries = dives.entries(for: number)
      for position in DivePosition.allCases {
        let rowEntries = entries.filter { $0.code.position == position }
        guard rowEntries.contains(where: filter.admits) else { continue }
        let code = DiveCode(number: number, position: position)
        var cells = ["\(code)", DiveName.text(number, catalog)]
        for height in DiveHeight.allCases {
          let entry = rowEntries.first { $0.height == height }
          cells.append(entry.map { decimal($0.dd) } ?? "—")
        }
        rows.append(cells)
        count += 1
      }
    }
    guard count > 0 else { return catalog.text("dives.none") + "\n" }
    let table = TextTable(
      [.init(), .init(shrinks: true, minimum: 12)]
        + DiveHeight.allCases.map { _ in TextTable.Column(.right) })
    return table.render(rows, width: width).joined(separator: "\n") + "\n"
      + catalog.text("dives.count", count) + "\n" + tablesNote() + "\n"
  }
}
