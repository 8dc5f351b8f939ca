/// How many damaged lines of one file a command reports one by one: a binary file read by
/// mistake must not print a million warnings. The rest are counted in one line.
package enum WarningLimit {
  package static let perFile = 20

  /// "…and N more lines of FILE skipped."
  package static func more(_ count: Int, file: String, _ catalog: Catalog) -> String {
    catalog.text("trust.warnings.more", count, Sanitizer.visible(file, limit: 300))
  }
}
