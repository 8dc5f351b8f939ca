import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists folders with POSIX calls (whole files are read by `GuardedFile`), so that errors carry the system's own reason
/// ("No such file or directory") rather than a Foundation error dump.
package enum FileAccess {
  package struct Failure: Error, CustomStringConvertible {
    package let description: String

    package init(errorNumber: Int32) {
      description = String(cString: strerror(errorNumber))
    }
  }

  /// The entries of a folder with whether each is a folder, for completing file names; nil
  /// when it cannot be listed.
  package static func entries(_ path: String) -> [FolderEntry]? {
    guard let names = try? list(path) else { return nil }
    let base = path.hasSuffix("/") ? path : path + "/"
    return names.map { name in
      var info = stat()
      let isFolder = stat(base + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      return isFolder ? .folder(name) : .file(name)
    }
  }

  /// The paths matching a shell pattern (`*`, `?`, `[…]`), sorted; empty when none matches.
  /// The front end's: the core never expands a pattern (`import` asks for this).
  package static func expand(_ pattern: String) -> [String] {
    var found = glob_t()
    defer { globfree(&found) }
    guard glob(pattern, 0, nil, &found) == 0 else { return [] }
    var paths: [String] = []
    for index in 0..<Int(found.gl_pathc) {
      if let path = found.gl_pathv[index] { paths.append(String(cString: path)) }
    }
    return paths
  }

  package static func list(_ path: String) throws -> [String] {
    guard let directory = opendir(path) else { throw Failure(errorNumber: errno) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
