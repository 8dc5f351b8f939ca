/// The rulebook's editions, parsed when a session first needs them.
///
/// The built-in rulebook is compiled in and checked by the tests, so a session that shows no
/// penalty (a script of history commands, or `quit`) never pays for parsing it; a rulebook
/// the user supplies is parsed before the session starts so its mistakes show at once.
/// Used by one session on one thread, hence a plain class.
public final class RulesSource {
  private var loaded: RulebookEditions?
  private let load: () -> RulebookEditions

  /// Editions already loaded.
  public init(_ editions: RulebookEditions) {
    self.loaded = editions
    self.load = { editions }
  }

  /// Editions that `load` produces on first use; `load` must not fail (it reports and falls
  /// back on its own), since a session cannot stop to handle a data error mid-command.
  public init(deferred load: @escaping () -> RulebookEditions) {
    self.load = load
  }

  /// Every edition, loading them now if this is the first use.
  public var editions: RulebookEditions {
    if let loaded { return loaded }
    let editions = load()
    loaded = editions
    return editions
  }
}
