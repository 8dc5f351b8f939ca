// History/Read/Reader: the one door to the stored history (HistoryReader). It chooses how a
// read runs (one thread or several, chunk sizes), numbers the damaged lines it reports, turns a
// query into the raw-line test it skips lines with (LineFilter), and keeps the caches beside the
// history (names, the coach's summaries); the service asks it for values and never sees bytes.
