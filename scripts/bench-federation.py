#!/usr/bin/env python3
"""divequiz at federation scale, side by side with the tools that set the pace.

For 10k, 100k and 1M-quiz histories (scripts/gen-history.py, generated once into --data,
outside the repository), runs each path and its baseline in turn (A B A B …) and prints, in
one table, the median time of each, their ratio, divequiz's peak memory, and how that peak
grows from the smallest size to the largest:

  import (into an empty history)   cp of the same file; also the ratio to `report`
  import again (adds nothing)      report
  report                           wc -l
  report seed S                    grep -c '"seed":S,' | cat  (a pipe: GNU grep stops at the
  progress judge NAME              grep -c '"judge":"NAME"' | cat   first match when writing
  quiz 1 due (to its question)     progress judge NAME (the schedule reads the same lines)
  history judge NAME               grep -c '"judge":"NAME"' | cat   to /dev/null)
  trainees                         sqlite3: per-trainee totals on a table indexed by trainee
  history last 5                   tail -n 5
  export csv / json FILE           cp of the history
  export csv FILE per quiz         cp of the history

Only public tools are used; peak RSS is what /usr/bin/time -f %M reports.
Run by hand:  python3 scripts/bench-federation.py --data /work/bench-data [--runs 3]
It prints a verdict per target and exits 1 when one is missed.
"""
import argparse
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import time
import json

from benchlib import ROOT, build_divequiz

SIZES = [10_000, 100_000, 1_000_000]
TRAINEE = "Trainee 042"
TOTALS = ("SELECT judge, COUNT(*), SUM(kind = 'exam'), SUM(status = 'completed'), "
          "SUM(status = 'abandoned'), AVG(CASE WHEN status = 'completed' THEN pct END), "
          "MAX(CASE WHEN status = 'completed' THEN pct END), "
          "AVG(CASE WHEN status = 'completed' THEN passed END), MAX(ended) "
          "FROM quizzes GROUP BY judge;")


def measure(command, env, out=subprocess.DEVNULL):
    """One run: (wall seconds, peak RSS in MB) of the whole command.

    The peak comes from /usr/bin/time: the rusage a Python parent gets counts the memory of
    the forked Python copy before the exec, which would hide any peak below it.
    """
    report = os.path.join(env["XDG_STATE_HOME"], "time.out")
    os.makedirs(os.path.dirname(report), exist_ok=True)
    start = time.perf_counter()
    process = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report, *command],
                             stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.DEVNULL,
                             env=env)
    wall = time.perf_counter() - start
    if process.returncode != 0:
        raise SystemExit(f"failed ({process.returncode}): {' '.join(command)}")
    with open(report) as handle:
        return wall, int(handle.read().split()[-1]) / 1024


def paired(first, second, runs, before=None):
    """Runs the two in turn `runs` times (after one warm-up of each); `before` runs untimed
    before each run of `first` (to reset a history). Returns the medians and ours' peak."""
    ours, theirs, peaks = [], [], []
    for index in range(runs + 1):
        if before:
            before()
        wall, peak = first()
        if before:
            before()
        other, _ = second()
        if index == 0:
            continue  # warm-up: the file into the page cache
        ours.append(wall)
        theirs.append(other)
        peaks.append(peak)
    return statistics.median(ours), statistics.median(theirs), max(peaks)


