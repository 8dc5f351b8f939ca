/// The dive catalogue, parsed when a command first needs it.
///
/// The built-in catalogue is compiled in and checked by the tests, so a session that never
/// names a dive never pays for parsing its thousand lines; a file given with `--dives` is
/// parsed before the session starts so its mistakes show at once. One session, one thread:
/// a plain class, like `RulesSource`.
public final class DiveCatalogSource {
  private var loaded: DiveCatalog?
  private let load: () -> DiveCatalog

  public init(_ catalog: DiveCatalog) {
    self.loaded = catalog
    self.load = { catalog }
  }

  /// `load` must not fail: it reports a problem itself and returns what it can.
  public init(deferred load: @escaping () -> DiveCatalog) {
    self.load = load
  }

  /// Whether the catalogue has been parsed yet (start-up measurements and tests).
  public var isLoaded: Bool { loaded != nil }

  public var catalog: DiveCatalog {
    if let loaded { return loaded }
    let catalog = load()
    loaded = catalog
    return catalog
  }
}
