#!/usr/bin/env python3
"""Does `quiz due` make judges remember more on exam day? Simulated learners, the real binary.

Each simulated learner takes 20 questions a day for 60 days through the built `divequiz`
(sanction questions of the default edition, answered at the prompt as a judge would type
them) under one of three policies — `quiz 20` (random), `quiz 20 focus` (weak spots) and
`quiz 20 due` (the schedule) — and on day 61 we ask how much of the whole penalty summary
they would answer right.

The learners do NOT forget as the scheduler assumes. divequiz's model (FSRS-4.5) uses a
power forgetting curve; the learners here forget exponentially:

  recall after t days      p = exp(-t / tau)            (never seen: a guess, 1/18)
  first sight (feedback)   tau = TAU0 * rate / difficulty
  recalled at recall p     tau *= 1 + GROWTH * (1 - p) * rate / difficulty   (spacing effect)
  forgotten                tau = max(TAU0 * rate / difficulty, LAPSE * tau)  (relearnt from
                                                                               the feedback)

with, per learner, rate ~ lognormal(0, 0.35), and, per penalty, difficulty ~ uniform(0.5, 2.5)
(drawn once, the same for every learner: some penalties are harder for everyone). Each answer
is drawn right with probability p; a wrong answer is a wrong sanction code.

The fake clock: divequiz keeps the system's clock, so the simulation moves the history
instead. Before day d's quiz every stored quiz of day k is dated d - k days before now (the
file rewritten, times only, the same bytes otherwise), in a time zone where it is now
about noon, so no quiz straddles a local midnight.

Printed: for each policy, the mean share of all penalties recalled on day 61 with a 95 %
confidence interval over the learners (t distribution); and, for the `due` learners, the
calibration of divequiz's predicted recall (read from `due --json` before each day's quiz)
against the simulated outcomes of the items asked: per decile of prediction, the mean
prediction, the share answered right, and their absolute difference.

Run by hand:  python3 scripts/simulate-learning.py [--learners 30] [--days 60] [--jobs 2]
              [--policies random,focus,due] [--retention 0.8]  (the learners' settings
                                 file: the schedule's target recall, 0.9 when not given)
              [--binary PATH]   (default: the release build if there is one, else the debug
                                 build, built if missing)
"""
import argparse
import json
import math
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta, timezone

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POLICIES = {"random": ["quiz", "20"], "focus": ["quiz", "20", "focus"], "due": ["quiz", "20", "due"]}
TAU0, GROWTH, LAPSE, GUESS = 2.0, 3.0, 0.5, 1 / 18
QUESTION = re.compile(r"^Question (\d+)/(\d+) · #(\d+)")
CORRECT = re.compile(r"^Correct answer: (\d) (\S+) —")
STAMP = re.compile(rb'"(start|end)":"[^"]*"')


def environment(folder, zone):
    return {
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": folder, "TZ": zone,
        "DIVEQUIZ_HISTORY": os.path.join(folder, "history.jsonl"), "DIVEQUIZ_JUDGE": "learner",
        "XDG_CONFIG_HOME": os.path.join(folder, "config"),
        "XDG_STATE_HOME": os.path.join(folder, "state"),
        "XDG_CACHE_HOME": os.path.join(folder, "cache"),
    }


def noon_zone():
    """A POSIX zone where it is about noon now (POSIX signs are west-positive)."""
    east = (12 - datetime.now(timezone.utc).hour + 12) % 24 - 12
    return "SIM%+d" % -east if east else "UTC"


def run_quiz(binary, env, words, answer):
    """Runs one quiz, answering each question with answer(penalty id); returns the ids asked
    and the keys the feedback showed."""
    process = subprocess.Popen([binary] + words, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, env=env, text=True, bufsize=1)
    asked, keys, current = [], {}, None
    for line in process.stdout:
        found = QUESTION.match(line)
        if found:
            current = int(found.group(3))
            asked.append(current)
            process.stdin.write(answer(current) + "\n")
            process.stdin.flush()
            # After the last answer the end of input ends the session (nothing else to type).
            if found.group(1) == found.group(2):
                process.stdin.close()
            continue
        key = CORRECT.match(line)
        if key and current is not None:
            keys[current] = key.group(1) + " " + key.group(2)
    if not process.stdin.closed:
        process.stdin.close()
    process.wait()
    return asked, keys


