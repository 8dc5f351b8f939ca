/// Every name met in a history, read one line at a time: how often each spelling was used,
/// and the instructor's renames and merges replayed in file order. `resolved()` turns it into
/// the `TraineeNames` every reader shows and finds trainees by.
///
/// What it keeps grows with the spellings in the file (a class's few dozen), never with its
/// quizzes.
package struct NameCensus: Sendable, Codable, Equatable {
  /// Uses of each name exactly as stored: one dictionary step per quiz read, the folding
  /// done once per spelling when the names are resolved.
  private var uses: [String: Int] = [:]
  /// A key merged into another (not necessarily a root: follow to the root).
  private(set) var parent: [String: String] = [:]
  /// The name a rename gave an identity, by its root key.
  private(set) var given: [String: String] = [:]
  /// Keys linked to another by a rename rather than a merge: not listed as merged names.
  private(set) var renamed: Set<String> = []
  /// The ids of the aliases applied, so that an alias imported twice counts once.
  private var applied: Set<String> = []
  /// `parent` turned round: the keys linked straight to each key. Derived (rebuilt when a
  /// cached census is read), so that `unmerge NAME` finds what went into NAME without a walk
  /// over every link: N merges and N unmerges were quadratic.
  private var children: [String: Set<String>] = [:]

  private enum CodingKeys: String, CodingKey { case uses, parent, given, renamed, applied }

  package init() {}

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    uses = try container.decode([String: Int].self, forKey: .uses)
    parent = try container.decode([String: String].self, forKey: .parent)
    given = try container.decode([String: String].self, forKey: .given)
    renamed = try container.decode(Set<String>.self, forKey: .renamed)
    applied = try container.decode(Set<String>.self, forKey: .applied)
    for (child, target) in parent { children[target, default: []].insert(child) }
  }

  /// Equal when what is stored is: `children` is derived, and may hold an emptied set.
  package static func == (left: NameCensus, right: NameCensus) -> Bool {
    left.uses == right.uses && left.parent == right.parent && left.given == right.given
      && left.renamed == right.renamed && left.applied == right.applied
  }

  /// Links `key` to `target` (nil unlinks it), keeping `children` in step.
  private mutating func link(_ key: String, to target: String?) {
    if let old = parent[key] { children[old]?.remove(key) }
    parent[key] = target
    if let target { children[target, default: []].insert(key) }
  }

  /// Counts one stored quiz under the spelling it was stored with.
  package mutating func note(_ judge: String) {
    uses[judge, default: 0] += 1
  }

  /// Counts `count` stored quizzes under one spelling (a share of the history summed apart).
  package mutating func note(_ judge: String, count: Int) {
    uses[judge, default: 0] += count
  }

  /// Uses of each spelling (trimmed, single-spaced), by name key.
  var spellings: [String: [String: Int]] {
    var spellings: [String: [String: Int]] = [:]
    for (judge, count) in uses {
      let key = NameKey.of(judge)
      guard !key.isEmpty else { continue }
      spellings[key, default: [:]][NameKey.tidy(judge), default: 0] += count
    }
    return spellings
  }

  /// Counts one stored quiz whose name is known as raw JSON bytes (no escapes).
  package mutating func note(raw: UnsafeBufferPointer<UInt8>) {
    note(String(decoding: raw, as: UTF8.self))
  }

  /// Applies an instructor's decision, in the order the file holds them.
  package mutating func apply(_ alias: AliasRecord) {
    guard applied.insert(alias.id).inserted else { return }
    let fromKey = NameKey.of(alias.from)
    let from = root(fromKey)
    switch alias.action {
    case .merge:
      let to = root(NameKey.of(alias.to))
      if from != to { link(from, to: to) }
      renamed.remove(from)
    case .rename:
      let toKey = NameKey.of(alias.to)
      let to = root(toKey)
      if from != to {
        link(from, to: to)
        renamed.insert(from)
      }
      given[to] = NameKey.tidy(alias.to)
    case .unmerge:
      if parent[fromKey] != nil {
        link(fromKey, to: nil)
      } else {
        for child in children[fromKey] ?? [] { link(child, to: nil) }
        children[fromKey] = nil
      }
    }
  }

  /// The key an identity is known by: `key` followed through merges and renames, however
  /// many (70 renames of one trainee are 70 steps). A chain longer than there are links
  /// must loop (a hand-edited file): the walk stops there, so it cannot hang a reader.
  func root(_ key: String) -> String {
    var current = key
    var steps = 0
    while let next = parent[current], next != current, steps <= parent.count {
      current = next
      steps += 1
    }
    return current
  }

  /// A census of a file as far as it was read: a later read goes on from `covered` when the
  /// file is the same one, only appended to.
  package struct Progress: Sendable {
    package var location: String
    package var identity: FileIdentity?
    package var covered: Int
    package var census: NameCensus
    /// The census resolved, kept until the file grows.
    package var names: TraineeNames?

    package init(location: String, identity: FileIdentity?, covered: Int, census: NameCensus) {
      self.location = location
      self.identity = identity
      self.covered = covered
      self.census = census
    }
  }

  /// Reads one history line: a quiz's name is counted, an alias applied, anything else
  /// (damaged lines, which every quiz reader reports) passed over.
  package mutating func read(_ line: HistoryLine) {
    guard line.overlong == nil else { return }
    if let raw = FastRecordReader.judge(in: line.bytes) {
      note(raw: raw)
    } else if let alias = AliasRecord.decode(line.bytes) {
      apply(alias)
    } else if case .success(let record) = RecordCodec.decode(line.bytes) {
      note(record.judge)
    }
  }

  /// The names as every reader shows and finds them.
  package func resolved() -> TraineeNames { TraineeNames(self) }
}
