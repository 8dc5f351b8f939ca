import DiveQuizCore

/// One name in a folder, for completing file names: folders go on with `/`.
public struct FolderEntry: Equatable, Sendable {
  public var name: String
  public var isFolder: Bool

  public init(name: String, isFolder: Bool) {
    self.name = name
    self.isFolder = isFolder
  }
}
