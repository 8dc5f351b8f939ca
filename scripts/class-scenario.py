#!/usr/bin/env python3
"""Builds an instructor's class history with the divequiz binary, as a class would, and
checks the instructor's desk on it (issue 11; with --names, issue 17's class).

Six trainees each keep their own history file: each takes `exam 20 seed 4711 time 30` (one
abandons after 4 answers) and a few practice quizzes of every kind. Ann trained on two
machines: one file spells her `ann lee ` (as an older tool wrote it), the other `Ann Lee`.
The instructor merges the files with `import`, then the checks run the instructor's
commands and print what they saw.

With --names (issue 17), another class: six trainees practise `quiz 10 seed 4711` (with
feedback, all right) before `exam 10 seed 4711`; one abandons the exam; Anne's name is typed
"Anne Marie", "anne-marie" and "Anne-Marie Dupont", Chloé's "Chloé Martin" more often than
"Chloe Martin". The checks show each point of the issue's "Done when" through the binary,
and, given --old-binary (a divequiz from before issue 17), that a history without alias
records reads the same in both and that the old one passes over an alias line.

    python3 scripts/class-scenario.py [--binary PATH] [--out DIR] [--check] [--names]
        [--old-binary PATH]

Needs only the binary and python3; the folder is left in place for a look (or the browser
check in scripts/check-html-report.sh).
"""
import argparse
import csv
import glob
import io
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = 4711

# (judge as typed, file, fully right, partly right, abandon after N answers)
EXAM = [
    ("Ann Lee", "ann-home.jsonl", 18, 1, None),
    ("Bruno Costa", "bruno.jsonl", 16, 2, None),
    ("Chloé Martin", "chloe.jsonl", 20, 0, None),
    ("Dario Rossi", "dario.jsonl", 12, 0, None),
    ("Eva Novak", "eva.jsonl", 15, 1, None),
    ("Femi Adeyemi", "femi.jsonl", 3, 0, 4),
]


def run(binary, history, args, stdin="", cwd=None, judge=None, lang="en"):
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": tempfile.gettempdir()}
    command = [binary, "--history", history, "--lang", lang]
    if judge is not None:
        command += ["--judge", judge]
    return subprocess.run(
        command + args, input=stdin, capture_output=True, text=True, env=env, cwd=cwd)


def exam_key(binary, scratch):
    """The exam's questions and their keys, from a dry run every answer of which is skipped."""
    history = os.path.join(scratch, "key.jsonl")
    run(binary, history, [], stdin="exam 20 seed %d\n" % SEED + "skip\n" * 20, judge="key")
    record = json.loads(run(binary, history, ["history", "--json"]).stdout)[0]
    return [(q[3], q[4]) for q in record["q"]]


def answers(key, right, partly):
    """Typed answers: `right` fully right, then `partly` with one owner flag wrong, then wrong."""
    flip = {"r": "rj", "j": "rj", "rj": "r"}
    lines = []
    for index, (sanction, owners) in enumerate(key):
        if index < right:
            lines.append("%d %s" % (sanction, owners))
        elif index < right + partly:
            lines.append("%d %s" % (sanction, flip[owners]))
        else:
            lines.append("%d %s" % ((sanction + 1) % 6, owners))
    return lines


def build(binary, out):
    trainees = os.path.join(out, "trainees")
    os.makedirs(trainees, exist_ok=True)
    # A folder used before starts again: quizzes appended twice would be a different class.
    for stale in glob.glob(os.path.join(trainees, "*.jsonl")) + [
            os.path.join(out, name) for name in ("key.jsonl", "class.jsonl")]:
        if os.path.exists(stale):
            os.remove(stale)
    key = exam_key(binary, out)
    # Ann's club machine, first: two practice quizzes, her name typed in lower case...
    club = os.path.join(trainees, "ann-club.jsonl")
    result = run(binary, club, [], "quiz 10 seed 400\n" + "0 r\n" * 10 + "quiz 5 seed 401\n"
                 + "4 j\n" * 5, judge="ann lee")
    assert result.returncode == 0, result.stderr
    # ...and, as the older tool there wrote it, with a trailing space.
    with open(club, encoding="utf-8") as handle:
        text = handle.read()
    with open(club, "w", encoding="utf-8") as handle:
        handle.write(text.replace('"judge":"ann lee"', '"judge":"ann lee "'))
    for number, (name, file, right, partly, abandon) in enumerate(EXAM):
        typed = answers(key, right, partly)
        if abandon is not None:
            typed = typed[:abandon] + ["abort"]
        script = ["exam 20 seed %d time 30" % SEED] + typed
        # Practice: sanction, rule-number and true-or-false questions, other seeds.
        script += ["quiz 10 seed %d" % (100 + number)] + ["4 j"] * 10
        script += ["quiz 5 rules seed %d" % (200 + number)] + ["a", "b", "c", "d", "a"]
        if number % 2 == 0:
            script += ["quiz 5 truefalse seed %d" % (300 + number)] + ["t", "f", "t", "t", "f"]
        result = run(binary, os.path.join(trainees, file), [], "\n".join(script) + "\n", judge=name)
        assert result.returncode == 0, result.stderr
    history = os.path.join(out, "class.jsonl")
    files = sorted(glob.glob(os.path.join(trainees, "*.jsonl")))
    result = run(binary, history, ["import"] + files)
    assert result.returncode == 0, result.stderr
    print("$ divequiz import trainees/*.jsonl\n" + result.stdout.strip())
    return history


