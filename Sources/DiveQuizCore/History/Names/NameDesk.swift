/// Plans the instructor's decisions about names (`trainees rename`, `merge`, `unmerge`):
/// finds every name as people type them, refuses what would lose or confuse a trainee, and
/// says which alias lines to append. Pure: the session asks and writes.
package enum NameDesk {
  /// What to append, and the names to tell the instructor about.
  package struct Plan: Equatable, Sendable {
    package var aliases: [Alias]
    /// The names renamed, merged or unmerged, as shown.
    package var sources: [String]
    /// The name they become or join (unmerge: the trainee they leave).
    package var target: String
  }

  /// One alias line to append (its id and time are the session's).
  package struct Alias: Equatable, Sendable {
    package var action: AliasRecord.Action
    package var from: String
    package var to: String
  }

  package static func plan(_ change: NameChange, names: TraineeNames) -> Result<
    Plan, NameChangeError
  > {
    do throws(NameChangeError) {
      switch change {
      case .rename(let old, let new):
        let new = try checkedTarget(new)
        let (identity, shown) = try find(old, names)
        let other = names.identity(of: new)
        if other != identity, let taken = names.shownName(identity: other) {
          throw .alreadyTrainee(taken)
        }
        guard new != shown else { throw .sameName(shown) }
        return .success(
          Plan(
            aliases: [Alias(action: .rename, from: shown, to: new)], sources: [shown], target: new))
      case .merge(let sources, let target):
        _ = try checkedTarget(target)
        let (into, shown) = try find(target, names)
        var aliases: [Alias] = []
        var merged: [String] = []
        var seen: Set<String> = []
        for source in sources {
          let (identity, name) = try find(source, names)
          guard identity != into else { throw .sameTrainee(name, shown) }
          guard seen.insert(identity).inserted else { continue }
          aliases.append(Alias(action: .merge, from: name, to: shown))
          merged.append(name)
        }
        return .success(Plan(aliases: aliases, sources: merged, target: shown))
      case .unmerge(let typed):
        return .success(try unmerge(typed, names))
      }
    } catch {
      return .failure(error)
    }
  }

  /// A name to rename or merge into: not empty, not longer than a trainee's name can be.
  private static func checkedTarget(_ name: String) throws(NameChangeError) -> String {
    let tidy = NameKey.tidy(name)
    guard !NameKey.of(tidy).isEmpty else { throw .emptyName }
    guard tidy.count <= AliasRecord.longestName else {
      throw .nameTooLong(tidy.count, limit: AliasRecord.longestName)
    }
    return tidy
  }

  private static func find(_ typed: String, _ names: TraineeNames) throws(NameChangeError) -> (
    String, String
  ) {
    switch names.lookup(typed) {
    case .found(let identity, let shown): return (identity, shown)
    case .ambiguous(let candidates): throw .lookup(.ambiguous(typed, candidates: candidates))
    case .unknown(let suggestions): throw .lookup(.unknown(typed, suggestions: suggestions))
    }
  }

  /// A spelling merged into another trainee leaves it; a trainee others were merged into
  /// lets them all go.
  private static func unmerge(_ typed: String, _ names: TraineeNames) throws(NameChangeError)
    -> Plan
  {
    var key = NameKey.of(typed)
    if names.identity(ofKey: key) == key, names.members(identity: key).count < 2 {
      // Not a whole merged name: a unique start of one.
      let merged = names.merged.map(\.key).filter { TraineeNames.starts($0, with: key) }
      if merged.count == 1, let only = merged.first {
        key = only
      } else if merged.count > 1 {
        throw .lookup(.ambiguous(typed, candidates: merged.map { names.spelling(ofKey: $0) }))
      } else {
        let (identity, shown) = try find(typed, names)
        guard names.members(identity: identity).count > 1 else { throw .notMerged(shown) }
        key = identity
      }
    }
    let identity = names.identity(ofKey: key)
    let shown = names.shownName(identity: identity) ?? names.spelling(ofKey: identity)
    if identity != key {
      let name = names.spelling(ofKey: key)
      return Plan(
        aliases: [Alias(action: .unmerge, from: name, to: "")], sources: [name], target: shown)
    }
    let members = names.members(identity: identity).filter { $0 != identity }
    guard !members.isEmpty else { throw .notMerged(shown) }
    return Plan(
      aliases: [Alias(action: .unmerge, from: shown, to: "")],
      sources: members.map { names.spelling(ofKey: $0) }, target: shown)
  }
}
