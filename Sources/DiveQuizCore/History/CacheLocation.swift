/// Where the coach's small caches are kept: `$XDG_CACHE_HOME/divequiz`, then
/// `~/.cache/divequiz` — out of the trainees' folders, so that `import folder/*` never meets
/// one, and usable even when the history's folder is read-only.
public enum CacheLocation {
  public static func resolve(environment: [String: String]) -> String {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/divequiz"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    return home + "/.cache/divequiz"
  }
}
