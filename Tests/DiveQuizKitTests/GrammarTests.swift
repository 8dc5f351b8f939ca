import DiveQuizCore
import DiveQuizData
import XCTest

@testable import DiveQuizTerminal

/// Holds the parser, Tab completion and `help` to the one command table, `CommandGrammar`:
/// every slot of every command is typed in a line, and what Tab offers there, what the parser
/// reads there and what help names must agree.
final class GrammarTests: XCTestCase {
  private static let languages = ["en", "fr", "es", "es-MX", "it", "de", "zh-Hans"]
  private static let names = ["Ann", "Claire Dubois"]

  private var completer: Completer {
    var completer = Completer(languages: Self.languages, penaltyIDs: Array(1...63))
    completer.editions = ["2026", "2025", "2024"]
    completer.trainees = { Self.names }
    completer.listFolder = { $0 == "." ? [.file("drill.csv"), .folder("drills")] : nil }
    return completer
  }

  /// One slot typed in a line: the words before it and after it.
  private struct Place: CustomStringConvertible {
    var command: CommandSyntax
    /// The branch's word (`questions` in `export questions`), if any.
    var opening: [String]
    var slots: [ArgumentSlot]
    var slot: ArgumentSlot
    var prefix: String
    var suffix: String

    /// For a word that opens a branch (`export questions`), a whole line of that branch.
    var branchLines: [String: String] = [:]

    var description: String { "'\(prefix)_\(suffix)'" }

    /// The line with `word` in the slot, followed by the value it takes, if any (a value is
    /// taken as it stands: `attempt last` is no `last N`).
    func line(with word: String) -> String {
      if let line = branchLines[word.lowercased()] { return line }
      if case .after = slot.place { return prefix + word + suffix }
      let value = CommandSyntax.valueSlot(of: word, in: slots).map { " " + GrammarTests.sample($0) }
      return prefix + word + (value ?? "") + suffix
    }

    /// Where the words are explained: a keyword's values where the keyword is.
    var documentation: [ArgumentSlot.Documentation] {
      guard slot.documentedIn.isEmpty, case .after(let keyword) = slot.place,
        let holder = slots.first(where: { $0.holds(keyword) })
      else { return slot.documentedIn }
      return holder.documentedIn
    }
  }

  /// A value the parser reads in a slot.
  fileprivate static func sample(_ slot: ArgumentSlot) -> String {
    switch slot.value {
    case .words(let words): return words.first ?? ""
    case .commands: return "quiz"
    case .languages: return "fr"
    case .editions: return "2025"
    case .penaltyIDs: return "5"
    case .name: return "Ann"
    case .file: return "drill.csv"
    case .free(let sample), .text(let sample): return sample
    }
  }

  /// The words a condition needs in the line to hold: a kind of question that uses the slot,
  /// the word it waits for.
  private static func words(for condition: ArgumentSlot.Condition) -> [String] {
    func kind(_ kinds: Set<QuestionKind>) -> [String] {
      guard !kinds.contains(.sanction),
        let kind = QuestionKind.allCases.first(where: kinds.contains)
      else { return [] }
      return [kind.rawValue]
    }
    switch condition {
    case .always, .without: return []
    case .with(let words): return Array(words.prefix(1))
    case .anyKind(let kinds), .onlyKinds(let kinds): return kind(kinds)
    case .all(let conditions): return conditions.flatMap(words(for:))
    }
  }

