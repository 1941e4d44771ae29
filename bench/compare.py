"""The regression guard: this checkout (HEAD) against BASE, the same benchmarks, one run.

    make bench-compare BASE=fe6e7ce [COMPARE_ARGS="--rounds 2 --only load,api"]
    .venv/bin/python bench/compare.py BASE [--rounds 2] [--only load,api,first_audio]
        [--quick] [--base-python PYTHON]

BASE is checked out once as a git worktree under var/bench/compare/<commit>/ with a venv
of its own (its own pyproject's dependencies, the tree installed editable into that venv
only, so neither checkout's modules shadow the other's; or --base-python, an existing venv's
Python, when BASE needs no other packages: the service runs with its tree as its working
directory and PYTHONPATH, which come before an editable install). Then each benchmark runs from
this checkout's bench/ scripts, the same clients for both, with the service started from
BASE's tree by BASE's venv (BENCH_SERVER_TREE, BENCH_SERVER_PYTHON: bench/api.py) or from
this tree by this venv, in turn: BASE, HEAD, HEAD, BASE, ... (--rounds pairs), so the
shared host's drift falls on both alike.

Every figure of every Markdown table the scripts print is read (a cell "7 / 9 / 12" under
"hits p50 / p95 / p99 ms" is three figures); the report gives each figure's median over
the rounds for BASE and HEAD and the ratio HEAD/BASE, and marks the ratios that went the
wrong way by more than 5%: lower is better for times, CPU and memory, higher for
throughput (req/s, a "x" speed-up, ratios "ours / bare").

Run by hand on a quiet host, one run at a time: `load` takes about 1.5 min a run with the
defaults below, `api` about 3, `first_audio` (the realistic stand-in, built once into
var/bench/realistic) about 4; three benchmarks x 2 rounds x 2 sides is about half an hour.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.api import load_average, machine  # noqa: E402

COMPARE = ROOT / "var" / "bench" / "compare"
REALISTIC = ROOT / "var" / "bench" / "realistic"

# Each benchmark's arguments: shorter than its own defaults (the ratio, not the absolute
# figure, is the point), --quick shorter still.
BENCHES = {
    "load": (["bench/load.py", "--seconds", "10"], ["--seconds", "4", "--levels", "1", "16"]),
    "api": (
        ["bench/api.py", "--rounds", "3", "--seconds", "8", "--load-rounds", "1", "--misses", "15",
         "--clients", "16", "64"],
        ["--texts", "30", "--rounds", "1", "--seconds", "4", "--misses", "6", "--no-orm"],
    ),
    "first_audio": (
        ["bench/first_audio.py", "first", "--modes", "embedded", "--no-peer", "--no-today",
         "--repeat", "3", "--long-repeat", "2", "--model-dir", str(REALISTIC)],
        ["--repeat", "2", "--long-repeat", "1"],
    ),
}  # fmt: skip
HIGHER_IS_BETTER = re.compile(r"req/s|requests|throughput|speed|/ bare|ratio|\bx\b", re.I)
NUMBER = re.compile(r"(?<![\w.])(-?\d[\d,]*(?:\.\d+)?)\s*(ms|s|MB|KB|%)?(?![\w.])")
NOT_FIGURES = {"target", "errors"}  # a target's text, a count that should stay 0


def git(*args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=True
    ).stdout.strip()


def base_tree(commit: str, python: Path | None = None) -> tuple[Path, Path]:
    """BASE's worktree and its venv's Python (``python``, or its own venv, made once: it
    takes minutes)."""
    tree = COMPARE / commit[:12]
    if not (tree / "manage.py").is_file():
        COMPARE.mkdir(parents=True, exist_ok=True)
        print(f"# checking out {commit[:12]} in {tree}", file=sys.stderr, flush=True)
        git("worktree", "add", "--detach", "--force", str(tree), commit)
    if python is not None:
        return tree, python
    python = tree / ".venv" / "bin" / "python"
    done = tree / ".venv" / ".installed"
    if not done.is_file():
        print(f"# its venv ({tree / '.venv'}): pip install -e {tree}", file=sys.stderr, flush=True)
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(tree / ".venv")], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "--upgrade", "pip"], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "-e", str(tree)], check=True)
        done.touch()
    return tree, python


def realistic_model() -> None:
    if not (REALISTIC / "onnx").is_dir():
        print(f"# building the realistic stand-in in {REALISTIC}", file=sys.stderr, flush=True)
        subprocess.run(
            [sys.executable, "manage.py", "build_standin_model", str(REALISTIC),
             "--profile", "realistic", "--force"],
            cwd=ROOT, check=True,
        )  # fmt: skip


def run(bench: str, side: str, server: tuple[Path, Path] | None, quick: bool, log: Path) -> str:
    """One benchmark against one side's service; what it printed (its tables)."""
    args, shorter = BENCHES[bench]
    env = {k: v for k, v in os.environ.items() if not k.startswith("BENCH_SERVER_")}
    if server is not None:
        env["BENCH_SERVER_TREE"], env["BENCH_SERVER_PYTHON"] = map(str, server)
    command = [sys.executable, *args, *(shorter if quick else [])]
    started = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    log.write_text(f"$ {' '.join(command)}\n{done.stdout}\n--- stderr\n{done.stderr}")
    print(
        f"# {bench} {side}: exit {done.returncode} in {time.monotonic() - started:.0f} s ({log})",
        file=sys.stderr,
        flush=True,
    )
    return done.stdout


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def figures(output: str) -> dict[str, float]:
    """Every number in every Markdown table: "table header :: row :: column" -> value."""
    found: dict[str, float] = {}
    lines = output.splitlines()
    tables = 0
    i = 0
    while i < len(lines):
        if not (
            lines[i].startswith("|") and i + 1 < len(lines) and set(lines[i + 1]) <= set("|-: ")
        ):
            i += 1
            continue
        header, tables, i = cells(lines[i]), tables + 1, i + 2
        seen: dict[str, int] = {}
        while i < len(lines) and lines[i].startswith("|"):
            row = cells(lines[i])
            label = re.sub(r"[*_`]", "", row[0])
            seen[label] = seen.get(label, 0) + 1
            if seen[label] > 1:
                label += f" #{seen[label]}"
            for column, cell in zip(header[1:], row[1:], strict=False):
                if column.lower() in NOT_FIGURES:
                    continue
                for name, value in split_cell(column, cell):
                    found[f"{tables}. {header[0]} {label} :: {name}"] = value
            i += 1
    return found


