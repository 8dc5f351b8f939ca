#!/usr/bin/env python3
"""Issue 29's input shapes that were quadratic, each at 8 sizes that double, on the built
binary: prints size, seconds and the ratio to the size before (linear: about 2; the target
is at most 2.5). Exits 1 when a ratio past the third size is over 2.5 or a paste is answered
in 10 times the raw echo of the same bytes or more.

  import    one quiz id repeated with other contents (every line a conflict), into an
            empty history, then the same file again (every line present)
  aliases   N merges plus N unmerges of names no quiz holds, read by `report`
  trainees  `trainees n` (a prefix every name has) over N trainees, and plain `trainees`
  paste     a bracketed paste of N bytes and Enter at the line editor on a pseudo-terminal,
            against `cat` echoing the same bytes through a pseudo-terminal in raw mode

Processor time (user + system, from the child's rusage) is measured for the first three,
so that a busy machine changes the figures less; a paste is timed on the wall clock, from
its first byte to the session's answer. `--binary PATH` picks the binary (default: the release
build when there is one, else the debug build); `--shape NAME` runs one shape; `--sizes N`
fewer sizes.
"""

import argparse
import json
import os
import pty
import select
import subprocess
import sys
import tempfile
import time
import tty

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What the session answers a pasted line with: an unknown command (a paste kept), or the
# overlong line's message (a paste over 1 MB).
ANSWERS = (b"unknown command", b"a line may hold at most")
failures = []


def default_binary():
    for build in ("release", "debug"):
        path = os.path.join(ROOT, ".build", build, "divequiz")
        if os.path.exists(path):
            return path
    return os.path.join(ROOT, ".build", "debug", "divequiz")


def record(rid, judge="Ann", seed=4, seconds=30.0):
    return json.dumps({
        "v": 1, "id": rid, "judge": judge, "kind": "quiz", "status": "completed",
        "start": "2026-11-21T10:00:00Z", "end": "2026-11-21T10:00:30Z", "langs": ["en"],
        "filters": [], "seed": seed, "edition": "2025", "size": 1, "score": 10, "max": 10,
        "pct": 100.0, "passed": True, "seconds": seconds,
        "q": [[19, 2, "j", 2, "j", 10, 4.2]]}, separators=(",", ":")) + "\n"


def alias(rid, action, source, target=None):
    line = {"v": 2, "type": "alias", "id": rid, "at": "2026-11-21T10:00:00Z", "action": action,
            "from": source}
    if target is not None:
        line["to"] = target
    return json.dumps(line, separators=(",", ":")) + "\n"


def environment(folder, history):
    return {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "HOME": folder,
            "DIVEQUIZ_HISTORY": history, "DIVEQUIZ_JUDGE": "Ann",
            "XDG_STATE_HOME": os.path.join(folder, "state"),
            "XDG_CONFIG_HOME": os.path.join(folder, "config"),
            "XDG_CACHE_HOME": os.path.join(folder, "cache"), "TERM": "xterm"}


def cpu_run(command, env):
    """Processor seconds of one run (the child's user + system time) and its exit status."""
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status)


def table(name, unit, sizes, measure):
    """Measures each size (best of `runs`), prints the rows, checks the ratios."""
    print(f"\n{name}")
    print(f"{unit:>12} {'seconds':>9} {'ratio':>6}")
    times = []
    for size in sizes:
        seconds = measure(size)
        ratio = seconds / max(times[-1], 1e-3) if times else None
        times.append(seconds)
        print(f"{size:>12,} {seconds:>9.3f} {'' if ratio is None else f'{ratio:>6.2f}'}",
              flush=True)
    # The first sizes take milliseconds: start-up and noise dominate their ratios.
    late = [b / max(a, 1e-3) for a, b in zip(times[2:], times[3:])]
    if late and max(late) > 2.5:
        failures.append(f"{name}: a ratio over 2.5 ({', '.join(f'{r:.2f}' for r in late)})")
    return times


def shape_import(binary, base, sizes):
    def write(count):
        source = os.path.join(base, f"repeats-{count}.jsonl")
        with open(source, "w") as handle:
            handle.writelines(record("same", judge=f"Judge {i}", seed=i) for i in range(count))
        return source

    def first(count):
        folder = tempfile.mkdtemp(dir=base)
        history = os.path.join(folder, "history.jsonl")
        seconds, status = cpu_run([binary, "import", write(count)], environment(folder, history))
        assert status == 0, f"import exited {status}"
        return seconds

    def again(count):
        folder = tempfile.mkdtemp(dir=base)
        history = os.path.join(folder, "history.jsonl")
        source = write(count)
        cpu_run([binary, "import", source], environment(folder, history))
        seconds, status = cpu_run([binary, "import", source], environment(folder, history))
        assert status == 0, f"import exited {status}"
        return seconds

    table("import: one id, N versions (conflicts), into an empty history", "quizzes", sizes,
          first)
    table("import again: the same file into the history that holds it", "quizzes", sizes, again)


def shape_aliases(binary, base, sizes):
    def measure(count):
        folder = tempfile.mkdtemp(dir=base)
        history = os.path.join(folder, "history.jsonl")
        with open(history, "w") as handle:
            handle.write(record("one"))
            handle.writelines(alias(f"m{i}", "merge", f"Ghost {i}", f"Target {i}")
                              for i in range(count))
            handle.writelines(alias(f"u{i}", "unmerge", f"Nobody {i}") for i in range(count))
        seconds, status = cpu_run([binary, "report"], environment(folder, history))
        assert status == 0, f"report exited {status}"
        return seconds

    table("N merges + N unmerges of unknown names: report", "N", sizes, measure)


