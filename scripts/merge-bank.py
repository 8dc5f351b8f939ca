#!/usr/bin/env python3
"""Merges the parts of the rulebook question bank into the project's files.

The bank is written in parts, one folder each (/work/bank/p1, referee, judging, p11), in the
format of /work/bank/FORMAT.md. divequiz reads one file of questions, one of checklist duties
and one string table per language, so this script concatenates the parts: one header, the
parts' rows in chapter order (a part's place is the lowest chapter it holds), comments and
blank lines dropped. It writes

  Resources/rulebook/questions.tsv, Resources/rulebook/checklists.tsv,
  Localization/rulebook/<lang>.strings (en, fr, es, es-MX, it, de, zh-Hans),
  Tests/DiveQuizKitTests/Fixtures/rulebook-facts.tsv (the parts' facts.tsv, the tests' key),
  Tests/DiveQuizKitTests/Fixtures/articles-2026.txt (the article numbers the 2026 reference
  gives, one a line: no 2026 number may be shown that is not among them).

A missing part or table is skipped with a note; a duplicate id or key stops the merge, since
divequiz would refuse it anyway. Run from the repository's root:

  python3 scripts/merge-bank.py [--parts /work/bank]
"""
import argparse
import pathlib
import sys

QUESTION_HEADER = "id\tchapter\tform\tanswer\trules_2025\trules_2024\trules_2026\teditions"
CHECKLIST_HEADER = "role\tmoment\titem\trules_2026\trules_2025"
FACTS_HEADER = "id\tanswer\trules_2025\trules_2024\trules_2026\tfact\tsource"
CHAPTERS = [
    "general", "competitions", "format", "statement", "procedure", "referee", "secretariat",
    "judging", "synchro", "championships", "agegroups", "facilities", "checklist",
]
LANGUAGES = ["en", "fr", "es", "es-MX", "it", "de", "zh-Hans"]
PART_ORDER = ["p1", "referee", "judging", "p11"]


def rows(path, header):
    """The data rows of a TSV part (comments, blanks and its header dropped), with line numbers."""
    found = []
    seen_header = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if not seen_header:
            if line.strip() != header:
                sys.exit(f"{path}:{number}: header is not the one FORMAT.md gives:\n  {line}")
            seen_header = True
            continue
        found.append((number, line.rstrip("\r")))
    return found