def check(binary, history, out):
    failures = []

    def expect(condition, what):
        print(("  ok    " if condition else "  FAIL  ") + what)
        if not condition:
            failures.append(what)

    def shown(args):
        result = run(binary, history, args, cwd=out)
        print("$ divequiz " + " ".join(args) + "  (exit %d)" % result.returncode)
        return result

    text = shown(["trainees"])
    print(text.stdout.rstrip())
    listed = json.loads(shown(["trainees", "--json"]).stdout)
    expect(len(listed) == 6, "trainees: %d rows" % len(listed))
    ann = [t for t in listed if t["judge"].strip().lower() == "ann lee"]
    expect(len(ann) == 1 and ann[0]["quizzes"] + ann[0]["exams"] == 6,
           "Ann Lee merged from both files: %s" % [(t["judge"], t["quizzes"], t["exams"]) for t in ann])

    found = shown(["history", "judge", "chloe", "martin"])
    rows = [line for line in found.stdout.splitlines() if "Chloé Martin" in line]
    expect(found.returncode == 0 and len(rows) == 4,
           "history judge chloe martin: %d quizzes of Chloé Martin" % len(rows))
    near = shown(["history", "judge", "Chole"])
    expect(near.returncode == 1 and "Chloé Martin" in near.stderr,
           "history judge Chole suggests: " + near.stderr.strip())

    sheet = shown(["report", "seed", str(SEED)])
    part = sheet.stdout.split("Exam of seed")[1].split("\n\n")[0]
    print("Exam of seed" + part)
    entries = [line for line in part.splitlines()[2:] if line.strip()]
    expect(len(entries) == 6 and sum("abandoned" in line for line in entries) == 1,
           "report seed %d: %d entries, %d abandoned" % (
               SEED, len(entries), sum("abandoned" in line for line in entries)))
    ranking = json.loads(shown(["report", "seed", str(SEED), "--json"]).stdout)["ranking"]
    expect(len(ranking) == 6 and all("passed" in entry for entry in ranking),
           "report --json: %d entries, passed: %s" % (
               len(ranking), [(e["judge"], e["passed"], e["status"]) for e in ranking]))

    bruno = shown(["export", "csv", "judge", "Bruno Costa"])
    table = list(csv.DictReader(io.StringIO(bruno.stdout)))
    judges = sorted({row["judge"] for row in table})
    expect(len(table) > 0 and judges == ["Bruno Costa"],
           "export csv judge \"Bruno Costa\": %d rows, judges %s" % (len(table), judges))
    header = bruno.stdout.splitlines()[0].split(",")
    expect(all(c in header for c in ["question_kind", "description", "rules"]),
           "CSV header has question_kind, description, rules")
    kinds = sorted({row["question_kind"] for row in table})
    expect(kinds == ["rules", "sanction"], "Bruno's question kinds: %s" % kinds)

    exam = json.loads(shown(["export", "json", "seed", str(SEED)]).stdout)
    expect(len(exam) == 104 and {row["kind"] for row in exam} == {"exam"},
           "export json seed %d: %d rows, kinds %s" % (SEED, len(exam), {r["kind"] for r in exam}))

    refused = shown(["export", "json", "judge"])
    expect(refused.returncode == 64, "export json judge: exit 64, " + refused.stderr.strip())
    spreadsheet = shown(["export", "csv", "class.xlsx"])
    expect(spreadsheet.returncode == 1 and not os.path.exists(os.path.join(out, "class.xlsx")),
           "export csv class.xlsx refused")
    written = shown(["export", "csv", "seed", str(SEED), "exam.csv", "--decimal-comma"])
    with open(os.path.join(out, "exam.csv"), "rb") as handle:
        start = handle.read(3)
    expect(written.returncode == 0 and start == b"\xef\xbb\xbf",
           "export csv seed %d exam.csv --decimal-comma: %s" % (SEED, written.stdout.strip()))
    strays = [name for name in ("judge", "seed", "since", "until", "kind", "edition")
              if os.path.exists(os.path.join(out, name))]
    expect(not strays, "no file named after a filter word: %s" % (strays or "none"))

    page = shown(["report", "--html", "class.html"])
    with open(os.path.join(out, "class.html"), encoding="utf-8") as handle:
        html = handle.read()
    expect(page.returncode == 0 and html.count("<svg") >= 1 and 'id="trainees"' in html
           and "http" not in html and "<script" not in html.lower(),
           "report --html class.html: %d bytes, %d <svg>, trainee table, no http, no script"
           % (len(html.encode()), html.count("<svg")))
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "divequiz"))
    parser.add_argument("--out", default=None)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--names", action="store_true")
    parser.add_argument("--old-binary", default=None)
    options = parser.parse_args()
    out = options.out or tempfile.mkdtemp(prefix="divequiz-class-")
    os.makedirs(out, exist_ok=True)
    if options.names:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import class_names
        history = class_names.build(options.binary, out, run, exam_key_of=exam_key, answers=answers)
        print("class history: " + history)
        failures = class_names.check(options.binary, history, out, run, options.old_binary)
        if failures:
            print("%d check(s) failed" % len(failures), file=sys.stderr)
            sys.exit(1)
        return
    history = build(options.binary, out)
    print("class history: " + history)
    if options.check:
        failures = check(options.binary, history, out)
        if failures:
            print("%d check(s) failed" % len(failures), file=sys.stderr)
            sys.exit(1)


if __name__ == "__main__":
    main()
