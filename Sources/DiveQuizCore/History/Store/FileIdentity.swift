/// A file's device and inode: two paths name the same file exactly when these are equal.
public struct FileIdentity: Hashable, Sendable {
  package var device: UInt64
  package var inode: UInt64

  package init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}
