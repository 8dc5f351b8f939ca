import DiveQuizCore
import DiveQuizService

/// `questions`: an instructor's own sets, added from GIFT files, listed and removed.
extension Session {
  func ownQuestions(_ request: Command.OwnRequest) -> Bool {
    switch request {
    case .list:
      do throws(TrainerError) {
        return shown(ownList(try service.own.sets()))
      } catch {
        fail(error)
        return false
      }
    case .add(let file, let asked):
      var language = catalog.language
      if let asked {
        guard let matched = catalog.resolve(asked) else {
          complain(OwnError.unknownLanguage(asked))
          return false
        }
        language = matched
      }
      do throws(TrainerError) {
        let set = try service.own.add(file: file, language: language)
        return shown(
          catalog.text("own.added", Sanitizer.visible(set.name), set.questions, set.language)
            + "\n")
      } catch {
        fail(error)
        return false
      }
    case .remove(let name):
      do throws(TrainerError) {
        try service.own.remove(name)
        return shown(catalog.text("own.removed", Sanitizer.visible(name)) + "\n")
      } catch {
        fail(error)
        return false
      }
    }
  }

  /// One line a set: its name, language, questions and categories.
  private func ownList(_ sets: [OwnSetSummary]) -> String {
    guard !sets.isEmpty else { return catalog.text("own.list.none") + "\n" }
    var lines = [catalog.text("own.list.header", sets.count)]
    for set in sets {
      var line = catalog.text(
        "own.list.row", Sanitizer.visible(set.name), set.language, set.questions)
      if !set.categories.isEmpty {
        line +=
          "  " + set.categories.map { Sanitizer.visible($0, limit: 40) }.joined(separator: ", ")
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
