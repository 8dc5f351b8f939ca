#!/usr/bin/env python3
"""`divequiz report` over a large history, side by side with sqlite3 computing the same totals.

Generates a deterministic history (scripts/gen-history.py), loads the same quizzes into an
SQLite database (not timed), then runs alternately:
  - divequiz report --history FILE          (the whole report, text to /dev/null)
  - sqlite3 DB < totals.sql                 (per trainee: count, average and best %;
                                             per penalty: share fully right;
                                             per sanction: how often chosen)
and prints the medians and the ratio divequiz / sqlite3 (target: at most 0.25).
Run by hand: python3 scripts/bench-report.py [--quizzes 100000] [--runs 5]
"""
import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile

from benchlib import ROOT, alternate, build_divequiz, timed

TOTALS = """
SELECT judge, COUNT(*), AVG(pct), MAX(pct) FROM quizzes WHERE status = 'completed' GROUP BY judge;
SELECT penalty, AVG(points = 10) FROM answers GROUP BY penalty;
SELECT chosen, COUNT(*) FROM answers GROUP BY chosen;
"""


def build_database(history, database):
    connection = sqlite3.connect(database)
    connection.executescript("""
        CREATE TABLE quizzes (id TEXT, judge TEXT, status TEXT, pct REAL);
        CREATE TABLE answers (quiz_id TEXT, penalty INTEGER, chosen INTEGER, points INTEGER);
    """)
    with open(history, encoding="utf-8") as lines:
        quizzes, answers = [], []
        for line in lines:
            record = json.loads(line)
            quizzes.append((record["id"], record["judge"], record["status"], record["pct"]))
            answers.extend((record["id"], q[0], q[1], q[5]) for q in record["q"])
    connection.executemany("INSERT INTO quizzes VALUES (?, ?, ?, ?)", quizzes)
    connection.executemany("INSERT INTO answers VALUES (?, ?, ?, ?)", answers)
    connection.commit()
    connection.close()
    return len(quizzes), len(answers)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quizzes", type=int, default=100_000)
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", help="folder to keep the generated files in")
    args = parser.parse_args()
    folder = args.keep or tempfile.mkdtemp(prefix="divequiz-bench-")
    os.makedirs(folder, exist_ok=True)
    history = os.path.join(folder, f"history-{args.quizzes}x{args.questions}.jsonl")
    database = history.replace(".jsonl", ".sqlite")
    divequiz = build_divequiz()
    if not os.path.exists(history):
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen-history.py"), "--quizzes",
                        str(args.quizzes), "--questions", str(args.questions), "--out", history], check=True)
    if not os.path.exists(database):
        quizzes, answers = build_database(history, database)
        print(f"sqlite database: {quizzes} quizzes, {answers} answers")
    totals = os.path.join(folder, "totals.sql")
    with open(totals, "w") as handle:
        handle.write(TOTALS)
    print(f"history: {os.path.getsize(history) / 1e6:.1f} MB, {args.quizzes} quizzes of {args.questions}")
    def sqlite():
        with open(totals) as stdin:
            return timed(["sqlite3", database], stdin=stdin)

    ours, theirs = alternate(lambda: timed([divequiz, "--history", history, "report"]), sqlite, args.runs)
    mine, base = statistics.median(ours), statistics.median(theirs)
    print(f"runs: {args.runs} alternated")
    print(f"divequiz report:  median {mine:.3f} s  (all: {', '.join(f'{x:.3f}' for x in ours)})")
    print(f"sqlite3 totals:   median {base:.3f} s  (all: {', '.join(f'{x:.3f}' for x in theirs)})")
    print(f"ratio divequiz / sqlite3: {mine / base:.2f} (target: at most 0.25)")


if __name__ == "__main__":
    main()
