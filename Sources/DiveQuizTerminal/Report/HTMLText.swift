import DiveQuizCore

/// Text made safe for an HTML page: every field from a history or a string table passes
/// through here, so a trainee called `<script>` is shown, never run.
enum HTMLText {
  /// The one escape of markup (`Markup.escape`): entities, controls replaced.
  static func escape(_ text: some StringProtocol) -> String { Markup.escape(text) }

  /// A number for SVG coordinates: at most one decimal, a point whatever the language.
  static func coordinate(_ value: Double) -> String {
    Tenths.short(value.isFinite ? min(max(value, -100_000), 100_000) : 0)
  }

  /// A trainee's name, escaped and isolated (`<bdi>`): a right-to-left name keeps its own
  /// direction without turning the columns around it.
  static func name(_ text: some StringProtocol) -> String { "<bdi>" + escape(text) + "</bdi>" }

  /// `<tag class="…">escaped text</tag>`.
  static func element(_ tag: String, _ text: String, cssClass: String? = nil) -> String {
    let attribute = cssClass.map { " class=\"\($0)\"" } ?? ""
    return "<\(tag)\(attribute)>" + escape(text) + "</\(tag)>"
  }

  /// A table row of already-escaped cells.
  static func row(_ cells: [String], header: Bool = false) -> String {
    let tag = header ? "th" : "td"
    return "<tr>" + cells.map { "<\(tag)>\($0)</\(tag)>" }.joined() + "</tr>"
  }
}
