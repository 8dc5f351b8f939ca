#!/usr/bin/env python3
"""Checks that the README's DuckDB queries read history.jsonl as divequiz does.

Builds a history with the divequiz binary (every kind of question, an exam, an abandoned quiz,
names spelt several ways, a merge and a rename), checks each line against
docs/history-line.schema.json, runs the SQL blocks of the README's section "Reading the history
with SQL" exactly as written (taken from between its check-sql markers), and compares what they
give with `divequiz trainees --json` and `divequiz report --json`.

DuckDB's Python package is installed pinned into a venv under .build/ (made on first use;
needs python3 with venv and pip, and PyPI). Exits 0 when every comparison passes.

    python3 scripts/check-sql.py [--binary .build/debug/divequiz] [--keep DIR]
"""
import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DUCKDB = "duckdb==1.5.6"
VENV = os.path.join(ROOT, ".build", "check-sql-venv")
SCHEMA = os.path.join(ROOT, "docs", "history-line.schema.json")

# (judge as typed, the session's lines): every kind, an exam, an abandon, spellings to fold.
SESSIONS = [
    ("Ann Lee", ["quiz 5 seed 11"] + ["4 j"] * 5 + ["quiz 4 rules seed 12", "a", "b", "c", "d"]
     + ["exam 5 seed 14"] + ["4 j", "0 r", "4 j", "1 rj", "4 j"]),
    ("ann  lee", ["quiz 4 truefalse seed 13", "t", "f", "t", "f"]),
    # Each kind its own session: a refused answer would shift the lines after it.
    ("Bruno Costa", ["quiz 4 dives seed 21", "skip", "skip", "skip", "skip"]),
    ("Bruno Costa", ["quiz 4 dd seed 22", "a", "b", "c", "d"]),
    ("Bruno Costa", ["quiz 4 awards seed 23", "a", "b", "c", "d"]),
    ("Chloé Martin", ["quiz 3 scores seed 24", "45", "47.5", "30", "quiz 3 scenario seed 25",
                      "0 r", "4 j", "0 rj"]),
    ("Chloe Martin", ["quiz 3 rulebook seed 26", "skip", "skip", "skip"]),
    ("Dario Rossi", ["quiz 5 seed 31", "4 j", "abort", "quiz 3 seed 32", "abort",
                     "exam 4 seed 14", "4 j", "4 j", "4 j", "4 j"]),
    ("Eva N", ["quiz 3 seed 41", "0 r", "0 r", "0 r"]),
    ("Eva Novak", ["quiz 3 seed 42", "4 j", "4 j", "4 j"]),
]
# The instructor's decisions, stored as alias lines.
DECISIONS = [
    ["trainees", "merge", "Eva N", "into", "Eva Novak"],
    ["trainees", "rename", "Dario Rossi", "to", "Dario Rossi-Bianchi"],
]