def learn_keys(binary, folder, zone):
    """Every penalty's key, read from the feedback of a quiz answered `0 r` throughout."""
    env = environment(folder, zone)
    count = sum(1 for line in subprocess.run([binary, "penalties"], env=env, capture_output=True,
                                             text=True, check=True).stdout.splitlines()[1:] if line.strip())
    asked, keys = run_quiz(binary, env, ["quiz", str(count), "seed", "1"], lambda _: "0 r")
    for penalty in asked:
        keys.setdefault(penalty, "0 r")
    os.remove(env["DIVEQUIZ_HISTORY"])
    return keys


def wrong(key):
    code, owners = key.split(" ", 1)
    return str((int(code) + 1) % 6) + " " + owners


def shift_history(path, days_of_lines, today, now):
    """Dates each stored quiz of day k at now - (today - k) days."""
    if not os.path.exists(path):
        return
    with open(path, "rb") as handle:
        lines = handle.read().split(b"\n")
    out = []
    for index, line in enumerate(lines):
        if not line:
            out.append(line)
            continue
        when = now - timedelta(days=today - days_of_lines[index])
        stamp = when.strftime("%Y-%m-%dT%H:%M:%SZ").encode()
        out.append(STAMP.sub(lambda m: b'"' + m.group(1) + b'":"' + stamp + b'"', line))
    with open(path, "wb") as handle:
        handle.write(b"\n".join(out))


def simulate(binary, keys, difficulty, policy, learner, days, zone, base, retention=None):
    rng = random.Random(1000 * learner + 7)
    rate = math.exp(rng.gauss(0, 0.35))
    folder = tempfile.mkdtemp(prefix="sim-%s-%02d-" % (policy, learner), dir=base)
    env = environment(folder, zone)
    if retention is not None:
        os.makedirs(os.path.join(env["XDG_CONFIG_HOME"], "divequiz"), exist_ok=True)
        with open(os.path.join(env["XDG_CONFIG_HOME"], "divequiz", "settings"), "w") as handle:
            handle.write("retention = %s\n" % retention)
    memory = {}  # penalty -> (tau, last day)
    line_days = []
    calibration = []
    for day in range(1, days + 1):
        now = datetime.now(timezone.utc)
        shift_history(env["DIVEQUIZ_HISTORY"], line_days, day, now)
        shutil.rmtree(env["XDG_CACHE_HOME"], ignore_errors=True)
        predicted = {}
        if policy == "due":
            out = subprocess.run([binary, "due", "--json"], env=env, capture_output=True,
                                 text=True).stdout
            for item in json.loads(out)["items"] if out.strip() else []:
                if item["topic"] == "key":
                    predicted[int(item["subject"])] = item["recall"]
        outcomes = {}

        def answer(penalty):
            tau, last = memory.get(penalty, (None, None))
            p = GUESS if tau is None else math.exp(-(day - last) / tau)
            right = rng.random() < p
            outcomes.setdefault(penalty, []).append((p, right))
            return keys[penalty] if right else wrong(keys[penalty])

        words = POLICIES[policy] + ["seed", str(learner * 100 + day)]
        asked, _ = run_quiz(binary, env, words, answer)
        if asked:
            line_days.append(day)
        for penalty in asked:
            for p, right in outcomes.get(penalty, []):
                if penalty in predicted and memory.get(penalty):
                    calibration.append((predicted[penalty], right))
                tau, _ = memory.get(penalty, (None, None))
                base_tau = TAU0 * rate / difficulty[penalty]
                if tau is None:
                    tau = base_tau
                elif right:
                    tau *= 1 + GROWTH * (1 - p) * rate / difficulty[penalty]
                else:
                    tau = max(base_tau, LAPSE * tau)
                memory[penalty] = (tau, day)
            outcomes.pop(penalty, None)
    final = days + 1
    recall = [math.exp(-(final - memory[p][1]) / memory[p][0]) if p in memory else GUESS
              for p in keys]
    shutil.rmtree(folder, ignore_errors=True)
    return policy, statistics.mean(recall), calibration


