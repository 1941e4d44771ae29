"""Every parser of what a client sends runs in linear time: sixteen times the input may
cost about sixteen times the time, never the square of it.

The blend pattern backtracked on a run of spaces, and the log redaction's parameter pattern
on a long name holding a secret's word, each quadratically. Each parser is timed on a
hostile input and on one sixteen times longer (the best of three, so a busy host's noise
cannot make a linear parser look quadratic: the bound is four times linear, a sixteenth of
quadratic).
"""

import time

import pytest

from engine.styles import read_part
from normalize import ssml
from ops.logs import redact

FACTOR = 16


def best_time(function, text: str) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        function(text)
        best = min(best, time.perf_counter() - started)
    return best


def assert_linear(function, make, small: int):
    small_time = max(best_time(function, make(small)), 1e-4)
    large_time = best_time(function, make(small * FACTOR))
    assert large_time < 4 * FACTOR * small_time, (small_time, large_time)


HOSTILE = {
    "blend part, spaces": (read_part, lambda n: "F1" + " " * n + "x", 4_000),
    "blend part, colon": (read_part, lambda n: "F1" + " " * n + ":", 4_000),
    "blend part, parens": (read_part, lambda n: "(" * n + "F1", 4_000),
    "log, secret words": (redact, lambda n: " " + "token" * (n // 5), 2_000),
    "log, dotted keys": (redact, lambda n: " " + "key." * (n // 4), 2_000),
    "log, long name": (redact, lambda n: "?" + "a" * n + "token", 2_000),
    "ssml, unknown tags": (
        ssml.spoken_length,
        lambda n: "<speak>" + "".join(f"<t{i}/>" for i in range(n // 6)) + "</speak>",
        4_000,
    ),
    "ssml, prefixes": (ssml.spoken_length, lambda n: "<speak>" + "<a:" * (n // 3), 4_000),
    "ssml, namespaces": (
        ssml.spoken_length,
        lambda n: "<speak xmlns:a=" + " " * n + "></speak>",
        4_000,
    ),
}


@pytest.mark.parametrize("case", HOSTILE)
def test_the_parser_takes_linear_time_on_hostile_input(case):
    function, make, small = HOSTILE[case]
    assert_linear(function, make, small)
