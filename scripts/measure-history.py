#!/usr/bin/env python3
"""Issue 8's figures: divequiz on a 1M-quiz history, timed and sized with /usr/bin/time -v.

Builds divequiz as the README installs it (a release build), writes the deterministic
history with scripts/gen-history.py (1,000,000 quizzes of 20 questions, about 790 MB) unless
it is already in the folder, reads it once so that every run finds it in the page cache, and
then runs each command --runs times, printing the median wall time and the largest peak
resident memory against the targets:

  report                          <= 3 s,  <= 64 MB
  history last 5                  <= 1 s,  <= 64 MB
  export csv FILE                 <= 30 s, <= 64 MB
  quiz 1, one answer, quit        <= 1 s,  <= 64 MB   (coach cache warm; the first, cold run
                                                       is printed too)
  a 20 MB input line              <= 3 s             (refused, the session goes on)

Usage: python3 scripts/measure-history.py [--quizzes N] [--runs N] [--keep FOLDER] [--binary PATH]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

from benchlib import ROOT, build_divequiz


def measure(command, stdin_bytes=b"", env=None):
    """(wall seconds, peak RSS in MB) of one run, from /usr/bin/time -v."""
    result = subprocess.run(["/usr/bin/time", "-v"] + command, input=stdin_bytes,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    report = result.stderr.decode("utf-8", "replace")
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({result.returncode}):\n{report[-2000:]}")
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", report)
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report)
    hours, minutes, seconds = wall.groups()
    elapsed = int(hours or 0) * 3600 + int(minutes) * 60 + float(seconds)
    return elapsed, int(rss.group(1)) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quizzes", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", help="folder to keep the generated history in")
    parser.add_argument("--binary", help="a divequiz already built (default: build it)")
    args = parser.parse_args()
    folder = args.keep or tempfile.mkdtemp(prefix="divequiz-measure-")
    os.makedirs(folder, exist_ok=True)
    divequiz = args.binary or build_divequiz()
    history = os.path.join(folder, f"history-{args.quizzes}.jsonl")
    if not os.path.exists(history):
        print(f"writing {history} ...", flush=True)
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen-history.py"),
                        "--quizzes", str(args.quizzes), "--out", history], check=True)
    # Quizzes are appended to a copy, so the generated history stays as generated.
    work = os.path.join(folder, "work.jsonl")
    shutil.copyfile(history, work)
    with open(work, "rb") as handle:
        while handle.read(1 << 24):
            pass
    cache = os.path.join(folder, "cache")
    shutil.rmtree(cache, ignore_errors=True)
    # Settings, command history, recovery files and the coach's cache all stay in the folder:
    # the runs (one types `lang fr`) never touch the user's own.
    env = dict(os.environ, XDG_CACHE_HOME=cache, XDG_STATE_HOME=os.path.join(folder, "state"),
               XDG_CONFIG_HOME=os.path.join(folder, "config"), DIVEQUIZ_JUDGE="Trainee 007",
               LANG="C.UTF-8")
    out = os.path.join(folder, "export.csv")
    base = [divequiz, "--history", work]
    print(f"history: {os.path.getsize(history) / 1e6:.0f} MB, {args.quizzes} quizzes; "
          f"{os.cpu_count()} cores; {args.runs} runs each, median wall time, largest peak RSS")

    quiz = b"quiz 1 seed 4\n0 r\nquit\n"
    cold = measure(base, quiz, env)
    print(f"  (finishing a quiz with no coach cache yet: {cold[0]:.2f} s, {cold[1]:.0f} MB)")
    rows = [
        ("report", base + ["report"], b"", 3, 64),
        ("history last 5", base + ["history", "last", "5"], b"", 1, 64),
        ("export csv FILE", base + ["export", "csv", out], b"", 30, 64),
        ("quiz 1, answer, quit", base, quiz, 1, 64),
        ("20 MB input line", [divequiz, "--history", os.path.join(folder, "small.jsonl")],
         b"x" * (20 << 20) + b"\nlang fr\nquit\n", 3, None),
    ]
    failed = False
    for name, command, stdin_bytes, seconds, megabytes in rows:
        runs = [measure(command, stdin_bytes, env) for _ in range(args.runs)]
        wall = statistics.median(run[0] for run in runs)
        rss = max(run[1] for run in runs)
        good = wall <= seconds and (megabytes is None or rss <= megabytes)
        failed |= not good
        target = f"<= {seconds} s" + (f", <= {megabytes} MB" if megabytes else "")
        print(f"{name:22} {wall:7.2f} s {rss:7.1f} MB   target {target:18} {'ok' if good else 'MISSED'}")
    if os.path.exists(out):
        os.remove(out)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
