import DiveQuizCore

/// The dive catalogue at start: a `--dives` file parsed now, the built-in one on first use;
/// and its part of `divequiz check`.
extension Launcher {
  /// The catalogue's source, or nil when a `--dives` file cannot be read (reported with its
  /// file and line).
  static func diveSource(
    _ invocation: Invocation, _ environment: LaunchEnvironment, _ bootstrap: Catalog,
    _ console: any Console
  ) -> DiveCatalogSource? {
    guard let path = invocation.divesPath else {
      let builtIn = environment.builtInDives
      let name = environment.builtInDivesName
      return DiveCatalogSource(deferred: {
        do throws(DiveCatalogError) {
          return try DiveCatalogParser.parse(builtIn(), file: name)
        } catch {
          // Only a broken build gets here: say so, and go on with no dives.
          console.writeError(error.diagnostic(bootstrap) + "\n")
          return .empty(file: name)
        }
      })
    }
    let speaking = usageCatalog(environment, bootstrap)
    let bytes: [UInt8]
    do {
      bytes = try environment.readFile(path, .dives)
    } catch {
      let problem = DiveCatalogError.unreadable(path: path, reason: Self.reason(error, speaking))
      console.writeError(problem.diagnostic(speaking) + "\n")
      return nil
    }
    do throws(DiveCatalogError) {
      return DiveCatalogSource(try DiveCatalogParser.parse(bytes, file: path))
    } catch {
      console.writeError(error.diagnostic(speaking) + "\n")
      return nil
    }
  }

  /// Writes the catalogue's figures, its documented exceptions and its problems; returns
  /// how many problems there were.
  static func checkDives(_ dives: DiveCatalog, _ catalog: Catalog, _ console: any Console) -> Int {
    let findings = DiveCatalogCheck.findings(dives)
    console.write(
      catalog.text(
        "dives.check.summary", Sanitizer.visible(dives.file, limit: 200), dives.entries.count,
        dives.numbers.count, dives.edition, dives.inForceFrom, DiveCatalogCheck.agreeing(dives))
        + "\n")
    var problems = 0
    for finding in findings {
      console.write(
        finding.message(catalog, file: Sanitizer.visible(dives.file, limit: 200)) + "\n")
      if finding.isProblem { problems += 1 }
    }
    return problems
  }
}
