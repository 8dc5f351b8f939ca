import DiveQuizCore

/// Text made safe for an HTML page: every field from a history or a string table passes
/// through here, so a trainee called `<script>` is shown, never run.
enum HTMLText {
  /// `&`, `<`, `>`, `"` and `'` as entities; control characters (other than tab and line
  /// breaks) as the replacement character, which a page cannot otherwise show.
  static func escape(_ text: some StringProtocol) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where Sanitizer.isControl(scalar):
        out += "\u{FFFD}"
      case _ where Sanitizer.isFormat(scalar):
        // A bidirectional override in a name would reorder the page around it: shown as
        // text, as on the terminal.
        out += Sanitizer.visible(String(scalar))
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A number for SVG coordinates: at most one decimal, a point whatever the language.
  static func coordinate(_ value: Double) -> String {
    let tenths = Tenths.scaled(value.isFinite ? min(max(value, -100_000), 100_000) : 0)
    let sign = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    return magnitude % 10 == 0
      ? sign + String(magnitude / 10) : sign + "\(magnitude / 10).\(magnitude % 10)"
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
