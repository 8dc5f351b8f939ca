/// Data parsed when a session first needs it (the rulebook, the dive catalogue).
///
/// Built-in data is compiled in and checked by the tests, so a session that never uses it
/// never pays for parsing it; a file the user supplies is parsed before the session starts
/// (`init(_:)`) so its mistakes show at once. Used by one session on one thread, hence a plain
/// class.
public final class Deferred<Value> {
  private var loaded: Value?
  private let load: () -> Value

  /// A value already loaded.
  public init(_ value: Value) {
    self.loaded = value
    self.load = { value }
  }

  /// A value `load` produces on first use; `load` must not fail (it reports a problem itself
  /// and returns what it can), since a session cannot stop for a data error mid-command.
  package init(deferred load: @escaping () -> Value) {
    self.load = load
  }

  /// Whether the value has been produced yet (start-up measurements and tests).
  package var isLoaded: Bool { loaded != nil }

  /// The value, produced now if this is the first use.
  package var value: Value {
    if let loaded { return loaded }
    let value = load()
    loaded = value
    return value
  }
}