def generate(folder, quizzes):
    path = os.path.join(folder, f"history-{quizzes}x20.jsonl")
    if not os.path.exists(path):
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen-history.py"),
                        "--quizzes", str(quizzes), "--questions", "20", "--out", path + ".tmp"],
                       check=True)
        os.replace(path + ".tmp", path)
    database = path.replace(".jsonl", ".sqlite")
    if not os.path.exists(database):
        connection = sqlite3.connect(database + ".tmp")
        connection.execute("CREATE TABLE quizzes (id TEXT, judge TEXT, kind TEXT, status TEXT, "
                           "pct REAL, passed INTEGER, ended TEXT)")
        with open(path, encoding="utf-8") as lines:
            connection.executemany("INSERT INTO quizzes VALUES (?, ?, ?, ?, ?, ?, ?)", (
                (r["id"], r["judge"], r["kind"], r["status"], r["pct"], int(r["passed"]), r["end"])
                for r in map(json.loads, lines)))
        connection.execute("CREATE INDEX by_judge ON quizzes (judge)")
        connection.commit()
        connection.close()
        os.replace(database + ".tmp", database)
    with open(path, encoding="utf-8") as lines:
        seed = json.loads(lines.readline())["seed"]
    return path, database, seed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default=os.path.join(os.path.expanduser("~"), ".cache",
                                                       "divequiz-federation"),
                        help="folder for the generated histories (never the repository)")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip", default="", help="comma-separated paths to leave out")
    args = parser.parse_args()
    data = os.path.abspath(args.data)
    if data.startswith(ROOT + os.sep):
        raise SystemExit("--data must be outside the repository")
    os.makedirs(data, exist_ok=True)
    sizes = [int(size) for size in args.sizes.split(",")]
    skip = set(filter(None, args.skip.split(",")))
    work = os.path.join(data, "run")
    os.makedirs(work, exist_ok=True)
    # A copy, so that a rebuild while the benchmark runs does not change what it measures.
    divequiz = os.path.join(work, "divequiz")
    shutil.copy2(build_divequiz(), divequiz)
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, "cache"),
               XDG_STATE_HOME=os.path.join(work, "state"),
               XDG_CONFIG_HOME=os.path.join(work, "config"), NO_COLOR="1", LANG="C.UTF-8")
    target = os.path.join(work, "imported.jsonl")
    out = os.path.join(work, "export.out")

    def reset():
        for path in (target, out):
            if os.path.exists(path):
                os.remove(path)

    def dq(history, *words, to=None):
        return lambda: measure([divequiz, "--history", history, *words], env)

    def sh(text):
        return lambda: measure(["/bin/sh", "-c", text], env)

    results = {}  # (path, size) -> (ours, base, peak)
    for size in sizes:
        history, database, seed = generate(data, size)
        totals = os.path.join(work, "totals.sql")
        with open(totals, "w") as handle:
            handle.write(TOTALS)
        q = lambda text: "'" + text.replace("'", "'\\''") + "'"
        seed_key = q('"seed":%d,' % seed)
        judge_key = q('"judge":"%s"' % TRAINEE)
        rows = [
            ("import", "cp", dq(target, "import", history), sh(f"cp {q(history)} {q(target)}"), reset),
            ("import again", "report", None, dq(history, "report"), None),
            ("report", "wc -l", dq(history, "report"), sh(f"wc -l {q(history)}"), None),
            (f"report seed S", "grep -c (pipe)", dq(history, "report", "seed", str(seed)),
             sh(f"grep -c {seed_key} {q(history)} | cat"), None),
            ("progress judge N", "grep -c (pipe)", dq(history, "progress", "judge", TRAINEE),
             sh(f"grep -c {judge_key} {q(history)} | cat"), None),
            # The schedule's first question: the trainee's answers read and replayed, the
            # quiz drawn and its first question shown (the end of input then ends it).
            ("quiz due", "progress judge N",
             dq(history, "--judge", TRAINEE, "quiz", "1", "due"),
             dq(history, "progress", "judge", TRAINEE), None),
            ("history judge N", "grep -c (pipe)", dq(history, "history", "judge", TRAINEE),
             sh(f"grep -c {judge_key} {q(history)} | cat"), None),
            ("trainees", "sqlite3", dq(history, "trainees"),
             sh(f"sqlite3 {q(database)} < {q(totals)}"), None),
            ("history last 5", "tail -n 5", dq(history, "history", "last", "5"),
             sh(f"tail -n 5 {q(history)}"), None),
            ("export csv", "cp", dq(history, "export", "csv", out),
             sh(f"cp {q(history)} {q(out)}"), reset),
            ("export json", "cp", dq(history, "export", "json", out),
             sh(f"cp {q(history)} {q(out)}"), reset),
            ("export csv per quiz", "cp", dq(history, "export", "csv", out, "per", "quiz"),
             sh(f"cp {q(history)} {q(out)}"), reset),
        ]
        for name, _, ours, base, before in rows:
            if name in skip:
                continue
            if name == "import again":
                # The history already holds every quiz of the file: nothing may be added.
                reset()
                subprocess.run([divequiz, "--history", target, "import", history], env=env,
                               check=True, stdout=subprocess.DEVNULL)
                again = subprocess.run([divequiz, "--history", target, "import", history],
                                       env=env, check=True, capture_output=True, text=True)
                if f"Import: 0 added, {size} already present" not in again.stdout:
                    raise SystemExit(f"import again added quizzes: {again.stdout}")
                ours = dq(target, "import", history)
            results[(name, size)] = paired(ours, base, args.runs, before)
            ours_s, base_s, peak = results[(name, size)]
            print(f"  {size:>9,} {name:<20} {ours_s:8.3f} s  base {base_s:8.3f} s  "
                  f"ratio {ours_s / base_s:6.2f}  peak {peak:6.1f} MB", file=sys.stderr)
        reset()
        if ("import", size) in results and ("report", size) in results:
            imported, report = results[("import", size)], results[("report", size)]
            results[("import vs report", size)] = (imported[0], report[0], imported[2])

    targets = {  # path: (largest ratio, largest peak MB, largest seconds) at the largest size
        "import": (None, 64, None), "import vs report": (3.0, 64, None),
        "import again": (None, 64, None), "report": (7.0, 64, None),
        "report seed S": (1.5, 64, None), "progress judge N": (1.5, 64, None),
        "quiz due": (2.0, 64, None),
        "history judge N": (1.5, 64, None), "trainees": (1.0, 64, None),
        "history last 5": (None, 64, None), "export csv": (None, 64, None),
        "export json": (None, 64, None), "export csv per quiz": (None, 64, 5.0),
    }
    baselines = {"import vs report": "report"}
    baselines.update({row[0]: row[1] for row in rows})
    largest, smallest = max(sizes), min(sizes)
    middle = sorted(sizes)[len(sizes) // 2] if len(sizes) > 2 else smallest
    header = ["path", "baseline"] + [f"{size // 1000}k s (ratio, MB)" for size in sizes] + [
        f"peak {middle // 1000}k→{largest // 1000}k", "time ×", "target", "met"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    missed = 0
    for name in targets:
        if (name, largest) not in results:
            continue
        cells = [f"`{name}`", baselines.get(name, "")]
        for size in sizes:
            ours, base, peak = results[(name, size)]
            cells.append(f"{ours:.3f} ({ours / base:.2f}, {peak:.0f})")
        peak_growth = results[(name, largest)][2] / results[(name, middle)][2] - 1
        time_growth = results[(name, largest)][0] / results[(name, smallest)][0]
        cells += [f"{peak_growth:+.0%}", f"{time_growth:.0f}"]
        ratio, peak_limit, seconds = targets[name]
        ours, base, peak = results[(name, largest)]
        wanted, met = [], True
        if ratio is not None:
            wanted.append(f"≤ {ratio}×")
            met &= ours / base <= ratio
        if seconds is not None:
            wanted.append(f"≤ {seconds} s")
            met &= ours <= seconds
        wanted.append(f"≤ {peak_limit} MB")
        met &= peak <= peak_limit
        wanted.append("flat ±10 %")
        met &= abs(peak_growth) <= 0.10
        cells += [", ".join(wanted), "yes" if met else "**no**"]
        missed += not met
        print("| " + " | ".join(cells) + " |")
    print(f"\nmedians of {args.runs} alternated runs after a warm-up; ratio = divequiz / baseline;"
          f" MB = largest peak RSS; data in {data}")
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