def run(binary, history, args, stdin="", judge=None):
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": os.path.dirname(history),
           "NO_COLOR": "1"}
    command = [binary, "--history", history, "--lang", "en"]
    if judge is not None:
        command += ["--judge", judge]
    result = subprocess.run(command + args, input=stdin, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit("divequiz %s failed (%d): %s" % (" ".join(args), result.returncode, result.stderr))
    return result.stdout


def build_history(binary, folder):
    history = os.path.join(folder, "history.jsonl")
    for judge, lines in SESSIONS:
        run(binary, history, [], "\n".join(lines) + "\nquit\n", judge=judge)
    for words in DECISIONS:
        run(binary, history, words)
    run(binary, history, ["check", "--history"])
    return history


# --- A validator for the part of JSON Schema 2020-12 the history schema uses -------------

def validate(value, schema, root, path="$"):
    """Returns the problems of `value` against `schema`, as `path: what` strings."""
    if "$ref" in schema:
        target = root
        for part in schema["$ref"].lstrip("#/").split("/"):
            target = target[part]
        return validate(value, target, root, path)
    problems = []
    kinds = schema.get("type")
    if kinds is not None:
        kinds = [kinds] if isinstance(kinds, str) else kinds
        if not any(is_type(value, kind) for kind in kinds):
            return ["%s: %r is not %s" % (path, value, "/".join(kinds))]
    if "const" in schema and value != schema["const"]:
        problems.append("%s: %r is not %r" % (path, value, schema["const"]))
    if "enum" in schema and value not in schema["enum"]:
        problems.append("%s: %r is none of %r" % (path, value, schema["enum"]))
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            problems.append("%s: %r below %r" % (path, value, schema["minimum"]))
        if "maximum" in schema and value > schema["maximum"]:
            problems.append("%s: %r above %r" % (path, value, schema["maximum"]))
    if isinstance(value, str):
        if "pattern" in schema and not re.search(schema["pattern"], value):
            problems.append("%s: %r does not match %s" % (path, value, schema["pattern"]))
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            problems.append("%s: longer than %d" % (path, schema["maxLength"]))
    if isinstance(value, dict):
        for name in schema.get("required", []):
            if name not in value:
                problems.append("%s: %s missing" % (path, name))
        for name, sub in schema.get("properties", {}).items():
            if name in value:
                problems += validate(value[name], sub, root, path + "." + name)
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            problems.append("%s: fewer than %d items" % (path, schema["minItems"]))
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            problems.append("%s: more than %d items" % (path, schema["maxItems"]))
        prefix = schema.get("prefixItems", [])
        for index, item in enumerate(value):
            sub = prefix[index] if index < len(prefix) else schema.get("items")
            if sub is not None:
                problems += validate(item, sub, root, "%s[%d]" % (path, index))
    if "oneOf" in schema:
        matches = [not validate(value, sub, root, path) for sub in schema["oneOf"]]
        if matches.count(True) != 1:
            problems.append("%s: matches %d of oneOf, not 1" % (path, matches.count(True)))
    if "not" in schema and not validate(value, schema["not"], root, path):
        problems.append("%s: matches a schema it must not" % path)
    if "if" in schema:
        branch = "then" if not validate(value, schema["if"], root, path) else "else"
        if branch in schema:
            problems += validate(value, schema[branch], root, path)
    return problems


def is_type(value, kind):
    return {
        "object": isinstance(value, dict), "array": isinstance(value, list),
        "string": isinstance(value, str), "boolean": isinstance(value, bool),
        "null": value is None,
        "integer": isinstance(value, int) and not isinstance(value, bool),
        "number": isinstance(value, (int, float)) and not isinstance(value, bool),
    }[kind]


# --- The README's queries ---------------------------------------------------------------

def readme_blocks():
    """The SQL blocks of the README between the check-sql markers, in order."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as handle:
        text = handle.read()
    match = re.search(r"<!-- check-sql:begin -->(.*?)<!-- check-sql:end -->", text, re.S)
    if not match:
        sys.exit("README.md has no check-sql section")
    return re.findall(r"```sql\n(.*?)```", match.group(1), re.S)


def duckdb_module():
    """DuckDB's Python package, pinned, from the venv (made and filled on first use)."""
    python = os.path.join(VENV, "bin", "python")
    probe = "import duckdb; print(duckdb.__version__)"
    wanted = DUCKDB.split("==")[1]
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    have = subprocess.run([python, "-c", probe], capture_output=True, text=True).stdout.strip()
    if have != wanted:
        subprocess.run([python, "-m", "pip", "install", "--quiet", DUCKDB], check=True)
    return python


RUNNER = r"""
import duckdb, json, sys
blocks = json.load(sys.stdin)
connection = duckdb.connect()
results = {}
for block in blocks:
    name = block.strip().splitlines()[0].lstrip("- ").split(":")[0].strip()
    cursor = connection.execute(block)
    statement = "\n".join(l for l in block.splitlines() if not l.strip().startswith("--"))
    if statement.strip().upper().startswith(("SELECT", "WITH")):
        columns = [d[0] for d in cursor.description]
        results[name] = [dict(zip(columns, row)) for row in cursor.fetchall()]
json.dump(results, sys.stdout, default=str)
"""


def run_sql(python, folder, blocks):
    result = subprocess.run([python, "-c", RUNNER], input=json.dumps(blocks), cwd=folder,
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("the README's SQL failed:\n" + result.stderr)
    return json.loads(result.stdout)


# --- Comparison -------------------------------------------------------------------------

def same(a, b):
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-9)
    if a is None or b is None:
        return a is None and b is None
    return str(a) == str(b)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "divequiz"))
    parser.add_argument("--keep", help="build the history in this folder and leave it there")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    folder = args.keep or tempfile.mkdtemp(prefix="divequiz-sql-")
    os.makedirs(folder, exist_ok=True)
    history = os.path.join(folder, "history.jsonl")
    if os.path.exists(history):
        os.remove(history)
    passed, failed = 0, 0

    def expect(condition, what):
        nonlocal passed, failed
        print(("ok    " if condition else "FAIL  ") + what)
        if condition:
            passed += 1
        else:
            failed += 1

    build_history(binary, folder)
    with open(SCHEMA, encoding="utf-8") as handle:
        schema = json.load(handle)
    lines = open(history, encoding="utf-8").read().splitlines()
    kinds = set()
    for number, line in enumerate(lines, 1):
        record = json.loads(line)
        problems = validate(record, schema, schema)
        expect(not problems, "line %d (%s) follows the schema %s" % (
            number, record.get("type", "quiz"), "; ".join(problems[:3])))
        for question in record.get("q", []):
            kinds.add(question[7]["type"] if len(question) > 7 else "sanction")
    # The validator itself must refuse what the schema forbids, or the lines above prove nothing.
    broken = json.loads(lines[0])
    del broken["q"]
    expect(bool(validate(broken, schema, schema)), "a quiz line without q is refused")
    alias = json.loads(next(line for line in lines if '"type":"alias"' in line))
    alias["action"] = "split"
    expect(bool(validate(alias, schema, schema)), "an alias line with an unknown action is refused")
    expect({"sanction", "rules", "truefalse", "dives", "dd", "awards", "scores", "scenario",
            "rulebook"} <= kinds, "the history holds every kind: %s" % sorted(kinds))
    expect(any('"type":"alias"' in line for line in lines), "the history holds alias lines")

    python = duckdb_module()
    sql = run_sql(python, folder, readme_blocks())
    trainees = json.loads(run(binary, history, ["trainees", "--json"]))
    report = json.loads(run(binary, history, ["report", "--json"]))

    fields = ["judge", "quizzes", "exams", "completed", "abandoned", "averagePercent",
              "bestPercent", "passRate", "lastQuiz"]
    rows = sql.get("trainees", [])
    expect([r["judge"] for r in rows] == [t["judge"] for t in trainees],
           "trainees: the same names in the same order: %s" % [r["judge"] for r in rows])
    for row, trainee in zip(rows, trainees):
        wrong = [f for f in fields if not same(row[f], trainee.get(f))]
        expect(not wrong, "trainee %s: %s %s" % (
            trainee["judge"], "same figures" if not wrong else "differs in",
            ", ".join("%s SQL %s divequiz %s" % (f, row[f], trainee.get(f)) for f in wrong)))
    totals = sql.get("report", [{}])[0]
    for name in ("quizzes", "answered"):
        expect(same(totals.get(name), report[name]),
               "report %s: SQL %s, divequiz %s" % (name, totals.get(name), report[name]))
    editions = [(r["edition"], r["quizzes"]) for r in sql.get("report editions", [])]
    expect(editions == [(e["edition"], e["quizzes"]) for e in report["editions"]],
           "report editions: %s" % editions)
    theirs = {k["kind"]: (k["questions"], k["points"], k["maximum"]) for k in report["kinds"]}
    ours = {r["kind"]: (r["questions"], r["points"], r["maximum"])
            for r in sql.get("report kinds", [])}
    expect(ours == {k: v for k, v in theirs.items() if v[0] > 0},
           "report kinds (questions, points, maximum): %s" % ours)
    if not args.keep:
        shutil.rmtree(folder, ignore_errors=True)
    print("check-sql: %d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