def chapter_rank(part):
    """Where a part goes: the rank of the lowest chapter its questions hold."""
    path = part / "questions.tsv"
    if not path.exists():
        return len(CHAPTERS)
    ranks = [CHAPTERS.index(line.split("\t")[1]) for _, line in rows(path, QUESTION_HEADER)
             if len(line.split("\t")) > 1 and line.split("\t")[1] in CHAPTERS]
    return min(ranks, default=len(CHAPTERS))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parts", default="/work/bank")
    parser.add_argument("--root", default=".")
    parser.add_argument("--reference", default="/work/shared/reference/articles-2026.tsv")
    options = parser.parse_args()
    root = pathlib.Path(options.root)
    base = pathlib.Path(options.parts)
    parts = [p for p in base.iterdir() if p.is_dir() and not p.name.startswith(".")]
    known = {name: index for index, name in enumerate(PART_ORDER)}
    parts.sort(key=lambda p: (chapter_rank(p), known.get(p.name, len(known)), p.name))
    present = [p for p in parts if (p / "questions.tsv").exists()]
    if not present:
        sys.exit(f"no part in {base} has a questions.tsv yet: nothing merged")

    questions, checklist, facts = [], [], []
    ids = {}
    for part in parts:
        q = part / "questions.tsv"
        if not q.exists():
            print(f"note: {part.name}: no questions.tsv yet", file=sys.stderr)
            continue
        for number, line in rows(q, QUESTION_HEADER):
            qid = line.split("\t")[0]
            if qid in ids:
                sys.exit(f"{q}:{number}: id {qid} already in {ids[qid]}")
            ids[qid] = f"{q}:{number}"
            questions.append(line)
        c = part / "checklists.tsv"
        if c.exists():
            checklist += [line for _, line in rows(c, CHECKLIST_HEADER)]
        f = part / "facts.tsv"
        if f.exists():
            facts += [line for _, line in rows(f, FACTS_HEADER)]
        else:
            print(f"note: {part.name}: no facts.tsv yet", file=sys.stderr)

    # Questions in chapter order, each chapter's rows in the order its writer gave them.
    order = {c: i for i, c in enumerate(CHAPTERS)}
    questions.sort(key=lambda line: order.get(line.split("\t")[1], len(order)))

    (root / "Resources/rulebook").mkdir(parents=True, exist_ok=True)
    (root / "Resources/rulebook/questions.tsv").write_text(
        "# divequiz rulebook question bank: the structure of each question (README, \"The rulebook bank\").\n"
        "# Made by scripts/merge-bank.py from the parts; correct the parts, then merge again.\n"
        + QUESTION_HEADER + "\n" + "".join(line + "\n" for line in questions), encoding="utf-8")
    (root / "Resources/rulebook/checklists.tsv").write_text(
        "# divequiz: the 2026 referee's and assistant referee's checklists, duty by duty.\n"
        "# Made by scripts/merge-bank.py from the parts.\n"
        + CHECKLIST_HEADER + "\n" + "".join(line + "\n" for line in checklist), encoding="utf-8")
    fixture = root / "Tests/DiveQuizKitTests/Fixtures/rulebook-facts.tsv"
    fixture.write_text(
        "# The facts each question of the bank states, written from the rule text apart from\n"
        "# the questions (the parts' facts.tsv); RulebookBankFactsTests checks the bank against it.\n"
        + FACTS_HEADER + "\n" + "".join(line + "\n" for line in facts), encoding="utf-8")

    reference = pathlib.Path(options.reference)
    if reference.exists():
        articles = []
        for line in reference.read_text(encoding="utf-8").splitlines()[1:]:
            cell = line.split("\t")[0].strip()
            if cell:
                # The cell, each number of it, and each end of a range (8.6.3–8.6.4).
                for part in [cell] + [p.strip() for p in cell.split(";") if p.strip()]:
                    articles += [part] + [end.strip() for end in part.split("\u2013")]
        (root / "Tests/DiveQuizKitTests/Fixtures/articles-2026.txt").write_text(
            "".join(a + "\n" for a in dict.fromkeys(articles)), encoding="utf-8")
    else:
        print(f"note: no {reference}: the 2026 article list is left as it was", file=sys.stderr)

    (root / "Localization/rulebook").mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        keys = {}
        out = [f"/* divequiz rulebook bank: the {language} texts. Made by scripts/merge-bank.py"
               " from the parts; correct the parts, then merge again. */\n"]
        for part in parts:
            table = part / f"{language}.strings"
            if not table.exists():
                continue
            out.append(f"\n/* ─── {part.name} ─── */\n")
            for number, line in enumerate(table.read_text(encoding="utf-8").splitlines(), 1):
                stripped = line.strip()
                if stripped.startswith('"'):
                    key = stripped[1:].split('"', 1)[0]
                    if key in keys:
                        sys.exit(f"{table}:{number}: key {key} already in {keys[key]}")
                    keys[key] = f"{table}:{number}"
                if stripped:
                    out.append(line.rstrip("\r") + "\n")
        (root / f"Localization/rulebook/{language}.strings").write_text("".join(out), encoding="utf-8")
        print(f"{language}: {len(keys)} keys", file=sys.stderr)
    counts = {}
    for line in questions:
        chapter = line.split("\t")[1]
        counts[chapter] = counts.get(chapter, 0) + 1
    print(f"{len(questions)} questions ("
          + ", ".join(f"{c} {counts[c]}" for c in CHAPTERS if c in counts)
          + f"), {len(checklist)} checklist duties, {len(facts)} facts", file=sys.stderr)


if __name__ == "__main__":
    main()
