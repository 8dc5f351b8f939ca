// History/Names: who the trainees are. Names as typed and their keys (TraineeName, NameKey),
// merges, renames and their undoing (NameChange, NameDesk), the census of every name with its
// counts (NameCensus, TraineeIndex, TraineeNames), the names cache and the lookup errors.
