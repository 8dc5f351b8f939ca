import DiveQuizCore

/// One thing the user asked for at the prompt (or as a subcommand).
package enum Command: Equatable, Sendable {
  case help(topic: String?)
  case quiz(QuizPlan)
  /// Nil shows the current language and the available ones.
  case language(String?)
  /// Nil shows the edition in use and the available ones; an id switches to that edition.
  case edition(String?)
  case penalties([QuizFilter])
  /// Nil: no id was typed (the session says which ids the edition has).
  case show(Int?)
  case search(String)
  case quit
  /// Nil shows whose quizzes are being recorded.
  case judge(String?)
  case history(HistoryQuery, json: Bool)
  /// Nil reviews the last quiz; otherwise an id or a unique prefix of one, and, to tell apart
  /// quizzes imported with one id, the judge's name or the day (`among`).
  case review(String?, among: String? = nil)
  /// `html` names the printable page to write instead of text, and its titles.
  case report(HistoryQuery, json: Bool, html: HTMLRequest? = nil)
  case export(ExportRequest)
  /// `export questions`: the question bank for Moodle or Anki.
  case exportQuestions(QuestionExportRequest)
  /// One line per trainee, names merged as `NameKey` compares them and as the instructor
  /// merged them; a `judge` in the query filters by a start of a name or word.
  case trainees(HistoryQuery, json: Bool)
  /// `trainees rename|merge|unmerge`: a decision about names, stored in the history.
  case names(NameChange)
  case importFiles([String])
  /// Nil retries the history file; a path writes the unsaved quizzes there.
  case save(String?)
  /// One trainee's scores over time; nil is the current trainee.
  case progress(String?)
  /// The current trainee's schedule: due today and on each of the next days, predicted
  /// recall by kind; with `json`, every item with its recall and due day.
  case due(json: Bool)
  /// The settings in force and where each comes from.
  case settings
  /// Clears the terminal's screen (nothing when the output is no terminal).
  case clear
  /// One dive: its name, DD at each height and the formula's components.
  case dive(DiveQuery)
  /// The tabled dives that pass a filter.
  case dives(DiveFilter)
  /// A dive's score from a panel's awards.
  case score(ScoreRequest)
  /// The rulebook bank's chapters with their questions in the edition taught.
  case rulebook
  /// The 2026 checklists of these roles (both when none is named), duty by duty.
  case checklist([ChecklistDuty.Role])
  /// Everything divequiz teaches about a rule number in the edition taught.
  case rule(String)

  /// `report … html FILE [--title TEXT] [--subtitle TEXT]`.
  package struct HTMLRequest: Equatable, Sendable {
    package var file: String
    package var titles: HTMLReport.Titles

    package init(file: String, titles: HTMLReport.Titles = HTMLReport.Titles()) {
      self.file = file
      self.titles = titles
    }
  }

  package enum ExportFormat: String, Sendable {
    case csv, json
  }
}
