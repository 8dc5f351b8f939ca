import DiveQuizCore

/// The command line, parsed: options (wherever they stood) and the command words.
package struct Invocation: Equatable, Sendable {
  package var language: String?
  /// `--edition`: the rulebook edition to teach, by id (`2024`).
  package var edition: String?
  package var rulesPath: String?
  package var stringsPath: String?
  /// `--dives FILE`: a dive catalogue instead of the built-in one.
  package var divesPath: String?
  package var color: ColorMode = .auto
  package var seed: UInt64?
  package var judge: String?
  package var historyPath: String?
  package var json = false
  /// `--html FILE`: the report as a printable page.
  package var htmlPath: String?
  /// `--title TEXT`, `--subtitle TEXT`: the printable page's headings.
  package var htmlTitles: [String] = []
  package var help = false
  package var version = false
  /// The subcommand and its arguments, in order; empty starts the interactive session.
  package var words: [String] = []

  package init() {}

  private static let valued: Set<String> = [
    "--lang", "--edition", "--rules", "--strings", "--color", "--seed", "--judge", "--history",
    "--html", "--title", "--subtitle", "--dives",
  ]

  /// Parses the arguments after the program name.
  ///
  /// Options may stand before or after the subcommand, as `--name value` or `--name=value`;
  /// after `--` everything is a word, so a search can look for `--lang` literally.
  package static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    var invocation = Invocation()
    var index = 0
    var onlyWords = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyWords || !argument.hasPrefix("-") || argument == "-" {
        invocation.words.append(argument)
        continue
      }
      if argument == "--" {
        onlyWords = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "--help", "-h":
        invocation.help = true
        continue
      case "--version":
        invocation.version = true
        continue
      case "--json":
        invocation.json = true
        continue
      case ExportRequest.decimalCommaOption, ExportRequest.wideOption:
        // An option of `export` alone: its parser reads it among the words.
        invocation.words.append(argument)
        continue
      default:
        break
      }
      // `check --history`, the option at the end with no value: the history's own check.
      if name == "--history", inlineValue == nil, index == arguments.count,
        invocation.words == ["check"]
      {
        invocation.words.append(argument)
        continue
      }
      guard valued.contains(name) else {
        // A negative number is a word (`show -1` gets the "no such penalty" message).
        if Int(argument) != nil {
          invocation.words.append(argument)
          continue
        }
        return .failure(.unknownOption(name))
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        return .failure(.missingValue(option: name))
      }
      if let error = invocation.set(name, value) { return .failure(error) }
    }
    return .success(invocation)
  }

  private mutating func set(_ name: String, _ value: String) -> UsageError? {
    switch name {
    case "--lang":
      language = value
    case "--edition":
      edition = value
    case "--rules":
      rulesPath = value
    case "--strings":
      stringsPath = value
    case "--dives":
      divesPath = value
    case "--judge":
      judge = value
    case "--history":
      historyPath = value
    case "--html":
      htmlPath = value
    case "--title", "--subtitle":
      htmlTitles += [name, value]
    case "--color":
      guard let mode = ColorMode(rawValue: value.lowercased()) else {
        return .badValue(option: name, value: value, expected: "auto, always, never")
      }
      color = mode
    case "--seed":
      guard let number = UInt64(value) else {
        return .badValue(option: name, value: value, expected: "0…\(UInt64.max)")
      }
      seed = number
    default:
      break
    }
    return nil
  }
}