  /// Every slot of every command and branch, each in a line that reaches it.
  private var places: [Place] {
    var places: [Place] = []
    var branchLines: [CommandName: [String: String]] = [:]
    for command in CommandGrammar.commands {
      let grammars =
        [(opening: [String](), slots: command.slots)]
        + command.branches.sorted { $0.key < $1.key }.map { ([$0.key], $0.value) }
      for (opening, slots) in grammars {
        let head = ([command.name.rawValue] + opening).joined(separator: " ") + " "
        func reach(_ slot: ArgumentSlot) -> (String, String)? {
          if let example = slot.example {
            let parts = example.split(
              separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), String(parts[1]))
          }
          switch slot.place {
          case .after(let keyword):
            guard
              let holder = slots.first(where: { $0.holds(keyword) }),
              let (prefix, suffix) = reach(holder)
            else { return nil }
            return (prefix + keyword + " ", suffix)
          case .at(let index), .from(let index):
            let needed = Self.words(for: slot.condition)
            // The words before the slot: those its condition needs, else earlier slots' samples.
            var before = needed
            while before.count < index {
              guard let earlier = slots.first(where: { $0.place == .at(before.count) }) else {
                break
              }
              before.append(Self.sample(earlier))
            }
            return (head + before.map { $0 + " " }.joined(), "")
          }
        }
        // A branch's word alone is not a whole line: its first slot's line stands for it.
        if let key = opening.first, let first = slots.first, let (prefix, suffix) = reach(first) {
          branchLines[command.name, default: [:]][key] = prefix + Self.sample(first) + suffix
        }
        for slot in slots {
          guard let (prefix, suffix) = reach(slot) else {
            XCTFail("\(command.name): no line reaches the slot \(slot.place)")
            continue
          }
          places.append(
            Place(
              command: command, opening: opening, slots: slots, slot: slot, prefix: prefix,
              suffix: suffix))
        }
      }
    }
    return places.map { place in
      var place = place
      if place.opening.isEmpty { place.branchLines = branchLines[place.command.name] ?? [:] }
      return place
    }
  }

  private func accepts(_ line: String) -> Bool {
    guard case .success? = CommandParser.parse(line) else { return false }
    return true
  }

  /// Every word a slot holds is offered there and read there; so are the other spellings and
  /// free-form samples it lists (read, not offered).
  func testEveryWordTheParserReadsIsOffered() {
    let completer = completer
    for place in places {
      let offered = completer.complete(place.prefix).candidates.map(\.text)
      var expected: [String]
      switch place.slot.value {
      case .words(let words): expected = words
      case .commands: expected = CommandName.words
      case .languages: expected = Self.languages
      case .editions: expected = completer.editions
      case .penaltyIDs: expected = completer.penaltyIDs.map(String.init)
      case .name(_, let quoted):
        expected = Self.names.map { quoted && $0.contains(" ") ? "\"\($0)\"" : $0 }
      case .file: expected = ["drill.csv", "drills/"]
      case .free, .text: expected = []
      }
      for word in expected {
        XCTAssertTrue(offered.contains(word), "\(place): \(word) not offered (\(offered))")
      }
      for word in expected + place.slot.alsoAccepted + [Self.sample(place.slot)] where !word.isEmpty
      {
        XCTAssertTrue(accepts(place.line(with: word)), "refused: \(place.line(with: word))")
      }
    }
  }

  /// Whatever Tab offers in a slot's line, the parser reads there.
  func testNothingOfferedIsRefused() {
    let completer = completer
    // A free-form slot's line is about its value: what Tab offers beside it is checked at the
    // places of the slots that hold those words.
    for place in places {
      switch place.slot.value {
      case .free, .text: continue
      default: break
      }
      for candidate in completer.complete(place.prefix).candidates.map(\.text) {
        XCTAssertTrue(
          accepts(place.line(with: candidate)),
          "offered but refused: \(place.line(with: candidate))")
      }
    }
  }

  /// No word the parser reads is missing from the table: every word help spells commands with
  /// (and every kind, filter and chapter) is typed in every slot's line, and each one the parser
  /// reads where nothing free-form stands is one of the table's words for that command (Tab
  /// offers it where its slot's condition holds).
  func testTheTableHoldsEveryWordTheParserReads() throws {
    let english = try XCTUnwrap(BuiltInData.tables.first { $0.language == "en" })
    let table = try StringTable.parse(english.bytes, language: "en", file: "en")
    let catalog = try Catalog(tables: [table])
    // Where help spells keywords: each command's line and the first (syntax) line of each text
    // `help COMMAND` prints, and the filters.
    let syntaxLines = CommandGrammar.commands.flatMap { command in
      [catalog.text(command.summaryKey)]
        + command.detailKeys.map { String(catalog.text($0).prefix { $0 != "\n" }) }
    }
    var universe = Set(syntaxLines.flatMap { Self.tokens($0) }.map { $0.lowercased() })
    universe.formUnion(CommandGrammar.filters)
    universe.formUnion(QuestionKind.allCases.map(\.rawValue) + Phase.allCases.map(\.rawValue))
    universe.formUnion(BankChapter.allCases.map(\.rawValue) + DiveGroup.allCases.map(\.word))
    // Keywords are spelt with letters and hyphens; numbers and codes are the free slots'.
    let probes = universe.filter { word in
      word.contains(where: \.isLetter) && word.allSatisfy { $0.isLetter || $0 == "-" }
    }.sorted()
    var checked = Set<String>()
    for place in places where checked.insert(place.prefix + "_" + place.suffix).inserted {
      let typed = Array(
        CommandParser.words(of: place.prefix).dropFirst(1 + place.opening.count))
      let active = Completer.active(place.slots, after: typed)
      guard !active.contains(where: \.isOpen) else { continue }
      let known = Set(place.slots.flatMap { $0.words + $0.alsoAccepted }.map { $0.lowercased() })
      for word in probes where !known.contains(word) {
        var line = place.prefix + word + place.suffix
        // A keyword without its value is missing one: given a number, it is read.
        if case .failure(.missingArgument)? = CommandParser.parse(line) {
          line = place.prefix + word + " 3" + place.suffix
        }
        XCTAssertFalse(accepts(line), "read but not in the table: \(line)")
      }
    }
  }

  /// The first words: every command is offered, read, aliases included, and run as a
  /// subcommand when the table says so.
  func testCommandWords() {
    XCTAssertEqual(completer.complete("").candidates.map(\.text), CommandName.words)
    for command in CommandGrammar.commands {
      for word in [command.name.rawValue] + command.aliases {
        XCTAssertEqual(CommandName(word: word.uppercased()), command.name, word)
        if case .failure(.unknownCommand)? = CommandParser.parse(word) { XCTFail(word) }
      }
      XCTAssertEqual(
        CommandName.subcommandWords.contains(command.name.rawValue), command.isSubcommand)
    }
  }

  /// Each command has its line in `help` and its detail in every language's own table (or, for
  /// a regional table, its parent's: es-MX holds only what differs from es), and every keyword
  /// is named by the help the table points to, in every language. No slot is left undocumented.
  func testEveryCommandAndKeywordIsDocumented() throws {
    var tables: [String: Set<String>] = [:]
    var parsed: [StringTable] = []
    for (language, bytes) in BuiltInData.tables {
      tables[language] = Set(try StringsFileParser.parse(bytes, file: language).map(\.key))
      parsed.append(try StringTable.parse(bytes, language: language, file: language))
    }
    XCTAssertEqual(Set(tables.keys), Set(Self.languages))
    for command in CommandGrammar.commands {
      for key in [command.summaryKey] + command.detailKeys {
        for language in Self.languages {
          let parent = language.split(separator: "-").first.map(String.init) ?? language
          XCTAssertTrue(
            tables[language]?.contains(key) == true || tables[parent]?.contains(key) == true,
            "\(key) missing in \(language)")
        }
      }
    }
    var undocumented: Set<String> = []
    for language in Self.languages {
      let catalog = try Catalog(tables: parsed).switching(to: language)
      let help = HelpPresenter(catalog: catalog)
      let overview = help.overview()
      func docs(_ name: CommandName) -> String {
        catalog.text(CommandGrammar.syntax(of: name).summaryKey) + "\n"
          + (help.detail(name.rawValue) ?? "")
      }
      for command in CommandGrammar.commands {
        XCTAssertTrue(overview.contains(catalog.text(command.summaryKey)), command.summaryKey)
      }
      for place in places {
        let documentation = place.documentation
        if documentation.contains(.undocumented) {
          undocumented.formUnion(place.slot.words.map { "\(place.command.name) \($0)" })
          continue
        }
        if documentation.contains(where: { if case .listedBy = $0 { true } else { false } }) {
          continue
        }
        var text = docs(place.command.name)
        for source in documentation {
          switch source {
          case .help(let name): text += "\n" + docs(name)
          case .key(let key): text += "\n" + catalog.text(key)
          case .helpOverview: text += "\n" + overview
          case .listedBy, .undocumented: break
          }
        }
        let tokens = Self.tokens(text)
        for word in place.slot.words {
          XCTAssertTrue(
            tokens.contains(word), "\(language): help for \(place.command.name) omits \(word)")
        }
      }
    }
    XCTAssertEqual(
      undocumented.sorted(), [],
      "words the parser reads and no help names: document them in every table")
  }

  /// The words of a help text as typed: runs of ASCII letters, digits, `-` and `.`, without a
  /// closing full stop.
  private static func tokens(_ text: String) -> Set<String> {
    let wordCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")
    return Set(
      text.split { !wordCharacters.contains($0) }.map { token in
        var token = Substring(token)
        while token.last == "." { token = token.dropLast() }
        return String(token)
      })
  }
}

extension ArgumentSlot {
  /// Whether the slot is where `keyword` is typed (not where it stands as another keyword's
  /// value: `attempt last` is no `last N`).
  fileprivate func holds(_ keyword: String) -> Bool {
    if case .after = place { return false }
    return words.contains(keyword) || alsoAccepted.contains(keyword)
  }
}

extension ArgumentSlot {
  /// Whether the slot takes words of any spelling (a name, a file, text), so that a probe
  /// typed there says nothing about the keywords.
  fileprivate var isOpen: Bool {
    switch value {
    case .words, .penaltyIDs, .free: return false
    case .name, .file, .commands, .languages, .editions, .text: return true
    }
  }
}
