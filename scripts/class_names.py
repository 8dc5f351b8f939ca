"""Issue 17's class for scripts/class-scenario.py --names: practice of the exam's seed before
the exam, name variants, a merge that travels with the history, names found by a start.

Every check runs the built binary as an instructor would and prints the command and what it
saw; `check` returns the failed ones.
"""
import csv
import glob
import io
import json
import os
import shutil

SEED = 4711
SIZE = 10

# (trainee, [(name as typed, file, what the session does)]); practice is all right, exams
# score `right` of 10; `retake` sits the exam a second time, better.
CLASS = [
    ("Anne Marie", [
        ("Anne Marie", "anne-laptop.jsonl", ["practice", ("exam", 6)]),
        ("anne-marie", "anne-club.jsonl", ["practice"]),
        ("Anne Marie", "anne-laptop.jsonl", ["practice"]),
        ("Anne-Marie Dupont", "anne-phone.jsonl", ["practice", ("exam", 9)]),
    ]),
    ("Bruno Costa", [("Bruno Costa", "bruno.jsonl", ["practice", ("exam", 8), "empty"])]),
    ("Chloé Martin", [
        ("Chloé Martin", "chloe.jsonl", ["practice", ("exam", 7)]),
        ("Chloe Martin", "chloe-club.jsonl", ["practice"]),
        ("Chloé Martin", "chloe.jsonl", ["practice"]),
    ]),
    ("Dario Rossi", [("Dario Rossi", "dario.jsonl", ["practice", "practice", ("exam", 5)])]),
    ("Eva Novak", [("Eva Novak", "eva.jsonl", ["practice", ("exam", 7), ("exam", 10)])]),
    ("Femi Adeyemi", [("Femi Adeyemi", "femi.jsonl", ["practice", ("abandon", 4)])]),
]


def key(binary, out, run):
    """The exam's questions and keys, from a dry run whose every answer is skipped."""
    history = os.path.join(out, "key.jsonl")
    run(binary, history, [], stdin="exam %d seed %d\n" % (SIZE, SEED) + "skip\n" * SIZE,
        judge="key")
    record = json.loads(run(binary, history, ["history", "--json"]).stdout)[0]
    return [(q[3], q[4]) for q in record["q"]]


def typed(keys, right):
    return ["%d %s" % (s, o) if i < right else "%d %s" % ((s + 1) % 6, o)
            for i, (s, o) in enumerate(keys)]


def build(binary, out, run, exam_key_of=None, answers=None):
    trainees = os.path.join(out, "trainees")
    shutil.rmtree(trainees, ignore_errors=True)
    os.makedirs(trainees)
    for stale in ("key.jsonl", "class.jsonl", "fresh.jsonl"):
        if os.path.exists(os.path.join(out, stale)):
            os.remove(os.path.join(out, stale))
    keys = key(binary, out, run)
    for _, sessions in CLASS:
        for name, file, steps in sessions:
            script = []
            for step in steps:
                if step == "practice":
                    script += ["quiz %d seed %d" % (SIZE, SEED)] + typed(keys, SIZE)
                elif step == "empty":
                    script += ["quiz 2", "abort"]
                elif step[0] == "exam":
                    script += ["exam %d seed %d" % (SIZE, SEED)] + typed(keys, step[1])
                else:
                    script += ["exam %d seed %d" % (SIZE, SEED)] + typed(keys, SIZE)[:step[1]]
                    script += ["abort"]
            result = run(binary, os.path.join(trainees, file), [], "\n".join(script) + "\n",
                         judge=name)
            assert result.returncode == 0, result.stderr
            if "empty" in steps:
                print("$ divequiz --judge %r  (quiz 2, then abort)" % name)
                print("\n".join(line for line in result.stdout.splitlines()
                                if "Nothing was answered" in line))
    history = os.path.join(out, "class.jsonl")
    files = sorted(glob.glob(os.path.join(trainees, "*.jsonl")))
    result = run(binary, history, ["import"] + files)
    assert result.returncode == 0, result.stderr
    print("$ divequiz import trainees/*.jsonl\n" + result.stdout.strip())
    return history