def split_cell(column: str, cell: str) -> list[tuple[str, float]]:
    """ "hits p50 / p95 / p99 ms" and "7 / 9 / 12" -> (hits p50, 7), (hits p95, 9), ..."""
    unit = re.search(r" (ms|s|MB|KB)$", column)
    if unit:  # "hits p50 / p95 / p99 ms": the unit is each figure's
        column = column[: unit.start()]
    parts, names = cell.split(" / "), column.split(" / ")
    if len(parts) != len(names):
        names = (
            [column] * len(parts)
            if len(parts) == 1
            else [f"{column} [{n}]" for n in range(len(parts))]
        )
    prefix = names[0].rsplit(" ", 1)[0] if " " in names[0] else ""
    out = []
    for n, (name, part) in enumerate(zip(names, parts, strict=True)):
        match = NUMBER.search(part.replace("**", ""))
        if match is None:
            continue
        value = float(match.group(1).replace(",", ""))
        if match.group(2) == "ms":
            value /= 1000  # a formatter may switch between ms and s: compare in seconds
        label = name if n == 0 or not prefix or name.startswith(prefix) else f"{prefix} {name}"
        out.append((f"{label} {unit.group(1)}" if unit else label, value))
    return out


def report(bench: str, runs: dict[str, list[dict[str, float]]]) -> list[str]:
    lines = [f"## {bench}", "", "| figure | BASE | HEAD | HEAD/BASE |", "|---|---|---|---|"]
    names = [n for n in runs["HEAD"][0] if all(n in r for side in runs.values() for r in side)]
    worse = 0
    for name in names:
        base = statistics.median(r[name] for r in runs["BASE"])
        head = statistics.median(r[name] for r in runs["HEAD"])
        if base == 0:
            continue
        ratio = head / base
        higher = bool(HIGHER_IS_BETTER.search(name.split(" :: ")[-1]))
        bad = ratio < 0.95 if higher else ratio > 1.05
        worse += bad
        lines.append(
            f"| {name} {'(higher is better)' if higher else ''} | {base:.4g} | {head:.4g} | "
            f"{'**' if bad else ''}{ratio:.2f}{'** worse' if bad else ''} |"
        )
    if not names:
        lines.append("| (no figure both sides printed: see the logs) | | | |")
    lines += ["", f"{worse} of {len(names)} figures worse by more than 5%", ""]
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base", metavar="BASE", help="the commit to compare with (e.g. fe6e7ce)")
    parser.add_argument("--rounds", type=int, default=2, help="BASE/HEAD pairs per benchmark")
    parser.add_argument("--only", default="load,api,first_audio", help="which benchmarks")
    parser.add_argument("--quick", action="store_true", help="shorter runs (a smoke test)")
    parser.add_argument(
        "--base-python", type=Path, help="run BASE with this Python (a venv with its packages)"
    )
    args = parser.parse_args()
    benches = [b.strip() for b in args.only.split(",") if b.strip()]
    if unknown := set(benches) - set(BENCHES):
        parser.error(f"unknown benchmark {', '.join(sorted(unknown))}; use {', '.join(BENCHES)}")
    try:
        commit = git("rev-parse", "--verify", f"{args.base}^{{commit}}")
    except subprocess.CalledProcessError:
        parser.error(f"{args.base!r} is not a commit of this repository")
    head = git("rev-parse", "HEAD")
    dirty = (
        " (with uncommitted changes)"
        if git("status", "--porcelain", "--untracked-files=no")
        else ""
    )
    server = base_tree(commit, args.base_python)
    if "first_audio" in benches:
        realistic_model()
    logs = COMPARE / "logs" / time.strftime("%Y%m%d-%H%M%S")
    logs.mkdir(parents=True)
    load_before = load_average()
    out = [
        f"# HEAD {head[:10]}{dirty} against BASE {commit[:10]}",
        "",
        f"Machine: {machine()}; load average {load_before} before; {args.rounds} rounds, "
        "BASE and HEAD in turn (ABBA); medians; logs in " + str(logs.relative_to(ROOT)),
        "",
    ]
    for bench in benches:
        runs: dict[str, list[dict[str, float]]] = {"BASE": [], "HEAD": []}
        for n in range(args.rounds):
            order = ["BASE", "HEAD"] if n % 2 == 0 else ["HEAD", "BASE"]
            for side in order:
                log = logs / f"{bench}-{n}-{side}.txt"
                printed = run(bench, side, server if side == "BASE" else None, args.quick, log)
                runs[side].append(figures(printed))
        if not all(runs["BASE"]) or not all(runs["HEAD"]):
            out += [f"## {bench}", "", "a run printed no table: see its log", ""]
            continue
        out += report(bench, runs)
    out.append(f"Load average after: {load_average()}")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