def interval(values):
    """Mean and 95 % confidence half-width (t distribution)."""
    n = len(values)
    mean = statistics.mean(values)
    if n < 2:
        return mean, float("nan")
    t = {29: 2.045, 30: 2.042, 39: 2.023, 49: 2.010}.get(n - 1, 1.96 if n > 60 else 2.0)
    return mean, t * statistics.stdev(values) / math.sqrt(n)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--binary")
    parser.add_argument("--policies", default="random,focus,due")
    parser.add_argument("--retention", help="the schedule's target recall (settings file)")
    arguments = parser.parse_args()
    # The release build when there is one (the simulation runs the binary ~10,000 times).
    release = os.path.join(ROOT, ".build", "release", "divequiz")
    binary = arguments.binary or (release if os.path.exists(release) else
                                  os.path.join(ROOT, ".build", "debug", "divequiz"))
    if not os.path.exists(binary):
        subprocess.run(["swift", "build", "--product", "divequiz"], cwd=ROOT, check=True)
    zone = noon_zone()
    base = tempfile.mkdtemp(prefix="divequiz-sim-")
    keys = learn_keys(binary, base, zone)
    items = random.Random(61)
    difficulty = {penalty: items.uniform(0.5, 2.5) for penalty in sorted(keys)}
    policies = arguments.policies.split(",")
    jobs = [(policy, learner) for learner in range(arguments.learners) for policy in policies]
    started = time.time()
    results = {policy: [] for policy in policies}
    calibration = []
    with ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        futures = [pool.submit(simulate, binary, keys, difficulty, policy, learner,
                               arguments.days, zone, base, arguments.retention)
                   for policy, learner in jobs]
        for done, future in enumerate(futures, 1):
            policy, recall, pairs = future.result()
            results[policy].append(recall)
            calibration += pairs
            print("\r%d/%d learners simulated" % (done, len(futures)), end="", file=sys.stderr)
    print(file=sys.stderr)
    shutil.rmtree(base, ignore_errors=True)
    print("%d learners per policy, %d questions a day for %d days, %d penalties; %.0f s"
          % (arguments.learners, 20, arguments.days, len(keys), time.time() - started)
          + ("; retention %s" % arguments.retention if arguments.retention else ""))
    print()
    print("| policy | recall of all penalties the day after | 95 % CI |")
    print("|---|---|---|")
    for policy in policies:
        mean, half = interval(results[policy])
        print("| `%s` | %.3f | %.3f–%.3f |" % (" ".join(POLICIES[policy]), mean, mean - half,
                                             mean + half))
    if calibration:
        print()
        print("Calibration of divequiz's predicted recall (`due` learners, items seen before):")
        print()
        print("| predicted | answers | mean predicted | share right | error |")
        print("|---|---|---|---|---|")
        worst = 0.0
        for decile in range(10):
            bucket = [(p, r) for p, r in calibration
                      if decile / 10 <= p < (decile + 1) / 10 or (decile == 9 and p >= 1)]
            if not bucket:
                continue
            predicted = statistics.mean(p for p, _ in bucket)
            observed = sum(1 for _, r in bucket if r) / len(bucket)
            error = abs(predicted - observed)
            worst = max(worst, error) if len(bucket) >= 30 else worst
            print("| %.1f–%.1f | %d | %.3f | %.3f | %.3f |"
                  % (decile / 10, (decile + 1) / 10, len(bucket), predicted, observed, error))
        print()
        print("Largest error over deciles with at least 30 answers: %.3f" % worst)
    ordered = {p: interval(results[p]) for p in policies}
    if {"random", "focus", "due"} <= set(policies):
        low = ordered["due"][0] - ordered["due"][1]
        better = all(low > ordered[p][0] + ordered[p][1] for p in ("random", "focus"))
        print("due above random and focus with non-overlapping 95 % intervals:",
              "yes" if better else "no")


if __name__ == "__main__":
    main()
