/// An error a user or a data file caused, whose text comes from the string tables.
///
/// Errors are values so that tests compare them; only the edge of the program turns them into
/// words, in whatever language the session is using at that moment.
package protocol UserFacingError: Error {
  /// The one-line message, in the catalog's language.
  func message(_ catalog: Catalog) -> String
}

extension UserFacingError {
  /// The message as a diagnostic line: `error: …`, in the catalog's language.
  package func diagnostic(_ catalog: Catalog) -> String {
    catalog.text("error.line", message(catalog))
  }

  /// A file name, path or key from the user or a folder listing as messages show it: through
  /// the one sanitiser, control characters escaped, at most 300 characters.
  package func shown(_ text: String) -> String { Sanitizer.visible(text, limit: 300) }
}
