#!/usr/bin/env python3
"""The public API of DiveQuizCore and DiveQuizService, one declaration a line.

Why: what an app may call is a promise; a change to it should show in review as a change to a
committed file, the way swift-format keeps `api-breakages.txt`. The listing is read from the
symbol graphs the compiler writes for the built modules (`swift package dump-symbol-graph`),
not from the sources, so it is what another package really sees.

    scripts/api-listing.py            # prints the listing and its counts
    scripts/api-listing.py --write    # writes it to api/public-api.txt
    scripts/api-listing.py --check    # exit 1 when the built API differs from the file, or
                                      # when a public symbol has no /// comment

Each line: module, kind, the symbol's path, its declaration. The summary on stderr counts the
declarations per module and those without a `///` comment.
"""

import json
import pathlib
import re
import subprocess
import sys

MODULES = ["DiveQuizCore", "DiveQuizService"]
ROOT = pathlib.Path(__file__).resolve().parent.parent
LISTING = ROOT / "api" / "public-api.txt"


def symbol_graph_folder() -> pathlib.Path:
    run = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--skip-synthesized-members",
         "--minimum-access-level", "public"],
        cwd=ROOT, capture_output=True, text=True)
    if run.returncode != 0:
        sys.stderr.write(run.stdout + run.stderr)
        sys.exit(f"api-listing: dump-symbol-graph failed ({run.returncode})")
    found = re.search(r"Files written to (\S+)", run.stdout + run.stderr)
    if found:
        return pathlib.Path(found.group(1))
    folders = sorted(ROOT.glob(".build/*/symbolgraph"))
    if not folders:
        sys.exit("api-listing: no symbol graph folder found")
    return folders[-1]


def listing(folder: pathlib.Path) -> tuple[list[str], dict[str, int], list[str]]:
    lines: list[str] = []
    counts: dict[str, int] = {}
    undocumented: list[str] = []
    for module in MODULES:
        path = folder / f"{module}.symbols.json"
        if not path.exists():
            sys.exit(f"api-listing: {path} is missing")
        graph = json.loads(path.read_text())
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            name = ".".join(symbol["pathComponents"])
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            declaration = " ".join(declaration.split())
            line = f"{module}\t{kind}\t{name}\t{declaration}"
            lines.append(line)
            counts[module] = counts.get(module, 0) + 1
            if not symbol.get("docComment", {}).get("lines"):
                undocumented.append(f"{module} {name}")
    return sorted(set(lines)), counts, sorted(undocumented)


def public_lines() -> dict[str, tuple[int, int]]:
    """Per module: lines that start with `public` (attributes aside), and how many of them
    have a `///` comment above them (attributes between are skipped)."""
    found: dict[str, tuple[int, int]] = {}
    for module in MODULES:
        total = documented = 0
        for path in sorted((ROOT / "Sources" / module).rglob("*.swift")):
            text = path.read_text().splitlines()
            for index, line in enumerate(text):
                bare = re.sub(r"^\s*(@\w+(\([^)]*\))?\s+)*", "", line)
                if not re.match(r"public\b", bare):
                    continue
                total += 1
                above = index - 1
                while above >= 0 and text[above].strip().startswith("@"):
                    above -= 1
                if above >= 0 and text[above].strip().startswith("///"):
                    documented += 1
        found[module] = (total, documented)
    return found


def main() -> int:
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    lines, counts, undocumented = listing(symbol_graph_folder())
    text = "".join(line + "\n" for line in lines)
    total = sum(counts.values())
    summary = ", ".join(f"{m} {counts.get(m, 0)}" for m in MODULES)
    sys.stderr.write(
        f"public declarations: {total} ({summary}); without a /// comment: {len(undocumented)}\n")
    lines_by_module = public_lines()
    sys.stderr.write(
        "lines starting with public: "
        + ", ".join(f"{m} {t} ({d} with ///)" for m, (t, d) in lines_by_module.items())
        + "\n")
    if mode == "--write":
        LISTING.parent.mkdir(exist_ok=True)
        LISTING.write_text(text)
        sys.stderr.write(f"written: {LISTING.relative_to(ROOT)}\n")
        return 0
    if mode == "--check":
        # Every public symbol, enum cases and protocol requirements included, says what it is:
        # the listing is what an app's author reads first. (`public` lines without `///` are
        # ModuleBoundaryTests' to catch; the symbol graph also sees the cases and members.)
        if undocumented:
            for name in undocumented:
                sys.stderr.write(f"no /// comment: {name}\n")
            return 1
        recorded = LISTING.read_text().splitlines() if LISTING.exists() else []
        now = text.splitlines()
        added = sorted(set(now) - set(recorded))
        removed = sorted(set(recorded) - set(now))
        if not added and not removed:
            sys.stderr.write("the public API matches api/public-api.txt\n")
            return 0
        for line in removed:
            sys.stderr.write(f"- {line}\n")
        for line in added:
            sys.stderr.write(f"+ {line}\n")
        sys.stderr.write(
            "the public API changed: review it, then record it with "
            "scripts/api-listing.py --write\n")
        return 1
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
