/// Text made safe inside HTML or XML: the one escape of the HTML report, Moodle's XML and
/// Anki's HTML fields, so a text holding `<` or a control character is shown, never read as
/// markup (and never makes an XML file invalid: XML 1.0 admits no control but tab and line
/// breaks).
package enum Markup {
  /// `&`, `<`, `>`, `"` and `'` as entities; control characters (other than tab and line
  /// breaks) as the replacement character, which a page cannot otherwise show.
  package static func escape(_ text: some StringProtocol) -> String {
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
}
