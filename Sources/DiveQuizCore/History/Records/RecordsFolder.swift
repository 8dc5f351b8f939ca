// History/Records: the history line, one JSON object a line. What a stored quiz or alias
// decision is (QuizRecord, AliasRecord), how it is written (RecordWriter) and read back in full
// (RecordParser, RecordCodec, HistoryJSON), its limits and kinds, and the packed form of its
// answers that fast reads use. Nothing here reads files: it turns bytes into values and back.
// A new field of the line lands here first, with its schema version.
