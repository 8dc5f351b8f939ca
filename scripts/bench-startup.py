#!/usr/bin/env python3
"""Time to the first prompt: `echo quit | divequiz` against a minimal Foundation program.

Builds divequiz in release mode and a Foundation "hello" in a temporary folder, then runs
them alternately (so machine noise hits both alike) and prints medians and their ratio.
Run by hand: python3 scripts/bench-startup.py [--runs N] [--history FILE]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

from benchlib import alternate, build_divequiz, timed


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
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--history", help="pass --history FILE to divequiz (a large history must not matter)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        divequiz = build_divequiz()
        hello = build_hello(folder)
        command = [divequiz] + (["--history", args.history] if args.history else [])
        env = dict(os.environ, LANG="C.UTF-8")
        for _ in range(5):  # warm the page cache for both
            timed(command, b"quit\n", env)
            timed([hello], b"quit\n", env)
        ours, base = alternate(lambda: timed(command, b"quit\n", env),
                               lambda: timed([hello], b"quit\n", env), args.runs)
        mine, theirs = statistics.median(ours), statistics.median(base)
        print(f"runs: {args.runs} alternated")
        print(f"divequiz (echo quit | divequiz): median {mine * 1000:.2f} ms")
        print(f"hello (Foundation, swiftc -O):   median {theirs * 1000:.2f} ms")
        print(f"ratio divequiz / hello: {mine / theirs:.2f} (target: at most 2.00)")


if __name__ == "__main__":
    sys.exit(main())
