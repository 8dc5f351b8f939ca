/// Decimal numbers as a language writes them: `3.4` in English, `3,4` in French, Spanish
/// and Italian (the tables' `number.decimalSeparator`). Typed numbers are read with either.
package enum LocalDecimal {
  /// `plain` (written with a point, as the formatters here write it) with the catalog's
  /// decimal separator.
  package static func text(_ plain: String, _ catalog: Catalog) -> String {
    let separator = catalog.text("number.decimalSeparator")
    guard separator != "." else { return plain }
    return plain.replacing(".", with: separator)
  }
}
