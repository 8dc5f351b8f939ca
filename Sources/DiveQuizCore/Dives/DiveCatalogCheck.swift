/// What `divequiz check` finds in the dive catalogue: the documented exceptions (a DD the
/// table prints for a combination the component table says is not possible) and real
/// problems (a DD that is not the sum of its components, a component A that is not the A
/// table's).
package enum DiveFinding: Equatable, Sendable {
  /// Printed in the DD table although component `component` is "not possible": kept, and
  /// reported as the rulebook's own disagreement.
  case notPossibleButTabled(DiveEntry, component: String)
  /// The DD differs from A + B + C + D + E.
  case sumDiffers(DiveEntry, sum: Int)
  /// Component A differs from the A table for its height and somersaults (nil: the A table
  /// has no value there).
  case somersaultsDiffer(DiveEntry, table: Int?)

  /// Exceptions are the rulebook's; everything else is a problem of the file.
  package var isProblem: Bool {
    if case .notPossibleButTabled = self { return false }
    return true
  }

  package func message(_ catalog: Catalog, file: String) -> String {
    func decimal(_ tenths: Int) -> String {
      LocalDecimal.text(Tenths.format(tenths: tenths), catalog)
    }
    switch self {
    case .notPossibleButTabled(let entry, let component):
      return catalog.text(
        "dives.check.exception", "\(entry.code)", LocalDecimal.text(entry.height.metres, catalog),
        decimal(entry.dd),
        component)
    case .sumDiffers(let entry, let sum):
      return catalog.text(
        "dives.check.sum", file, entry.line, "\(entry.code)",
        LocalDecimal.text(entry.height.metres, catalog),
        decimal(entry.dd), decimal(sum))
    case .somersaultsDiffer(let entry, let table):
      return catalog.text(
        "dives.check.somersaults", file, entry.line, "\(entry.code)",
        LocalDecimal.text(entry.height.metres, catalog),
        table.map(decimal) ?? "—")
    }
  }
}

/// Recomputes every DD of the catalogue from its components.
package enum DiveCatalogCheck {
  package static func findings(_ catalog: DiveCatalog) -> [DiveFinding] {
    var findings: [DiveFinding] = []
    for entry in catalog.entries {
      if let missing = entry.components.firstIndex(where: { $0 == nil }) {
        findings.append(
          .notPossibleButTabled(entry, component: DiveEntry.componentLetters[missing]))
        continue
      }
      if let sum = entry.formulaSum, sum != entry.dd {
        findings.append(.sumDiffers(entry, sum: sum))
      }
      if let table = catalog.somersaults[entry.height]?[entry.code.number.halfSomersaults],
        table != entry.components[0]
      {
        findings.append(.somersaultsDiffer(entry, table: table))
      }
    }
    return findings
  }

  /// How many DDs equal the sum of their components.
  package static func agreeing(_ catalog: DiveCatalog) -> Int {
    catalog.entries.filter { $0.formulaSum == $0.dd }.count
  }
}
