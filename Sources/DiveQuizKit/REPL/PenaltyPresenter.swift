import Foundation

/// Renders penalties as text for `penalties`, `show` and `search`.
public struct PenaltyPresenter: Sendable {
  public let catalog: Catalog
  public let rulebook: Rulebook
  public let style: Style
  /// The console width to fit (nil: not fitted).
  public var width: Int?

  public init(catalog: Catalog, rulebook: Rulebook, style: Style) {
    self.catalog = catalog
    self.rulebook = rulebook
    self.style = style
  }

  /// One line per penalty: id, short sanction, owners, rules.
  public func list(_ penalties: [Penalty]) -> String {
    var lines = [style.bold(catalog.text("penalties.header"))]
    for penalty in penalties {
      lines.append(width.map { TextWrapper.fit(row(penalty), width: $0) } ?? row(penalty))
    }
    lines.append(catalog.text("penalties.count", penalties.count))
    return lines.joined(separator: "\n") + "\n"
  }

  func row(_ penalty: Penalty) -> String {
    TextLayout.padLeft(String(penalty.id), 2) + "  "
      + TextLayout.pad(penalty.sanction.shortLabel(catalog), 8) + "  "
      + TextLayout.pad(penalty.owners.shortLabel(catalog), 5) + "  "
      + penalty.rules.joined(separator: ", ")
  }

  /// Everything about one penalty, with labels aligned in the current language.
  public func detail(_ penalty: Penalty) -> String {
    var fields: [(String, String)] = [
      (catalog.text("show.description"), penalty.description(catalog)),
      (
        catalog.text("show.sanction"),
        "\(penalty.sanction.rawValue)  " + penalty.sanction.label(catalog)
      ),
      (catalog.text("show.owners"), penalty.owners.label(catalog)),
      (catalog.text("show.rules"), penalty.rules.joined(separator: ", ")),
      (
        catalog.text("show.formerRules"),
        penalty.formerRules.isEmpty
          ? catalog.text("show.none") : penalty.formerRules.joined(separator: ", ")
      ),
    ]
    if let discipline = penalty.discipline {
      fields.append((catalog.text("show.discipline"), discipline.label(catalog)))
    }
    if let phase = penalty.phase {
      fields.append((catalog.text("show.phase"), phase.label(catalog)))
    }
    if let note = penalty.note(catalog) {
      fields.append((catalog.text("show.note"), note))
    }
    let labelWidth = fields.map { DisplayWidth.of($0.0) }.max() ?? 0
    var lines = [style.bold(catalog.text("show.title", penalty.id))]
    for (label, value) in fields {
      lines += TextWrapper.field(label, value, labelWidth: labelWidth, width: width)
    }
    lines.append(style.dim(catalog.text("show.edition", rulebook.edition ?? rulebook.editionID)))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Penalties whose description (current language or English) holds every word of `query`,
  /// or whose rule number is the query or lies under it (`8.5` finds `8.5.4`).
  public func search(_ query: String) -> [Penalty] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    let ruleQuery = Self.fold(trimmed)
    let words = CommandParser.words(of: trimmed).map(Self.fold)
    return rulebook.penalties.filter { penalty in
      let rules = (penalty.rules + penalty.formerRules).map(Self.fold)
      if rules.contains(where: { $0 == ruleQuery || $0.hasPrefix(ruleQuery + ".") }) { return true }
      let texts = [
        catalog.lookup(penalty.descriptionKey), catalog.englishText(penalty.descriptionKey),
      ]
      .compactMap { $0 }.map(Self.fold)
      return !words.isEmpty && texts.contains { text in words.allSatisfy { text.contains($0) } }
    }
  }

  /// The search result as text, each match with its description.
  public func searchResult(_ query: String) -> String {
    let found = search(query)
    guard !found.isEmpty else {
      return catalog.text("search.none", Sanitizer.visible(query)) + "\n"
    }
    var lines: [String] = []
    for penalty in found {
      lines.append(row(penalty))
      lines.append("    " + penalty.description(catalog))
    }
    lines.append(catalog.text("search.count", found.count))
    return lines.joined(separator: "\n") + "\n"
  }

  private static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
