import DiveQuizCore

/// The instructor's commands: `report` with its printable page and `export` with its filters.
extension CommandParser {
  /// Words that start a query condition: never a file name, and the end of a trainee's name.
  static let queryKeywords: Set<String> = [
    "judge", "since", "until", "last", "seed", "kind", "edition", "attempt",
  ]

  /// `report [QUERY] [--json] [html FILE [--title TEXT] [--subtitle TEXT]]` (`--html FILE`
  /// on the command line); a title with spaces is quoted at the prompt.
  static func parseReport(_ arguments: [String], command: String) -> Result<Command, CommandError> {
    var json = false
    var html: String?
    var titles = HTMLReport.Titles()
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      switch word.lowercased() {
      case "--json":
        json = true
      case "--title", "--subtitle":
        // The words of a quoted title, or one word (one argument as a subcommand).
        var words: [String] = []
        if index < arguments.count, let first = arguments[index].first,
          ["\"", "“", "«"].contains(first)
        {
          while index < arguments.count {
            words.append(arguments[index])
            index += 1
            if let last = words.last?.last, ["\"", "”", "»"].contains(last),
              words.count > 1 || words[0].count > 1
            {
              break
            }
          }
        } else if index < arguments.count {
          words = [arguments[index]]
          index += 1
        }
        let text = unquoted(words.joined(separator: " "))
        guard !text.isEmpty else { return .failure(.missingArgument(command: command)) }
        guard text.count <= HTMLReport.Titles.longest else {
          return .failure(.badArgument(command: command, argument: String(text.prefix(40)) + "…"))
        }
        if word.lowercased() == "--title" { titles.title = text } else { titles.subtitle = text }
      case "html", "--html":
        guard index < arguments.count, !queryKeywords.contains(arguments[index].lowercased())
        else { return .failure(.missingArgument(command: command)) }
        html = arguments[index]
        index += 1
      default:
        rest.append(word)
      }
    }
    if json, html != nil { return .failure(.badArgument(command: command, argument: "--json")) }
    if html == nil, titles != HTMLReport.Titles() {
      return .failure(.badArgument(command: command, argument: "--title"))
    }
    return parseQuery(rest, command: command).map {
      .report($0, json: json, html: html.map { Command.HTMLRequest(file: $0, titles: titles) })
    }
  }

  /// `export [csv|json] [FILE] [QUERY] [per quiz] [--decimal-comma] [--wide]`: the first word
  /// may name the form,
  /// one word that is no keyword is the file, and a keyword without its value is an error
  /// rather than a file named after it.
  static func parseExport(_ arguments: [String], command: String) -> Result<
    ExportRequest, CommandError
  > {
    var request = ExportRequest()
    var rest: [String] = []
    for word in arguments {
      switch word.lowercased() {
      case "--json": request.format = .json
      case ExportRequest.decimalCommaOption: request.decimalComma = true
      case ExportRequest.wideOption: request.wide = true
      case "quiz" where rest.last?.lowercased() == "per":
        rest.removeLast()
        request.perQuiz = true
      default: rest.append(word)
      }
    }
    if let first = rest.first, let named = Command.ExportFormat(rawValue: first.lowercased()) {
      request.format = named
      rest.removeFirst()
    }
    if request.decimalComma, request.format != .csv {
      return .failure(.badArgument(command: command, argument: ExportRequest.decimalCommaOption))
    }
    if request.wide, request.format != .json || request.perQuiz {
      return .failure(.badArgument(command: command, argument: ExportRequest.wideOption))
    }
    return parseQuery(rest, command: command, allowsFile: true).map {
      request.query = $0.query
      request.file = $0.file
      return request
    }
  }

  /// A word that can only be a file: a path, or a name with a file extension.
  static func looksLikeFile(_ word: String) -> Bool {
    let lowered = word.lowercased()
    return lowered.contains("/")
      || [".csv", ".json", ".jsonl", ".txt", ".tsv", ".xlsx", ".xls", ".ods", ".html"].contains {
        lowered.hasSuffix($0)
      }
  }

  /// A name typed in double quotes (`judge "Bruno Costa"` at the prompt, where words are split
  /// on spaces) without its quotes.
  static func unquoted(_ name: String) -> String {
    let quotes: Set<Character> = ["\"", "“", "”", "«", "»"]
    guard name.count >= 2, let first = name.first, let last = name.last, quotes.contains(first),
      quotes.contains(last)
    else { return name }
    return String(name.dropFirst().dropLast())
  }
}
