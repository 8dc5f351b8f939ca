// History/Read: reading a history fast. The byte-level record reader (FastRecordReader and its
// shortcuts), the parallel chunked reader, the query (HistoryQuery: judge, dates, seed, edition)
// and the prefilters that skip lines before they are parsed. The service asks for reads; which
// strategy runs (threads, chunk sizes) is decided here, not there.
