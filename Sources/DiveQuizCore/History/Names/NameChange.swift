/// What `trainees rename`, `merge` and `unmerge` ask for, names as typed (`NameDesk` plans
/// them).
package enum NameChange: Equatable, Sendable {
  case rename(String, to: String)
  case merge([String], into: String)
  case unmerge(String)
}
