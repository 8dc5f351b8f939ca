"""Shared pieces of the benchmark scripts: building divequiz and timing a command."""
import os
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The install command of the README: one self-contained binary.
RELEASE = ["swift", "build", "-c", "release", "--static-swift-stdlib"]


def build_divequiz():
    """Builds divequiz as the README installs it and returns the binary's path."""
    subprocess.run(RELEASE + ["--product", "divequiz"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    path = subprocess.run(RELEASE + ["--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "divequiz")


def run_measured(command, stdin=None, env=None):
    """Runs once; returns (wall seconds, cpu seconds) of the child, cpu from its rusage.

    `stdin` is bytes or an open file. CPU time (user + system) is what the program itself
    cost; on a shared machine it varies far less than wall time.
    """
    start = time.perf_counter()
    if isinstance(stdin, bytes):
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, env=env)
        process.stdin.write(stdin)
        process.stdin.close()
    else:
        process = subprocess.Popen(command, stdin=stdin, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise subprocess.CalledProcessError(process.returncode, command)
    return wall, usage.ru_utime + usage.ru_stime


def timed(command, stdin=None, env=None):
    """Wall-clock seconds of one run; `stdin` is bytes or an open file."""
    return run_measured(command, stdin, env)[0]


def alternate(first, second, runs):
    """Runs two measured callables in turn `runs` times, so machine noise hits both alike."""
    ones, twos = [], []
    for _ in range(runs):
        ones.append(first())
        twos.append(second())
    return ones, twos
