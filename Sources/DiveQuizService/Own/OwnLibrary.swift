import DiveQuizCore

/// Where the instructors' own sets live and how they are read and written: closures the
/// front end hands in (the data folder's `questions` folder, through the guarded read and
/// the owned, no-follow write), so the service never touches the file system itself.
package struct OwnLibrary {
  /// The folder the copies are kept in.
  package var folder: String
  /// Reads an instructor's file (`stored` false) or a kept copy (`stored` true); throws
  /// `FileReadError` or an error a person can read.
  package var read: (_ path: String, _ stored: Bool) throws -> [UInt8]
  /// The file names in `folder`; none when it does not exist yet.
  package var list: () throws -> [String]
  /// Writes a whole file in `folder` (a temporary file renamed over it: never half written).
  package var write: (_ path: String, _ bytes: [UInt8]) throws -> Void
  /// Removes a kept copy.
  package var remove: (_ path: String) throws -> Void

  package init(
    folder: String, read: @escaping (String, Bool) throws -> [UInt8],
    list: @escaping () throws -> [String], write: @escaping (String, [UInt8]) throws -> Void,
    remove: @escaping (String) throws -> Void
  ) {
    self.folder = folder
    self.read = read
    self.list = list
    self.write = write
    self.remove = remove
  }

  func path(_ file: String) -> String { folder + "/" + file }
}

/// A kept set in a listing: its name, language and how many questions it holds.
package struct OwnSetSummary: Equatable, Sendable {
  package var name: String
  package var language: String
  package var questions: Int
  /// The categories its questions are filed under, in file order.
  package var categories: [String]
}
