import DiveQuizCore

/// `trainees`: the class list, filtered by a name, and the decisions about names.
extension CommandParser {
  /// `trainees [NAME] [QUERY] [--json]`, `trainees rename OLD to NEW`, `trainees merge NAME…
  /// into NAME`, `trainees unmerge NAME`. At the prompt a name with spaces is quoted (or, for
  /// the names merged, separated by commas); as a subcommand each argument is one name.
  static func parseTrainees(_ arguments: [String], command: String, separate: Bool = false)
    -> Result<Command, CommandError>
  {
    // From the shell each argument is a name already (its quotes are gone); `to` and `into`
    // stay keywords.
    func nameGroups(_ words: [String]) -> [(text: String, quoted: Bool)] {
      guard separate else { return Self.nameGroups(words) }
      return words.map { (text: $0, quoted: !["to", "into"].contains($0.lowercased())) }
    }
    switch arguments.first?.lowercased() {
    case "rename":
      let groups = nameGroups(Array(arguments.dropFirst()))
      guard let split = groups.firstIndex(where: { !$0.quoted && $0.text.lowercased() == "to" })
      else { return .failure(.missingArgument(command: command + " rename")) }
      let old = groups[..<split].map(\.text).joined(separator: " ")
      let new = groups[(split + 1)...].map(\.text).joined(separator: " ")
      guard !old.isEmpty else { return .failure(.missingArgument(command: command + " rename")) }
      return .success(.names(.rename(old, to: new)))
    case "merge":
      let groups = nameGroups(Array(arguments.dropFirst()))
      guard let split = groups.firstIndex(where: { !$0.quoted && $0.text.lowercased() == "into" })
      else { return .failure(.missingArgument(command: command + " merge")) }
      let sources = mergedNames(Array(groups[..<split]))
      let target = groups[(split + 1)...].map(\.text).joined(separator: " ")
      guard !sources.isEmpty else { return .failure(.missingArgument(command: command + " merge")) }
      return .success(.names(.merge(sources, into: target)))
    case "unmerge":
      let name = nameGroups(Array(arguments.dropFirst())).map(\.text).joined(separator: " ")
      guard !name.isEmpty else { return .failure(.missingArgument(command: command + " unmerge")) }
      return .success(.names(.unmerge(name)))
    default:
      break
    }
    var json = false
    var rest = arguments.filter { word in
      guard word == "--json" else { return true }
      json = true
      return false
    }
    if let last = rest.first(where: { $0.lowercased() == "last" || $0.lowercased() == "attempt" }) {
      return .failure(.badArgument(command: command, argument: last))
    }
    // Words before the first keyword are a name to filter by: `trainees anne`.
    let leading = rest.prefix { !queryKeywords.contains($0.lowercased()) }
    if !leading.isEmpty { rest = ["judge"] + rest }
    return parseQuery(rest, command: command).map { .trainees($0, json: json) }
  }

  /// The words split into names: a quoted run of words is one name, quotes removed.
  static func nameGroups(_ words: [String]) -> [(text: String, quoted: Bool)] {
    let opening: Set<Character> = ["\"", "“", "«", "'"]
    let closing: Set<Character> = ["\"", "”", "»", "'"]
    var groups: [(text: String, quoted: Bool)] = []
    var open: [String]?
    for word in words {
      if var run = open {
        run.append(word)
        if let last = word.last, closing.contains(last) {
          groups.append((unquoted(run.joined(separator: " ")), true))
          open = nil
        } else {
          open = run
        }
      } else if let first = word.first, opening.contains(first),
        word.count == 1 || !(word.last.map(closing.contains) ?? false)
      {
        open = [word]
      } else {
        let quoted = word.count >= 2 && word.first.map(opening.contains) == true
        groups.append((quoted ? unquoted(word) : word, quoted))
      }
    }
    if let open { groups.append((open.joined(separator: " "), false)) }
    return groups.map { ($0.text.trimmingQuotes, $0.quoted) }
  }

  /// The names before `into`: each quoted name, or the words up to each comma.
  private static func mergedNames(_ groups: [(text: String, quoted: Bool)]) -> [String] {
    var names: [String] = []
    var words: [String] = []
    func flush() {
      let name = words.joined(separator: " ")
      if !name.isEmpty { names.append(name) }
      words = []
    }
    for group in groups {
      if group.quoted {
        flush()
        names.append(group.text)
        continue
      }
      let parts = group.text.split(separator: ",", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() {
        if index > 0 { flush() }
        if !part.isEmpty { words.append(String(part)) }
      }
    }
    flush()
    return names
  }
}

extension String {
  /// Without the `'` quotes `unquoted` leaves (it knows double quotes and guillemets).
  fileprivate var trimmingQuotes: String {
    guard count >= 2, first == "'", last == "'" else { return self }
    return String(dropFirst().dropLast())
  }
}
