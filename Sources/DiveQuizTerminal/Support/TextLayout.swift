import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Small helpers to lay out terminal text in columns.
package enum TextLayout {
  /// Pads to `width` display columns (not characters: accents and wide letters line up),
  /// never cuts.
  package static func pad(_ text: String, _ width: Int) -> String {
    let missing = width - DisplayWidth.of(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  package static func padLeft(_ text: String, _ width: Int) -> String {
    let missing = width - DisplayWidth.of(text)
    return missing > 0 ? String(repeating: " ", count: missing) + text : text
  }

  /// A number with the catalog's decimal separator and at most one decimal.
  package static func number(_ value: Double, _ catalog: Catalog) -> String {
    Tenths.short(value).replacing(".", with: catalog.text("number.decimalSeparator"))
  }

  package static func percent(_ value: Double, _ catalog: Catalog) -> String {
    catalog.text("number.percent", number(value, catalog))
  }
}
