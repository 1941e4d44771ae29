"""A ``Range`` header is read in linear time (issue 30, the thirty-first hostile pass, H-1):
the pattern ``^\\s*bytes\\s*=\\s*([0-9]*)\\s*-\\s*([0-9]*)\\s*$`` backtracked over a run of
spaces before a stray character, so ``bytes=1-`` and 60,000 spaces and an ``x`` held a web
process's GIL 24.5 s (8,000 spaces 0.53 s, 32,000 7.7 s), on the clip's audio, a signed
link, the playground's and the admin's players; ten at once got both web processes killed.
Now the header is split, not matched, and reads as the pattern did."""

import re
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from synth.playback import UNSATISFIABLE, byte_range

OLD = re.compile(r"^\s*bytes\s*=\s*([0-9]*)\s*-\s*([0-9]*)\s*$", re.IGNORECASE)


def as_before(header: str, size: int):
    """What byte_range answered with the old pattern (its body after the match is the same)."""
    match = OLD.match(header)
    if match is None:
        return None
    first, last = match.groups()
    position = lambda d: 10**18 if len(d.lstrip("0") or "0") > 18 else int(d)  # noqa: E731
    if first:
        start, end = position(first), position(last) if last else size - 1
        if last and end < start:
            return None
        if start >= size:
            return UNSATISFIABLE
        return start, min(end, size - 1)
    if not last:
        return None
    suffix = position(last)
    if suffix == 0 or size == 0:
        return UNSATISFIABLE
    return max(0, size - suffix), size - 1


PIECES = st.sampled_from(
    ["bytes", "BYTES", "Bytes", "=", "-", ",", " ", "\t", "0", "7", "12", "999", "x", "²", "٣"]
)


@given(st.lists(PIECES, max_size=12).map("".join), st.integers(0, 5000))
@settings(max_examples=2000, deadline=None)
def test_a_range_reads_as_the_pattern_read_it(header, size):
    assert byte_range(header, size) == as_before(header, size)


def test_common_ranges():
    assert byte_range("bytes=0-99", 1000) == (0, 99)
    assert byte_range("bytes=500-", 1000) == (500, 999)
    assert byte_range("bytes=-100", 1000) == (900, 999)
    assert byte_range(" bytes = 1 - 2 ", 1000) == (1, 2)
    assert byte_range("bytes=0-1,5-6", 1000) is None  # several: the whole body
    assert byte_range("bytes=2000-", 1000) == UNSATISFIABLE


def cpu(header: str) -> float:
    best = float("inf")
    for _ in range(5):
        began = time.process_time()
        byte_range(header, 1000)
        best = min(best, time.process_time() - began)
    return best


def test_a_long_header_is_read_in_linear_time():
    short, long = ("bytes=1-" + " " * n + "x" for n in (8_000, 64_000))
    assert byte_range(long, 1000) is None
    # Eight times as long: linear is 8x, the old pattern's 64x (0.53 s -> ~25 s).
    assert cpu(long) <= 16 * cpu(short) + 0.005
