import DiveQuizCore

/// The rulebook bank at start (parsed on first use) and its part of `divequiz check`.
extension Launcher {
  /// The built-in bank, parsed when a command first needs it. It is checked by the tests, so
  /// a failure here is a broken build: reported, and the session goes on without the bank.
  static func bankSource(
    _ environment: LaunchEnvironment, _ catalog: Catalog, _ console: any Console
  ) -> QuestionBankSource {
    let bytes = environment.builtInBank
    return QuestionBankSource(deferred: {
      loadBank(bytes(), catalog, console) ?? .empty
    })
  }

  /// The bank from its bytes; nil (with the problem written: file, line, what) when it does
  /// not load, or when there is none at all.
  static func loadBank(_ bytes: BankBytes, _ catalog: Catalog, _ console: any Console)
    -> QuestionBank?
  {
    guard !bytes.tables.isEmpty else { return nil }
    let sources = bytes.tables.map {
      StringTableSource(
        language: $0.language, file: "rulebook/\($0.language).strings", bytes: $0.bytes,
        isBuiltIn: true)
    }
    do throws(BankLoadError) {
      return try QuestionBank.load(
        questions: bytes.questions, questionsFile: bytes.questionsName,
        checklist: bytes.checklists, checklistFile: bytes.checklistsName, tables: sources)
    } catch {
      console.writeError(catalog.text("bank.unloadable", error.message(catalog)) + "\n")
      return nil
    }
  }

  /// Writes the bank's figures and its problems; returns how many problems there were.
  static func checkBank(_ bank: QuestionBank, _ catalog: Catalog, _ console: any Console) -> Int {
    let texts: Catalog
    do throws(LocalizationError) {
      texts = try bank.texts.loadingAll()
    } catch {
      console.write(error.message(catalog) + "\n")
      return 1
    }
    let chapters = Set(bank.questions.map(\.chapter)).count
    console.write(
      catalog.text(
        "bank.check.summary", bank.file, bank.questions.count, chapters, bank.checklist.count)
        + "\n")
    let problems = BankCheck.check(bank, texts: texts)
    for problem in problems { console.write(problem.message(catalog) + "\n") }
    return problems.count
  }
}
