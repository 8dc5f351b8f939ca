// History/Export: the history out, as rows (ExportRow) and as CSV or JSON text (ExportWriter,
// Exporter), one row per question or per quiz. Every cell meant for a spreadsheet passes the one
// CSV neutraliser; its errors.
