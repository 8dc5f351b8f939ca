// History/Report: what an instructor reads. The class report and its tallies by kind
// (Report, KindTally, AnswerTally), the confusion matrix of sanctions, the exam sheet of one
// seed (ExamSheet) and the choice of quizzes to review.
