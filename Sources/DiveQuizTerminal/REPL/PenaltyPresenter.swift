import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Renders penalties as text for `penalties`, `show` and `search`, in the edition in use.
package struct PenaltyPresenter: Sendable {
  package let catalog: Catalog
  /// The edition taught: its numbers and keys are listed and searched.
  package let rulebook: Rulebook
  /// Every edition, so `show` can give the others' numbers and say where a key differs.
  package let editions: RulebookEditions
  package let style: Style
  /// The console width to fit (nil: not fitted).
  package var width: Int?

  package init(
    catalog: Catalog, rulebook: Rulebook, editions: RulebookEditions? = nil, style: Style
  ) {
    self.catalog = catalog
    self.rulebook = rulebook
    self.editions = editions ?? RulebookEditions(single: rulebook)
    self.style = style
  }

  /// One line per penalty: id, short sanction, owners, rules. A file that brings its own
  /// descriptions (the app's) has ids of its own, so each row is followed by its text.
  package func list(_ penalties: [Penalty]) -> String {
    var lines = [style.bold(catalog.text("penalties.header"))]
    for penalty in penalties {
      lines.append(width.map { TextWrapper.fit(row(penalty), width: $0) } ?? row(penalty))
      if penalty.fileEntry != nil { lines.append("    " + penalty.description(catalog)) }
    }
    lines.append(catalog.text("penalties.count", penalties.count))
    if let notice = untranslatedNotice(penalties) { lines.append(notice) }
    return lines.joined(separator: "\n") + "\n"
  }

  func row(_ penalty: Penalty) -> String {
    TextLayout.padLeft(String(penalty.id), 2) + (showsUntranslated(penalty) ? "* " : "  ")
      + TextLayout.pad(penalty.sanction.shortLabel(catalog), 8) + "  "
      + TextLayout.pad(penalty.owners.shortLabel(catalog), 5) + "  "
      + numbers(penalty.rules, doubtful: penalty.doubtfulRules)
  }

  /// Whether the entry shows the file's English in another language.
  private func showsUntranslated(_ penalty: Penalty) -> Bool { penalty.showsFileEnglish(catalog) }

  /// Said once under a list whose starred entries show the file's English.
  private func untranslatedNotice(_ penalties: [Penalty]) -> String? {
    penalties.contains(where: showsUntranslated) ? catalog.text("penalties.untranslated") : nil
  }

  /// Everything about one penalty, with labels aligned in the current language.
  ///
  /// The rule numbers come in the order a judge needs them: the edition's own, what its
  /// printed summary table shows where that differs, the other editions', then 2017–2021.
  package func detail(_ penalty: Penalty) -> String {
    var fields: [(String, String)] = [
      (catalog.text("show.description"), penalty.description(catalog)),
      (
        catalog.text("show.sanction"),
        "\(penalty.sanction.rawValue)  " + penalty.sanction.label(catalog)
      ),
      (catalog.text("show.owners"), penalty.owners.label(catalog)),
    ]
    let others = editions.others(than: penalty.edition)
    fields.append(
      (
        rulesLabel(penalty.edition, alone: others.isEmpty),
        numbers(penalty.rules, doubtful: penalty.doubtfulRules)
      ))
    if let printed = penalty.summaryRules {
      fields.append(
        (
          catalog.text("show.summaryRules"),
          printed.isEmpty ? catalog.text("show.notListed") : numbers(printed)
        ))
    }
    for other in others {
      let entry = other.penalty(id: penalty.id)
      fields.append(
        (
          rulesLabel(other.editionID, alone: false),
          entry.map { numbers($0.rules, doubtful: $0.doubtfulRules) }
            ?? absence(penalty, in: other)
        ))
    }
    fields.append((catalog.text("show.formerRules"), numbers(penalty.formerRules)))
    if let discipline = penalty.discipline {
      fields.append((catalog.text("show.discipline"), discipline.label(catalog)))
    }
    if let phase = penalty.phase {
      fields.append((catalog.text("show.phase"), phase.label(catalog)))
    }
    let notes = notes(penalty, others: others)
    for (index, note) in notes.enumerated() {
      fields.append((index == 0 ? catalog.text("show.note") : "", note))
    }
    if showsUntranslated(penalty) {
      fields.append(
        (notes.isEmpty ? catalog.text("show.note") : "", catalog.text("show.untranslated")))
    }
    let labelWidth = fields.map { DisplayWidth.of($0.0) }.max() ?? 0
    var lines = [style.bold(catalog.text("show.title", penalty.id))]
    for (label, value) in fields {
      lines += TextWrapper.field(label, value, labelWidth: labelWidth, width: width)
    }
    // The edition's full title, when the file gives one (the mobile app's file does not).
    let edition = editions.rulebook(ofRecord: penalty.edition)?.edition ?? rulebook.edition
    if let title = edition.title(catalog) {
      lines.append(style.dim(catalog.text("show.edition", edition.id, title)))
    }
    // Where the numbers come from, when they were not checked against the rulebook itself.
    if let source = edition.source, !source.textChecked {
      lines.append(style.dim(source.label(catalog)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why an edition has no line `penalty`: a line split off an older penalty names the line
  /// that held the fault there (2025 #45 for 2026 #58), anything else is not in it.
  private func absence(_ penalty: Penalty, in other: Rulebook) -> String {
    guard let parent = penalty.partOf, let held = other.penalty(id: parent) else {
      return catalog.text("show.notInEdition")
    }
    return catalog.text("show.partOf", parent, numbers(held.rules, doubtful: held.doubtfulRules))
  }

  /// "Rules" when the rulebook has one edition, else "Rules, edition 2025".
  private func rulesLabel(_ edition: EditionID, alone: Bool) -> String {
    alone ? catalog.text("show.rules") : catalog.text("show.rulesOfEdition", edition)
  }

  /// The numbers joined, each doubtful one followed by the word.
  private func numbers(_ rules: [String], doubtful: [String] = []) -> String {
    rules.isEmpty
      ? catalog.text("show.none") : Penalty.numbersText(rules, doubtful: doubtful, catalog)
  }

  /// The edition's note, then one line per edition whose key differs: a judge who learnt the
  /// other edition must not carry its answer over unwarned.
  private func notes(_ penalty: Penalty, others: [Rulebook]) -> [String] {
    var notes = penalty.note(catalog).map { [$0] } ?? []
    for other in others {
      guard let entry = other.penalty(id: penalty.id), entry.keyDiffers(from: penalty) else {
        continue
      }
      notes.append(
        catalog.text(
          "show.keyDiffers", other.editionID, entry.sanction.label(catalog),
          entry.owners.label(catalog)))
    }
    return notes
  }

  /// What `query` finds, closest first (`PenaltySearch`): a rule number (`8.5` finds
  /// `8.5.4`), the whole phrase, every word, then the sanction and owner words.
  package func search(_ query: String) -> [Penalty] {
    PenaltySearch(rulebook: rulebook, catalog: catalog).run(query).map(\.penalty)
  }

  /// The search result as text, each match with its description and the words that matched.
  package func searchResult(_ query: String) -> String {
    let found = PenaltySearch(rulebook: rulebook, catalog: catalog).run(query)
    guard !found.isEmpty else {
      return catalog.text("search.none", Sanitizer.visible(query)) + "\n"
    }
    var lines: [String] = []
    for hit in found {
      lines.append(row(hit.penalty))
      lines.append("    " + hit.penalty.description(catalog))
      if !hit.matched.isEmpty {
        let words = hit.matched.map { Sanitizer.visible($0) }.joined(separator: ", ")
        lines.append("    " + catalog.text("search.matched", words))
      }
    }
    lines.append(catalog.text("search.count", found.count))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `edition`: the edition in use, then every edition the rulebook holds (the default first
  /// marked), each with its title, its size and where its numbers come from; after a switch
  /// (`switched`) only the new edition's name. A quiz on screen from another edition is named.
  func edition(quizEdition: EditionID?, switched: Bool = false) -> String {
    var lines: [String]
    if switched {
      lines = [catalog.text("repl.editionSwitched", rulebook.editionID)]
    } else {
      lines = [catalog.text("repl.edition", rulebook.editionID)]
      for book in editions.all {
        let edition = book.edition
        let name =
          book.editionID == editions.standard.editionID
          ? catalog.text("edition.default", edition.id) : edition.id.text
        let title =
          edition.title(catalog) ?? edition.inForceFrom.map { catalog.text("edition.inForce", $0) }
          ?? "—"
        lines.append(catalog.text("edition.line", name, title, book.penalties.count))
        if let source = edition.source { lines.append("    " + source.label(catalog)) }
      }
    }
    if let quizEdition, quizEdition != rulebook.editionID {
      lines.append(catalog.text("repl.editionQuiz", quizEdition))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
