/// The rulebook's editions, parsed when a session first needs them: a session that shows no
/// penalty (a script of history commands, or `quit`) never pays for parsing them.
public typealias RulesSource = Deferred<RulebookEditions>

extension Deferred<RulebookEditions> {
  /// Every edition, loading them now if this is the first use.
  package var editions: RulebookEditions { value }
}
