// History/Import: bringing other histories in. Batches of lines checked and deduplicated by quiz
// id against an index of what is already stored (ImportIndex), so importing twice adds nothing
// and a cut import resumes; its errors.
