#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An instructor's decision about names, stored as one line of the history itself: `rename`
/// (OLD is shown as NEW from now on), `merge` (FROM is the same person as TO) or `unmerge`
/// (FROM stands alone again).
///
/// Appended like a quiz, never rewriting a line, so the decision travels with the file (an
/// import carries it, by its id) and replaying the lines in order gives today's identities.
/// The line says `"v":2` and `"type":"alias"`: a divequiz from before aliases reads it as a
/// line "written by a newer divequiz", warns once for it and counts nothing from it.
package struct AliasRecord: Equatable, Sendable {
  /// The schema of alias lines; quiz lines stay at `QuizRecord.schemaVersion`.
  package static let schemaVersion = 2
  /// The longest name an alias gives, in characters: as long as `--judge` keeps.
  package static let longestName = TraineeName.maximumLength

  package enum Action: String, Sendable, CaseIterable {
    case rename, merge, unmerge
  }

  package var id: String
  package var at: Date
  package var action: Action
  /// The name renamed, merged or unmerged, as the instructor typed it (or as it was shown).
  package var from: String
  /// The name it becomes or joins; empty for `unmerge`.
  package var to: String

  package init(id: String, at: Date, action: Action, from: String, to: String = "") {
    self.id = id
    self.at = at
    self.action = action
    self.from = from
    self.to = to
  }

  /// The record as one line, newline included.
  package func encode() -> [UInt8] {
    var out = Array(#"{"v":2,"type":"alias","id":"#.utf8)
    JSONText.append(id, to: &out)
    out += Array(#","at":"#.utf8)
    JSONText.append(Timestamp.format(at), to: &out)
    out += Array(#","action":"#.utf8)
    JSONText.append(action.rawValue, to: &out)
    out += Array(#","from":"#.utf8)
    JSONText.append(from, to: &out)
    if action != .unmerge {
      out += Array(#","to":"#.utf8)
      JSONText.append(to, to: &out)
    }
    out += Array("}\n".utf8)
    return out
  }

  private static let marker = Array(#""type":"alias""#.utf8)

  /// Whether a line is an alias record, judged on its bytes: a quiz line never holds the
  /// marker outside a string, and a name holding it is written with its quotes escaped.
  package static func isAlias(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard line.count > marker.count, line.first == 0x7B else { return false }
    // Only lines the fast reader refused get here: a plain search is quick enough.
    let last = line.count - marker.count
    var index = 0
    while index <= last {
      if line[index] == 0x22, marker.indices.allSatisfy({ line[index + $0] == marker[$0] }) {
        return true
      }
      index += 1
    }
    return false
  }

  /// Reads an alias line; nil when it is not one or is damaged (a damaged decision is
  /// ignored, as an older divequiz ignores all of them).
  package static func decode(_ line: UnsafeBufferPointer<UInt8>) -> AliasRecord? {
    guard isAlias(line), let root = try? JSONParser.parse(line),
      root["type"]?.stringValue == "alias", let id = root["id"]?.stringValue,
      let at = root["at"]?.stringValue.flatMap(Timestamp.parse),
      let action = root["action"]?.stringValue.flatMap(Action.init(rawValue:)),
      let from = root["from"]?.stringValue, !NameKey.of(from).isEmpty,
      from.count <= longestName
    else { return nil }
    let to = root["to"]?.stringValue ?? ""
    guard action == .unmerge || (!NameKey.of(to).isEmpty && to.count <= longestName)
    else { return nil }
    return AliasRecord(id: id, at: at, action: action, from: from, to: to)
  }

  package static func decode(_ line: [UInt8]) -> AliasRecord? {
    line.withUnsafeBufferPointer { decode($0) }
  }
}
