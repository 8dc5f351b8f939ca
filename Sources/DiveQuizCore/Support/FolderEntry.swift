/// One name in a folder, for completing file names: folders go on with `/`.
package enum FolderEntry: Equatable, Sendable {
  case file(String)
  case folder(String)

  package var name: String {
    switch self {
    case .file(let name), .folder(let name): return name
    }
  }

  package var isFolder: Bool {
    guard case .folder = self else { return false }
    return true
  }
}
