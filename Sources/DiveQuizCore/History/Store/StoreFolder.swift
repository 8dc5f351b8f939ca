// History/Store: where the history's bytes live, seen from the core. The ports a front end
// implements (HistoryStorage, HistoryFileSystem, HistorySnapshot, FileSink), the files a session
// uses (HistoryFiles: main history, recovery folder), file identities and the history's errors,
// and the line reader that cuts a snapshot into lines. No system call: the System module and the
// test kit implement these ports.
