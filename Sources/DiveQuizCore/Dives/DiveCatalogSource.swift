/// The dive catalogue, parsed when a command first needs it: a session that never names a
/// dive never pays for parsing its thousand lines.
public typealias DiveCatalogSource = Deferred<DiveCatalog>

extension Deferred<DiveCatalog> {
  /// The catalogue, parsed now if this is the first use.
  public var catalog: DiveCatalog { value }
}
