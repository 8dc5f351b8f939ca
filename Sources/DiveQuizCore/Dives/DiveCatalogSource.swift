/// The dive catalogue, parsed when a command first needs it: a session that never names a
/// dive never pays for parsing its thousand lines.
package typealias DiveCatalogSource = Deferred<DiveCatalog>

extension Deferred<DiveCatalog> {
  /// The catalogue, parsed now if this is the first use.
  package var catalog: DiveCatalog { value }
}
