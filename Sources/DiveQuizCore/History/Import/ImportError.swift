/// Why `import` refused a file or a name.
public enum ImportError: Error, Equatable, Sendable {
  /// Nothing at that path.
  case missing(path: String)
  /// The file's first lines are not history records (a CSV, a text, another program's data).
  case notAHistory(path: String, line: Int, problem: RecordCodec.LineProblem)
  /// A pattern (`*.jsonl`) that matches no file.
  case noMatch(pattern: String)
  /// A folder with no `*.jsonl` file in it.
  case emptyFolder(path: String)
  /// More to import than the memory this process may use holds (`ulimit -v`): nothing added.
  case tooLarge(megabytes: Int)
  /// The address space this process may use (`ulimit -v`, in MB) is below what an import
  /// needs (`needed` MB): refused before anything is read, rather than ended by the
  /// allocator part-way.
  case tooLittleMemory(limit: Int, needed: Int)
}

extension ImportError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .missing(let path):
      return catalog.text("import.missing", Sanitizer.visible(path, limit: 300))
    case .notAHistory(let path, let line, let problem):
      let detail = HistoryContents.Skipped(line: line, problem: problem).detail(catalog)
      return catalog.text(
        "import.notHistory", Sanitizer.visible(path, limit: 300), line,
        Sanitizer.visible(detail, limit: 200))
    case .noMatch(let pattern):
      return catalog.text("import.noMatch", Sanitizer.visible(pattern, limit: 300))
    case .emptyFolder(let path):
      return catalog.text("import.emptyFolder", Sanitizer.visible(path, limit: 300))
    case .tooLarge(let megabytes):
      return catalog.text("trust.import.tooLarge", megabytes)
    case .tooLittleMemory(let limit, let needed):
      return catalog.text("trust.import.tooLittleMemory", limit, needed)
    }
  }
}