def shape_trainees(binary, base, sizes):
    histories = {}

    def history_of(count):
        if count not in histories:
            folder = tempfile.mkdtemp(dir=base)
            history = os.path.join(folder, "history.jsonl")
            with open(history, "w") as handle:
                handle.writelines(record(f"t{i}", judge=f"Name {i:06d}") for i in range(count))
            histories[count] = (folder, history)
        return histories[count]

    def measure(arguments):
        def run(count):
            folder, history = history_of(count)
            seconds, status = cpu_run([binary, "trainees"] + arguments,
                                      environment(folder, history))
            assert status == 0, f"trainees exited {status}"
            return seconds
        return run

    prefixed = table("trainees n (every name starts with it)", "trainees", sizes,
                     measure(["n"]))
    plain = table("trainees (no prefix)", "trainees", sizes, measure([]))
    print(f"at {sizes[-1]:,}: `trainees n` {prefixed[-1]:.3f} s, `trainees` {plain[-1]:.3f} s")


def pump(master, data, finished, deadline):
    """Writes `data` to a pseudo-terminal's master while reading what comes back, until
    `finished(screen)` says so once all is written (or the deadline). Returns the seconds
    from the first byte written."""
    os.set_blocking(master, False)
    screen = bytearray()
    sent, started = 0, time.monotonic()
    while time.monotonic() < deadline:
        writing = [master] if sent < len(data) else []
        readable, writable, _ = select.select([master], writing, [], 0.5)
        if readable:
            try:
                screen += os.read(master, 1 << 16)
            except (BlockingIOError, OSError):
                pass
            if sent == len(data) and finished(screen):
                break
        if writable:
            try:
                sent += os.write(master, data[sent:sent + (1 << 16)])
            except BlockingIOError:
                pass
    return time.monotonic() - started


def ended(pid, master):
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(master)


def pty_exchange(argv, env, data, answers, ready, timeout=600):
    """Runs argv on a pseudo-terminal; once `ready` is on the screen, writes `data` and
    reads the screen until one of `answers` is on it. Returns the wall seconds from the
    first byte written to the answer."""
    pid, master = pty.fork()
    if pid == 0:
        os.execve(argv[0], argv, env)
    deadline = time.monotonic() + timeout
    pump(master, b"", lambda screen: ready in screen, deadline)
    # Only the tail can hold an answer that just came.
    seconds = pump(master, data, lambda screen: any(
        answer in screen[-(1 << 17):] for answer in answers), deadline)
    ended(pid, master)
    return seconds


def raw_cat(data):
    """`cat` on a pseudo-terminal in raw mode (no echo by the terminal), fed `data`: the
    time for the same bytes to come back."""
    pid, master = pty.fork()
    if pid == 0:
        tty.setraw(0)
        os.execv("/bin/cat", ["cat"])
    time.sleep(0.2)
    seconds = pump(master, data, lambda screen: len(screen) >= len(data),
                   time.monotonic() + 600)
    ended(pid, master)
    return seconds


def shape_paste(binary, base, sizes):
    folder = tempfile.mkdtemp(dir=base)
    env = environment(folder, os.path.join(folder, "history.jsonl"))
    raws = {}

    def pasted(size):
        # Words and a control or two, as a pasted file would hold.
        text = (b"line of pasted text\t\x1b[2J " * (size // 28 + 1))[:size]
        return b"\x1b[200~" + text + b"\x1b[201~\r"

    def editor(size):
        data = pasted(size)
        seconds = pty_exchange([binary, "--color", "never", "--lang", "en"], env, data,
                               ANSWERS, ready=b"divequiz> ")
        raws[size] = raw_cat(data)
        return seconds

    times = table("bracketed paste of N bytes, Enter, the answer (wall clock)", "bytes", sizes,
                  editor)
    print(f"{'bytes':>12} {'raw echo s':>11} {'editor ÷ raw':>13}")
    for size, seconds in zip(sizes, times):
        print(f"{size:>12,} {raws[size]:>11.3f} {seconds / max(raws[size], 1e-3):>13.1f}",
              flush=True)
    largest = sizes[-1]
    if times[-1] >= 10 * raws[largest]:
        failures.append(f"paste: {largest:,} bytes answered in {times[-1]:.2f} s, "
                        f"10 × the raw echo's {raws[largest]:.2f} s or more")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=default_binary())
    parser.add_argument("--shape", choices=["import", "aliases", "trainees", "paste"])
    parser.add_argument("--sizes", type=int, default=8)
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    print(f"binary: {binary}")
    count = arguments.sizes

    def doubling(largest):
        return [largest >> (count - 1 - i) for i in range(count)]

    shapes = {
        "import": lambda base: shape_import(binary, base, doubling(64_000)),
        "aliases": lambda base: shape_aliases(binary, base, doubling(160_000)),
        "trainees": lambda base: shape_trainees(binary, base, doubling(50_000)),
        "paste": lambda base: shape_paste(binary, base, doubling(10 << 20)),
    }
    with tempfile.TemporaryDirectory(prefix="divequiz-growth-") as base:
        for name, run in shapes.items():
            if arguments.shape in (None, name):
                run(base)
    for failure in failures:
        print("FAIL " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
