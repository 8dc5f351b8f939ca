import DiveQuizCore
import DiveQuizService

/// The whole program behind `main`: parse the command line, load the data, run a command or
/// the interactive session, and return the exit status.
package enum Launcher {
  /// Runs divequiz; the executable only supplies the environment and the console.
  package static func run(_ environment: LaunchEnvironment, console: any Console) -> ExitStatus {
    // Messages before the data is loaded come from the built-in English table, which the
    // tests keep complete; if even that failed, the catalog shows bare keys rather than trap.
    let bootstrap = builtInCatalog(environment)

    let invocation: Invocation
    switch Invocation.parse(environment.arguments) {
    case .success(let parsed): invocation = parsed
    case .failure(let error):
      return usageError(error, usageCatalog(environment, bootstrap), console)
    }
    if invocation.version {
      console.write("divequiz \(environment.version)\n")
      return .success
    }

    // A catalogue given with --dives is read now, so its mistakes stop the run at once.
    guard let dives = diveSource(invocation, environment, bootstrap, console) else {
      return .failure
    }
    let settings = readSettings(environment)
    // An interactive session on the built-in data parses the rulebook when a command first
    // needs it; anything the user supplies or chooses is loaded and checked now.
    if deferrable(invocation, environment), settings.values.edition == nil {
      guard
        let language = StartupChoice.language(
          option: invocation.language, environment: environment.variables,
          settings: settings.values, available: bootstrap.availableLanguages)
      else {
        return unknownLanguage(invocation, environment, bootstrap, console)
      }
      let catalog = (try? bootstrap.switching(to: language.value)) ?? bootstrap
      if invocation.help {
        console.write(catalog.text("cli.help") + "\n\n" + catalog.text("cli.help.dives") + "\n")
        return .success
      }
      let rules = RulesSource(deferred: { builtInEditions(environment, catalog, console) })
      let (_, session) = makeSession(
        invocation, environment, console, catalog: catalog, rules: rules, edition: nil,
        settings: settings, language: language.source, dives: dives)
      return status(of: session.run(), unsaved: session.endedWithUnsaved)
    }

    let library: RulesLibrary
    do {
      library = try load(invocation, environment, builtIn: bootstrap)
    } catch {
      // A broken data file is reported in the language asked for, if it is a built-in one.
      let speaking = usageCatalog(environment, bootstrap)
      console.writeError(error.diagnostic(speaking) + "\n")
      return .failure
    }
    guard
      let language = StartupChoice.language(
        option: invocation.language, environment: environment.variables,
        settings: settings.values, available: library.catalog.availableLanguages)
    else {
      return unknownLanguage(invocation, environment, bootstrap, console)
    }
    let catalog = (try? library.catalog.switching(to: language.value)) ?? library.catalog
    let rulebook: Rulebook
    let editionSource: SettingSource
    let variables = editionVariables(invocation, environment, library.editions, catalog, console)
    switch EditionChoice.choose(
      option: invocation.edition, environment: variables, settings: settings.values,
      editions: library.editions)
    {
    case .success(let chosen): (rulebook, editionSource) = chosen
    case .failure(let error): return usageError(.edition(error), catalog, console)
    }
    let localized = library.speaking(catalog).using(rulebook)

    if invocation.help {
      console.write(catalog.text("cli.help") + "\n\n" + catalog.text("cli.help.dives") + "\n")
      return .success
    }

    let (service, session) = makeSession(
      invocation, environment, console, catalog: catalog,
      rules: RulesSource(localized.editions), edition: rulebook, settings: settings,
      language: language.source, dives: dives)
    session.settingsStore?.editionSource = editionSource

    guard let first = invocation.words.first else {
      if invocation.htmlPath != nil {
        return usageError(.unexpectedArgument("--html"), catalog, console)
      }
      if let option = invocation.htmlTitles.first {
        return usageError(.unexpectedArgument(option), catalog, console)
      }
      return status(of: session.run(), unsaved: session.endedWithUnsaved)
    }
    if first == "check", invocation.words.count == 2,
      ["--history", "history"].contains(invocation.words[1])
    {
      return checkHistory(service, style: session.configuration.style, console, catalog)
    }
    if first == "check" {
      guard invocation.words.count == 1 else {
        return usageError(.unexpectedArgument(invocation.words[1]), catalog, console)
      }
      // A user's rulebook is checked against the tables, which also describe the built-in one.
      let reference =
        invocation.rulesPath == nil
        ? nil
        : try? RulebookLoader.load(environment.builtInRules, file: environment.builtInRulesName)
      return check(
        localized, console, rulesFile: invocation.rulesPath ?? environment.builtInRulesName,
        reference: reference, dives: dives.catalog,
        bank: loadBank(environment.builtInBank(), catalog, console))
    }
    switch CommandName(word: first) {
    case let name? where name.isSubcommand:
      let words =
        invocation.words + (invocation.json ? ["--json"] : [])
        + (invocation.htmlPath.map { ["--html", $0] } ?? []) + invocation.htmlTitles
      switch CommandParser.parse(words: words, separateArguments: true) {
      case .success(let command):
        return session.execute(command) ? .success : session.stoppedBy ?? .failure
      case .failure(let error):
        console.writeError(error.diagnostic(catalog) + "\n")
        return .usage
      }
    case .some:
      // `divequiz quiz 10`: the session starts with the command as its first line.
      switch CommandParser.parse(words: invocation.words) {
      case .success(let command):
        return status(of: session.run(startingWith: command), unsaved: session.endedWithUnsaved)
      case .failure(let error):
        console.writeError(error.diagnostic(catalog) + "\n")
        return .usage
      }
    case nil:
      let suggestion = EditDistance.nearest(to: first, in: CommandName.words + ["check"])
      return usageError(.unknownCommand(first, suggestion: suggestion), catalog, console)
    }
  }

  /// True when nothing at start depends on the rulebook: an interactive session (no
  /// subcommand) on the built-in rulebook and tables, in the default edition.
  static func deferrable(_ invocation: Invocation, _ environment: LaunchEnvironment) -> Bool {
    invocation.words.isEmpty && invocation.rulesPath == nil && invocation.stringsPath == nil
      && invocation.edition == nil
      && (environment.variables[EditionChoice.variable] ?? "").isEmpty
  }

  /// The built-in editions, parsed on first use. They are checked by the tests, so failing
  /// here means a broken build: the problem is reported and the session goes on with no
  /// penalties rather than stopping.
  private static func builtInEditions(
    _ environment: LaunchEnvironment, _ catalog: Catalog, _ console: any Console
  ) -> RulebookEditions {
    let problem: LoadError
    do throws(RulesError) {
      let editions = try RulebookLoader.load(
        environment.builtInRules, file: environment.builtInRulesName)
      do throws(LocalizationError) {
        try RulesLibrary.validate(editions, catalog)
        return editions
      } catch {
        problem = .localization(error)
      }
    } catch {
      problem = .rules(error)
    }
    console.writeError(problem.diagnostic(catalog) + "\n")
    return RulebookEditions(
      single: Rulebook(edition: Edition(id: RulebookLoader.unspecifiedEdition), penalties: []))
  }

  /// The exit status of an interactive session: a success unless it was interrupted, ended
  /// by a signal, or left quizzes it could only write to a recovery file.
  static func status(of outcome: SessionOutcome, unsaved: Bool = false) -> ExitStatus {
    switch outcome {
    case .quit, .endOfInput: return unsaved ? .failure : .success
    case .interrupted: return .interrupted
    case .terminated(let termination): return termination.exitStatus
    case .refused: return .usage
    }
  }

  static func usageError(_ error: UsageError, _ catalog: Catalog, _ console: any Console)
    -> ExitStatus
  {
    console.writeError(
      "divequiz: " + error.message(catalog) + "\n" + catalog.text("cli.usage") + "\n"
        + catalog.text("cli.tryHelp") + "\n")
    return .usage
  }

  private static func builtInSources(_ environment: LaunchEnvironment) -> [StringTableSource] {
    environment.builtInTables.map {
      StringTableSource(
        language: $0.language, file: "\($0.language).strings", bytes: $0.bytes, isBuiltIn: true)
    }
  }

  private static func builtInCatalog(_ environment: LaunchEnvironment) -> Catalog {
    if let catalog = try? Catalog(sources: builtInSources(environment)) { return catalog }
    // Only reachable with a broken build; keys are shown instead of texts.
    let empty = StringTable(language: Catalog.fallbackLanguage, file: "en.strings", entries: [])
    return (try? Catalog(tables: [empty])) ?? Catalog.keysOnly
  }

  /// Loads the rulebook and tables the invocation asks for, checked together.
  ///
  /// The built-in tables arrive already parsed (they were needed for messages before this);
  /// tables from `--strings` replace them language by language.
  static func load(_ invocation: Invocation, _ environment: LaunchEnvironment, builtIn: Catalog)
    throws(LoadError) -> RulesLibrary
  {
    let rulesName = invocation.rulesPath ?? environment.builtInRulesName
    var rulesBytes = environment.builtInRules
    if let path = invocation.rulesPath {
      do {
        rulesBytes = try environment.readFile(path, .rules)
      } catch {
        throw .rules(.unreadable(path: path, reason: Self.reason(error, builtIn)))
      }
    }
    var editions: RulebookEditions
    do {
      editions = try RulebookLoader.load(rulesBytes, file: rulesName)
    } catch {
      throw .rules(error)
    }
    // The app's own file is paired with the built-in editions, which say what each of its
    // lines means; the built-in rulebook is checked by the tests, so it always loads.
    if invocation.rulesPath != nil,
      let reference = try? RulebookLoader.load(
        environment.builtInRules, file: environment.builtInRulesName)
    {
      editions = AppFileReader.pair(editions, with: reference)
    }

    var sources: [StringTableSource] = []
    if let directory = invocation.stringsPath {
      let names: [String]
      do {
        names = try environment.listDirectory(directory).filter { $0.hasSuffix(".strings") }
          .sorted()
      } catch {
        throw .localization(.unreadable(path: directory, reason: "\(error)"))
      }
      guard !names.isEmpty else { throw .localization(.noTables(directory: directory)) }
      for name in names {
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        let bytes: [UInt8]
        do {
          bytes = try environment.readFile(path, .strings)
        } catch {
          throw .localization(.unreadable(path: path, reason: Self.reason(error, builtIn)))
        }
        // A file's name is shown as the language's code: through the one sanitiser.
        let code = LanguageTag.canonical(
          Sanitizer.visible(name.dropLast(".strings".count), limit: 60))
        sources.append(StringTableSource(language: code, file: path, bytes: bytes))
      }
    }
    // A file of the app's shapes (one edition, `unspecified`) numbers and words penalties its
    // own way: its quizzes carry its name and hash. A file in divequiz's editions format is
    // divequiz's rulebook updated, and its quizzes are divequiz's.
    if let path = invocation.rulesPath, editions.ids == [RulebookLoader.unspecifiedEdition] {
      editions.fileMark = RulesFileMark(path: path, bytes: rulesBytes)
    }
    do {
      let catalog = try RulesLibrary.loadCatalog(sources, over: builtIn)
      try RulesLibrary.validate(editions, catalog)
      return RulesLibrary(editions: editions, catalog: catalog)
    } catch {
      throw .localization(error)
    }
  }
}
