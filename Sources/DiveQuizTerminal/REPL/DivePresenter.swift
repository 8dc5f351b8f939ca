import DiveQuizCore

/// Dives as text: one dive with its DD at each height and the formula's components, and
/// the list of `dives`.
struct DivePresenter {
  let catalog: Catalog
  let dives: DiveCatalog
  /// The rulebook edition taught, to say when it is taught with another edition's tables.
  let taughtEdition: EditionID
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
        [catalog.text("dive.column.height"), catalog.text("dive.column.dd")]
        + DiveEntry.componentLetters
      lines += heightLines(code, heights, header: header)
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

  /// A line per height, indented: the DD and its components in columns (stacked as
  /// "HEADER value" pairs when they do not fit), or why there is none, hanging past the
  /// first two columns.
  private func heightLines(_ code: DiveCode, _ heights: [DiveHeight], header: [String])
    -> [String]
  {
    var rows: [[String]] = []
    var absent: [(row: Int, label: String, why: String)] = []
    for height in heights {
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
        absent.append((rows.count, label, why))
        rows.append([label, "—"])
        continue
      }
      rows.append([label, decimal(entry.dd)] + entry.components.map { $0.map(decimal) ?? "—" })
    }
    // The widths of the printed tables when there is room: a height column of 7, figures of 4.
    let table = TextTable(
      [.init(natural: 7)] + header.dropFirst().map { _ in .init(natural: 4) }, header: header,
      stack: [[0], Array(1..<header.count)])
    let inner = width.map { max(1, $0 - 2) }
    let layout = table.layout(rows.filter { $0.count > 2 }, width: inner)
    var lines = table.headerLine(layout).map { ["  " + $0] } ?? []
    for (index, row) in rows.enumerated() {
      guard let gone = absent.first(where: { $0.row == index }) else {
        lines += table.lines(row, layout).map { "  " + $0 }
        continue
      }
      // The reason takes the place of the components, whole, wrapped under itself.
      let gap = String(repeating: " ", count: layout.stacked ? 2 : layout.spacing)
      let start =
        layout.stacked
        ? "  " + gone.label + "  —  "
        : "  " + TextLayout.pad(gone.label, layout.widths[0]) + gap
          + TextLayout.pad("—", layout.widths[1]) + gap
      let text = start + gone.why
      lines +=
        width.map { TextWrapper.lines(text, width: $0, indent: DisplayWidth.of(start)) }
        ?? [text]
    }
    return lines
  }

  /// Tenths in the catalog's way of writing decimals (`3.4`, `3,4`).
  private func decimal(_ tenths: Int) -> String {
    LocalDecimal.text(Tenths.format(tenths: tenths), catalog)
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
  func editionNote(_ editions: [EditionID]) -> String {
    let others = editions.filter { $0 != dives.edition }
    let note = catalog.text("dive.tables", dives.edition, dives.inForceFrom)
    guard !others.isEmpty else { return note }
    return note + " "
      + catalog.text("dive.tablesServe", others.map(\.text).joined(separator: ", "), dives.edition)
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
    // Nothing is cut: when the columns do not fit, each dive's DDs stack under its number and
    // name as "HEADER value" pairs.
    let table = TextTable(
      [.init(), .init()] + DiveHeight.allCases.map { _ in TextTable.Column(.right) },
      header: Array(rows[0]), stack: [[0, 1], Array(2..<rows[0].count)])
    return table.render(Array(rows.dropFirst()), width: width).joined(separator: "\n") + "\n"
      + catalog.text("dives.count", count) + "\n" + tablesNote() + "\n"
  }
}
