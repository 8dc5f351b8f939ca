/// Who is who in a history: one identity per trainee (a name key, followed through the
/// instructor's merges and renames) and the one name shown for it everywhere.
///
/// The name shown is the one a rename gave, else the spelling used most often under the
/// identity's own key (a merge keeps the name merged into), ties going to the spelling with
/// more accented letters, then more capitals: "Chloé Martin" wins over "Chloe Martin", "Ann
/// Lee" over "ann lee". Empty (`init()`), it still groups by name key and shows names tidied.
public struct TraineeNames: Sendable {
  /// What a typed name finds.
  package enum Lookup: Equatable, Sendable {
    /// One identity (its key) and its shown name.
    case found(identity: String, shown: String)
    /// Several trainees start with or hold a word starting with what was typed.
    case ambiguous([String])
    /// No trainee: the closest shown names, if any.
    case unknown(suggestions: [String])
  }

  /// Root of every key that is merged into another.
  private var roots: [String: String] = [:]
  /// Shown name of every identity with a stored quiz or a given name.
  private var shownNames: [String: String] = [:]
  /// Every key under each identity, its own first.
  private var memberKeys: [String: [String]] = [:]
  /// Keys an identity took over by a rename: the same person under a new name.
  private var renamedKeys: Set<String> = []
  /// The most used spelling of each key.
  private var keySpellings: [String: String] = [:]

  package init() {}

  init(_ census: NameCensus) {
    let spellings = census.spellings
    var keys = Set(spellings.keys)
    keys.formUnion(census.parent.keys)
    keys.formUnion(census.parent.values)
    keys.formUnion(census.given.keys)
    for key in keys.sorted() {
      let root = census.root(key)
      if root != key { roots[key] = root }
      memberKeys[root, default: [root]] += root == key ? [] : [key]
    }
    renamedKeys = census.renamed.filter { roots[$0] != nil }
    for (key, uses) in spellings {
      if let best = uses.max(by: { Self.ranks($0, below: $1) }) { keySpellings[key] = best.key }
    }
    for (root, members) in memberKeys {
      if let given = census.given[root] {
        shownNames[root] = given
        continue
      }
      let own = spellings[root] ?? [:]
      var pool = own
      if pool.isEmpty {
        for member in members { pool.merge(spellings[member] ?? [:], uniquingKeysWith: +) }
      }
      guard let best = pool.max(by: { Self.ranks($0, below: $1) }) else { continue }
      shownNames[root] = best.key
    }
  }

  /// Whether spelling `a` (with its uses) is shown less readily than `b`.
  static func ranks(_ a: (key: String, value: Int), below b: (key: String, value: Int)) -> Bool {
    if a.value != b.value { return a.value < b.value }
    let (accentsA, accentsB) = (accents(a.key), accents(b.key))
    if accentsA != accentsB { return accentsA < accentsB }
    let (capitalsA, capitalsB) = (capitals(a.key), capitals(b.key))
    if capitalsA != capitalsB { return capitalsA < capitalsB }
    // Any order will do, as long as it is the same every time.
    return a.key > b.key
  }

  private static func accents(_ text: String) -> Int {
    text.unicodeScalars.filter { !$0.isASCII && $0.properties.isAlphabetic }.count
      + text.unicodeScalars.filter { $0.properties.canonicalCombiningClass.rawValue != 0 }.count
  }

  private static func capitals(_ text: String) -> Int {
    text.unicodeScalars.filter { $0.properties.isUppercase }.count
  }

  /// The identity a stored or typed name belongs to.
  package func identity(of name: some StringProtocol) -> String {
    identity(ofKey: NameKey.of(name))
  }

  /// The identity of a name key.
  package func identity(ofKey key: String) -> String { roots[key] ?? key }

  /// The name shown for a stored name: its identity's, or the name tidied when unknown.
  package func shown(_ name: String) -> String {
    shownNames[identity(of: name)] ?? NameKey.tidy(name)
  }

  /// The name shown for an identity, if it has one.
  package func shownName(identity: String) -> String? { shownNames[identity] }

  /// The spelling most used under one name key (the key itself when none was stored).
  package func spelling(ofKey key: String) -> String { keySpellings[key] ?? key }

  /// Every name key counted as this identity (its own included).
  package func members(identity: String) -> [String] { memberKeys[identity] ?? [identity] }

  /// The identities with a shown name, in alphabetical order of their shown names.
  package var identities: [String] {
    shownNames.keys.sorted {
      let (a, b) = (NameKey.of(shownNames[$0] ?? $0), NameKey.of(shownNames[$1] ?? $1))
      return a != b ? a < b : $0 < $1
    }
  }

  /// Every shown name, alphabetically: what Tab offers.
  package var all: [String] { identities.compactMap { shownNames[$0] } }

  /// The keys merged into another identity, with that identity: for the class list's note
  /// and `unmerge` (a name renamed is not listed, though `unmerge` undoes a rename too).
  package var merged: [(key: String, identity: String)] {
    roots.filter { !renamedKeys.contains($0.key) }.sorted { $0.key < $1.key }.map {
      ($0.key, $0.value)
    }
  }

  /// The names merged into one of `listed` (trainees as a list shows them): each spelling
  /// with the name it now counts under, for the class list's note.
  package func mergedNames(into listed: [String]) -> [(name: String, into: String)] {
    let shown = Set(listed.map { NameKey.of($0) })
    return merged.compactMap { key, identity in
      guard let target = shownNames[identity], shown.contains(NameKey.of(target)) else {
        return nil
      }
      return (spelling(ofKey: key), target)
    }
  }

  /// Finds a trainee as people type names: the whole name however spelled, else a unique
  /// start of the name or of one of its words (`Anne`, `chlo`, `martin`).
  package func lookup(_ typed: String) -> Lookup {
    let wanted = NameKey.of(typed)
    guard !wanted.isEmpty else { return .unknown(suggestions: []) }
    let exact = identity(ofKey: wanted)
    if let shown = shownNames[exact] { return .found(identity: exact, shown: shown) }
    var found: Set<String> = []
    for (identity, keys) in memberKeys where shownNames[identity] != nil {
      let names = keys + [NameKey.of(shownNames[identity] ?? "")]
      if names.contains(where: { Self.starts($0, with: wanted) }) { found.insert(identity) }
    }
    if found.count == 1, let identity = found.first, let shown = shownNames[identity] {
      return .found(identity: identity, shown: shown)
    }
    if found.count > 1 {
      return .ambiguous(identities.filter(found.contains).compactMap { shownNames[$0] })
    }
    return .unknown(suggestions: NameKey.closest(to: typed, in: all))
  }

  /// The shown names a typed filter finds (`trainees anne`): every start of a name or word.
  package func filter(_ typed: String) -> [String] {
    let wanted = NameKey.of(typed)
    return identities.filter { identity in
      (members(identity: identity) + [NameKey.of(shownNames[identity] ?? "")]).contains {
        Self.starts($0, with: wanted)
      }
    }
  }

  /// Whether a key starts with `prefix`, or has a word that does.
  static func starts(_ key: String, with prefix: String) -> Bool {
    key.hasPrefix(prefix) || key.split(separator: " ").contains { $0.hasPrefix(prefix) }
  }
}
