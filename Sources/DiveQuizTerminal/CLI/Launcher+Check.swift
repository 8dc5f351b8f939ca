import DiveQuizCore
import DiveQuizService

/// `divequiz check`: the rulebook, the tables and the history checked, one problem a line.
extension Launcher {
  /// `divequiz check --history`: each record whose stored summary (score, maximum, passed)
  /// disagrees with its answers, once, with the figures every reader shows instead; exit 1
  /// when there is one.
  static func checkHistory(
    _ service: TrainerService, style: Style, _ console: any Console, _ catalog: Catalog
  ) -> ExitStatus {
    guard let history = service.history?.main else { return .failure }
    let location = Sanitizer.visible(history.location, limit: 300)
    var found = 0
    do throws(HistoryError) {
      let snapshot = try history.snapshot()
      try LineReader().forward(snapshot) { line in
        guard line.overlong == nil, RecordCodec.summaryDisagrees(line.bytes),
          case .success(let record) = RecordCodec.decode(line.bytes)
        else { return true }
        found += 1
        console.write(
          catalog.text(
            "check.history.summary", location, line.number ?? 0,
            Sanitizer.visible(record.id, limit: 40), record.score, record.maximum,
            catalog.text(record.passed ? "check.history.passed" : "check.history.notPassed"))
            + "\n")
        return true
      }
    } catch {
      console.writeError(style.failure(error, catalog))
      return .failure
    }
    console.write(catalog.text("check.history.done", location, found) + "\n")
    return found == 0 ? .success : .failure
  }

  /// Why a file could not be read, in the catalog's language when a guard refused it.
  static func reason(_ error: any Error, _ catalog: Catalog) -> String {
    (error as? FileReadError)?.reason(catalog) ?? "\(error)"
  }

  /// `divequiz check`: every problem, one per line, and a non-zero status if there is any.
  static func check(
    _ library: RulesLibrary, _ console: any Console, rulesFile: String = "",
    reference: RulebookEditions? = nil, dives: DiveCatalog? = nil, bank: QuestionBank? = nil
  ) -> ExitStatus {
    // The file's name as given: shown through the one sanitiser, like every name from outside.
    let rulesFile = Sanitizer.visible(rulesFile, limit: 300)
    let catalog: Catalog
    do {
      catalog = try library.catalog.loadingAll()
    } catch {
      console.writeError(error.diagnostic(library.catalog) + "\n")
      return .failure
    }
    for rulebook in library.editions.all {
      let edition = rulebook.edition
      console.write(
        catalog.text(
          "check.edition", edition.id, rulebook.penalties.count, edition.title ?? edition.id)
          + "\n")
    }
    console.write(catalog.text("check.defaultEdition", library.editions.standard.editionID) + "\n")
    for line in pairingReport(library.editions, file: rulesFile, catalog) {
      console.write(line + "\n")
    }
    for code in catalog.availableLanguages {
      guard let table = catalog.tables[code] else { continue }
      let name = table["Language-name"] ?? code
      console.write(catalog.text("check.language", code, name, table.keys.count) + "\n")
      for (parent, count) in TableChecker.inherited(catalog, code: code) {
        console.write(catalog.text("check.inherited", code, count, parent) + "\n")
      }
    }
    let problems = TableChecker.check(catalog, editions: library.editions, reference: reference)
    for problem in problems {
      console.write(problem.message(catalog) + "\n")
    }
    let diveProblems = dives.map { checkDives($0, catalog, console) } ?? 0
    let bankProblems = bank.map { checkBank($0, catalog, console) } ?? 0
    if problems.isEmpty && diveProblems == 0 && bankProblems == 0 {
      console.write(catalog.text("check.clean") + "\n")
      return .success
    }
    console.write(
      catalog.text("check.problems", problems.count + diveProblems + bankProblems) + "\n")
    return .failure
  }
}
