/// Quiz ids that tests can predict: `00000001-0000-4000-8000-000000000000`, then 2, 3…
package final class SequentialIDs: @unchecked Sendable {
  private var counter = 0

  package init() {}

  /// The next id; hand `next` to a session as its `makeID`.
  package func next() -> String {
    counter += 1
    let digits = String(counter, radix: 16)
    return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
      + "-0000-4000-8000-000000000000"
  }
}
