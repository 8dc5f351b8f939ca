/// Where an edition's rule numbers and keys come from, so a judge knows how far to trust them.
///
/// The rulebook file names it (`"source": "rulebook"`); the words a judge reads are in the
/// string tables (`edition.source.<raw value>`).
package enum EditionSource: String, CaseIterable, Sendable {
  /// Checked line by line against the edition's own text.
  case rulebook
  /// Transcribed from the Diving Rules app's penalty file for that edition and cross-checked
  /// against the same app's referee checklist; the rulebook text itself was not read.
  case appChecklist = "app-checklist"

  /// One sentence on where the numbers come from, in the catalog's language.
  package func label(_ catalog: Catalog) -> String { catalog.text("edition.source.\(rawValue)") }

  /// Whether the edition's text itself was checked.
  package var textChecked: Bool { self == .rulebook }
}
