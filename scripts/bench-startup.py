#!/usr/bin/env python3
"""Time to the first prompt: `echo quit | divequiz` against a Foundation hello world.

Builds divequiz as the README installs it (release, --static-swift-stdlib) and a Foundation
"hello" the usual way (`swiftc -O`, Swift runtime and Foundation linked dynamically) in a
temporary folder, runs them alternately (so machine noise hits both alike) and prints the
medians of wall and CPU time and the median of the pair-by-pair CPU ratio.
Run by hand: python3 scripts/bench-startup.py [--pairs N] [--history FILE]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

from benchlib import alternate, build_divequiz, run_measured

TARGET = 0.6


def build_hello(folder):
    source = os.path.join(folder, "hello.swift")
    with open(source, "w") as handle:
        handle.write('import Foundation\n'
                     'let name = ProcessInfo.processInfo.environment["USER"] ?? "world"\n'
                     'if let line = readLine(), line == "quit" { print("hello, \\(name)") }\n')
    binary = os.path.join(folder, "hello")
    subprocess.run(["swiftc", "-O", source, "-o", binary], check=True)
    return binary


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=30)
    parser.add_argument("--history", help="pass --history FILE to divequiz (a large history must not matter)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        divequiz = build_divequiz()
        hello = build_hello(folder)
        command = [divequiz] + (["--history", args.history] if args.history else [])
        env = dict(os.environ, LANG="C.UTF-8")
        for _ in range(5):  # warm the page cache for both
            run_measured(command, b"quit\n", env)
            run_measured([hello], b"quit\n", env)
        ours, base = alternate(lambda: run_measured(command, b"quit\n", env),
                               lambda: run_measured([hello], b"quit\n", env), args.pairs)
    ratios = [a[1] / b[1] for a, b in zip(ours, base) if b[1] > 0]
    print(f"pairs: {args.pairs} alternated")
    for name, runs in (("divequiz (echo quit | divequiz)", ours), ("hello (Foundation, swiftc -O)", base)):
        wall = statistics.median(r[0] for r in runs) * 1000
        cpu = statistics.median(r[1] for r in runs) * 1000
        print(f"{name:34} median wall {wall:6.2f} ms, cpu {cpu:6.2f} ms")
    print(f"ratio divequiz / hello, cpu, median of pairs: {statistics.median(ratios):.2f} "
          f"(target: at most {TARGET})")


if __name__ == "__main__":
    sys.exit(main())
