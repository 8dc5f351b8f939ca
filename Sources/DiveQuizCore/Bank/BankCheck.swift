/// What `divequiz check` finds wrong with the bank beyond what stops it loading: every
/// question complete in every language table (its text, the options its form has, its
/// explanation), every checklist duty worded, and no key in a table that nothing shows.
package enum BankCheck {
  package enum Problem: Equatable, Sendable {
    /// English lacks a text: the question cannot be shown (`questions.tsv` line).
    case missingEnglish(file: String, line: Int, id: String, key: String)
    /// A language lacks texts of some questions (English is shown instead): the ids.
    case untranslated(language: String, file: String, ids: [String], total: Int)
    /// A key no question or duty has (an option beyond the form's, a question removed).
    case unusedKey(file: String, line: Int, key: String)
    /// A regional table (`es-MX`) rewords a key its parent table lacks.
    case regionalKey(file: String, line: Int, key: String, parent: String)

    package func message(_ catalog: Catalog) -> String {
      switch self {
      case .missingEnglish(let file, let line, let id, let key):
        return catalog.text("bank.check.missingEnglish", file, line, id, key)
      case .untranslated(let language, let file, let ids, let total):
        let shown = ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
        return catalog.text("bank.check.untranslated", language, file, ids.count, total, shown)
      case .unusedKey(let file, let line, let key):
        return catalog.text("bank.check.unused", file, line, Sanitizer.visible(key, limit: 60))
      case .regionalKey(let file, let line, let key, let parent):
        return catalog.text(
          "check.regionalKey", file, line, Sanitizer.visible(key, limit: 60), parent)
      }
    }
  }

  /// Every problem of the bank whose tables are all parsed (`Catalog.loadingAll`).
  package static func check(_ bank: QuestionBank, texts: Catalog) -> [Problem] {
    var problems: [Problem] = []
    var used: Set<String> = []
    for question in bank.questions { used.formUnion(question.textKeys) }
    for duty in bank.checklist { used.insert(duty.textKey) }
    let english = texts.english
    for question in bank.questions {
      for key in question.textKeys where english[key] == nil {
        problems.append(
          .missingEnglish(file: bank.file, line: question.line, id: question.id, key: key))
      }
    }
    for duty in bank.checklist where english[duty.textKey] == nil {
      problems.append(
        .missingEnglish(file: "checklists.tsv", line: duty.line, id: duty.item, key: duty.textKey))
    }
    for code in texts.availableLanguages {
      guard let table = texts.tables[code] else { continue }
      for (key, line) in zip(table.keys, table.lines) where !used.contains(key) {
        problems.append(.unusedKey(file: table.file, line: line, key: key))
      }
      guard code != Catalog.fallbackLanguage else { continue }
      let chain = texts.chain(of: code)
      if chain.count > 2, let parent = chain.dropFirst().first {
        // A regional table: it inherits, so it only has to reword keys its parent has.
        for (key, line) in zip(table.keys, table.lines)
        where used.contains(key) && texts.tables[parent]?[key] == nil {
          problems.append(.regionalKey(file: table.file, line: line, key: key, parent: parent))
        }
        continue
      }
      var missing: [String] = []
      var total = 0
      for question in bank.questions {
        total += 1
        if question.textKeys.contains(where: { table[$0] == nil }) { missing.append(question.id) }
      }
      for duty in bank.checklist {
        total += 1
        if table[duty.textKey] == nil { missing.append(duty.item) }
      }
      if !missing.isEmpty {
        problems.append(
          .untranslated(language: code, file: table.file, ids: missing, total: total))
      }
    }
    return problems
  }
}