def check(binary, history, out, run, old_binary=None):
    failures = []

    def expect(condition, what):
        print(("  ok    " if condition else "  FAIL  ") + what)
        if not condition:
            failures.append(what)

    def shown(args, path=None, echo=True, program=None):
        result = run(program or binary, path or history, args, cwd=out)
        print("$ divequiz " + " ".join(
            '"%s"' % a if " " in a else a for a in args) + "  (exit %d)" % result.returncode)
        if echo:
            print((result.stdout + result.stderr).rstrip())
        return result

    def trainees(path=None):
        listed = json.loads(shown(["trainees", "--json"], path, echo=False).stdout)
        return [(t["judge"], t["quizzes"], t["exams"]) for t in listed]

    def lines():
        with open(history, encoding="utf-8") as handle:
            return handle.read().splitlines()

    # The empty quiz (Bruno's `quiz 2` + `abort`) stored nothing: 20 quizzes in the files.
    stored = [json.loads(line) for line in lines()]
    expect(len(stored) == 20 and all(r["q"] for r in stored),
           "%d quizzes stored, none empty (quiz 2 + abort stored nothing)" % len(stored))

    # Seven rows before the merge, with the names spelled most often.
    shown(["trainees"])
    rows = trainees()
    names = [name for name, _, _ in rows]
    expect(len(rows) == 7 and "Anne Marie" in names and "Chloé Martin" in names
           and "anne-marie" not in names and "Chloe Martin" not in names,
           "trainees before the merge: %d rows %s" % (len(rows), names))

    ambiguous = shown(["history", "judge", "Anne"])
    expect(ambiguous.returncode == 1 and "Anne Marie, Anne-Marie Dupont" in ambiguous.stderr,
           "history judge Anne lists the candidates: " + ambiguous.stderr.strip())

    merged = shown(["trainees", "merge", "Anne-Marie Dupont", "into", "Anne Marie"])
    expect(merged.returncode == 0 and lines()[-1].startswith('{"v":2,"type":"alias"'),
           "merge appended one alias line: " + lines()[-1][:60] + "…")
    rows = trainees()
    anne = [r for r in rows if r[0] == "Anne Marie"]
    expect(len(rows) == 6 and anne == [("Anne Marie", 4, 2)],
           "trainees after the merge: %d rows, %s" % (len(rows), anne))
    shown(["trainees"])

    one = shown(["history", "judge", "Anne"], echo=False)
    expect(one.returncode == 0 and one.stdout.count("Anne Marie") == 6,
           "history judge Anne: %d quizzes of Anne Marie" % one.stdout.count("Anne Marie"))
    chlo = shown(["progress", "judge", "chlo"], echo=False)
    expect(chlo.returncode == 0 and "Progress of Chloé Martin" in chlo.stdout,
           "progress judge chlo: " + chlo.stdout.splitlines()[0])

    sheet = shown(["report", "seed", str(SEED)])
    report = json.loads(shown(["report", "seed", str(SEED), "--json"], echo=False).stdout)
    ranking = report["ranking"]
    ranked = [(e["judge"], round(e["percent"]), e["status"]) for e in ranking]
    practice = [(p["judge"], p["quizzes"], p["bestPercent"]) for p in report["practice"]]
    expect(len(ranking) == 6 and len({e["judge"] for e in ranking}) == 6
           and all(e["kind"] == "exam" for e in ranking)
           and all(e["percent"] < 100 for e in ranking if e["judge"] != "Eva Novak")
           and report["attemptRule"] == "first",
           "report seed %d ranks one exam attempt per trainee, first: %s" % (SEED, ranked))
    expect(("Anne Marie", 60, "completed") in ranked and ("Eva Novak", 70, "completed") in ranked
           and ("Femi Adeyemi", 40, "abandoned") in ranked,
           "first attempts: Anne Marie 60 (not her 90 retake), Eva 70 (not 100), Femi abandoned")
    expect(len(practice) == 6 and all(p[2] == 100 for p in practice)
           and "Practice quizzes of seed 4711 — not ranked" in sheet.stdout,
           "practice listed apart: %s" % practice)
    best = json.loads(
        shown(["report", "seed", str(SEED), "attempt", "best", "--json"], echo=False).stdout)
    expect([e["judge"] for e in best["ranking"]][:2] == ["Eva Novak", "Anne Marie"],
           "attempt best: %s" % [(e["judge"], round(e["percent"])) for e in best["ranking"]])

    exported = shown(["export", "csv"], echo=False)
    table = list(csv.DictReader(io.StringIO(exported.stdout)))
    judges = sorted({row["judge"] for row in table})
    recorded = sorted({row["judge_recorded"] for row in table})
    expect(len(judges) == 6 and "Anne Marie" in judges and "Chloé Martin" in judges,
           "export csv: %d rows, one shown name per trainee %s; recorded %s"
           % (len(table), judges, recorded))

    page = shown(["report", "seed", str(SEED), "--html", "sheet.html"])
    with open(os.path.join(out, "sheet.html"), encoding="utf-8") as handle:
        html = handle.read()
    expect(page.returncode == 0 and 'id="practice"' in html and "<h1>divequiz report</h1>" in html
           and "seed 4711 · first attempt of each trainee" in html,
           "report --html: title, selection in words, practice section")

    fresh = os.path.join(out, "fresh.jsonl")
    shown(["import", history], fresh)
    rows = trainees(fresh)
    expect(len(rows) == 6 and ("Anne Marie", 4, 2) in rows,
           "import into a fresh history keeps the merge: %d rows" % len(rows))

    shown(["trainees", "unmerge", "Anne-Marie Dupont"])
    rows = trainees()
    expect(len(rows) == 7, "trainees unmerge restores the rows: %d" % len(rows))
    shown(["trainees", "anne"])

    if old_binary:
        with open(os.path.join(out, "no-alias.jsonl"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(l for l in lines() if '"type":"alias"' not in l) + "\n")
        plain = os.path.join(out, "no-alias.jsonl")
        for args in (["history", "--json"], ["report", "--json"], ["export", "csv"]):
            old = shown(args, plain, echo=False, program=old_binary)
            new = shown(args, plain, echo=False)
            same = old.stdout == new.stdout
            if args[0] == "export":
                # The new export adds judge_recorded and sheet (empty without a seed), and
                # shows the most used spelling in judge; every other cell is the same.
                added = ("judge", "judge_recorded", "sheet")
                def drop(text):
                    return [{k: v for k, v in r.items() if k not in added}
                            for r in csv.DictReader(io.StringIO(text))]
                same = drop(old.stdout) == drop(new.stdout)
            if args[0] == "history":
                same = [{k: v for k, v in r.items() if k != "trainee"}
                        for r in json.loads(new.stdout)] == json.loads(old.stdout)
            if args[0] == "report":
                a, b = json.loads(old.stdout), json.loads(new.stdout)
                keys = ("quizzes", "answered", "penalties", "confusion", "ownerMistakes")
                same = all(a[k] == b[k] for k in keys)
            expect(same and not old.stderr and not new.stderr,
                   "a history without aliases reads the same in both: " + " ".join(args))
        old = shown(["trainees"], history, echo=False, program=old_binary)
        warned = [l for l in old.stderr.splitlines() if "newer divequiz" in l]
        expect(old.returncode == 0 and len(warned) == 2,
               "the old divequiz skips the 2 alias lines (exit %d): %s"
               % (old.returncode, warned[:1]))
    return failures
