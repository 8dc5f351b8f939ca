"""Shared pieces of the benchmark scripts: building divequiz and timing a command."""
import os
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build_divequiz():
    """Builds divequiz in release mode and returns the binary's path."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "divequiz"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "divequiz")


def timed(command, stdin=None, env=None):
    """Wall-clock seconds of one run; `stdin` is bytes or an open file."""
    start = time.perf_counter()
    if isinstance(stdin, bytes):
        subprocess.run(command, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=True, env=env)
    else:
        subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=True, env=env)
    return time.perf_counter() - start


def alternate(first, second, runs):
    """Runs two timed callables in turn `runs` times, so machine noise hits both alike."""
    ones, twos = [], []
    for _ in range(runs):
        ones.append(first())
        twos.append(second())
    return ones, twos
