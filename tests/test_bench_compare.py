"""bench/compare.py reads every figure of the tables the benchmarks print, so a ratio
is never taken between two different figures."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LOAD_OUTPUT = """Service: embedded (SQLite, ORM broker); new web tier, 2 processes
Load: 10 s per level

| clients | requests | req/s | hits p50 / p95 / p99 ms | misses p50 / p95 / p99 ms | all p95 ms | errors | client CPU s |
|---|---|---|---|---|---|---|---|
| 1 | 522 | 126 | 2 / 6 / 9 | 40 / 81 / 96 | 40 | 0 | 0.3 |
| 16 | 984 | 180 | 4 / 27 / 66 | 622 / 839 / 1,881 | 650 | 0 | 1.0 |

Throughput, ours / bare view: **0.61**

| what | time |
|---|---|
| **first audio** | 850 ms |
| first audio | 1.2 s |
"""  # noqa: E501


def compare():
    spec = importlib.util.spec_from_file_location("bench_compare", ROOT / "bench" / "compare.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_cell_of_a_split_column_is_its_own_figure():
    got = compare().figures(LOAD_OUTPUT)
    assert got["1. clients 16 :: hits p95 ms"] == 27
    assert got["1. clients 16 :: misses p99 ms"] == 1881
    assert got["1. clients 1 :: req/s"] == 126
    assert got["1. clients 1 :: client CPU s"] == 0.3


def test_rows_with_the_same_label_and_units_in_cells_are_kept_apart():
    got = compare().figures(LOAD_OUTPUT)
    assert got["2. what first audio :: time"] == 0.85  # ms in a cell: compared in seconds
    assert got["2. what first audio #2 :: time"] == 1.2


def test_a_figure_that_got_worse_is_marked_in_the_direction_that_counts():
    module = compare()
    faster = module.figures(LOAD_OUTPUT.replace("| 126 |", "| 100 |"))
    lines = module.report("load", {"BASE": [module.figures(LOAD_OUTPUT)], "HEAD": [faster]})
    row = next(line for line in lines if "clients 1 :: req/s" in line)
    assert "0.79** worse" in row
    row = next(line for line in lines if "clients 1 :: hits p50 ms" in line)
    assert "worse" not in row
