import DiveQuizCore
import DiveQuizService

/// Where instructors' own sets are kept: a `questions` folder beside the history, read
/// through the guarded read and written through the owned, no-follow write.
extension Launcher {
  static func ownLibrary(_ environment: LaunchEnvironment, historyPath: String) -> OwnLibrary? {
    guard let save = environment.saveUserFile, let remove = environment.removeUserFile else {
      return nil
    }
    let slash = historyPath.lastIndex(of: "/")
    let base = slash.map { String(historyPath[..<$0]) } ?? "."
    let folder = (base.isEmpty ? "" : base) + "/questions"
    return OwnLibrary(
      folder: folder,
      read: { path, stored in try environment.readFile(path, stored ? .ownSet : .gift) },
      list: {
        // No folder yet: no set kept yet.
        guard environment.files.kind(of: folder) != .missing else { return [] }
        return try environment.listDirectory(folder)
      },
      write: save, remove: remove)
  }
}
