"""Normalizer benchmark for the 28 languages of normalize/structured.py.

    .venv/bin/python bench/normalize_languages.py [--entries 5000] [--calls 200] [--lang de]

The same 5,000-entry lexicon as bench/normalize.py; per language a 1,000-character text of
that language's test sentences (tests/test_normalize_lang_*.py: dates, times, units, phone
numbers, ordinals, money, as dense as real text never is) with lexicon terms between them.
Prints p50, p95 and max per call, like bench/normalize.py.
"""

import argparse
import importlib
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.normalize import percentiles, random_entries  # noqa: E402
from normalize import Normalizer  # noqa: E402
from normalize.structured import LANGUAGES  # noqa: E402


def sentences() -> dict[str, list[str]]:
    cases: dict[str, list[str]] = {}
    for group in ("germanic", "romance", "slavic", "other"):
        module = importlib.import_module(f"tests.test_normalize_lang_{group}")
        cases.update({lang: [text for text, _ in pairs] for lang, pairs in module.CASES.items()})
    return cases


def language_text(rng: random.Random, lines: list[str], entries, length: int = 1000) -> str:
    text = ""
    while len(text) < length:
        text += f"{rng.choice(lines)} {rng.choice(entries).term} "
    return text[:length]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=5000)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", action="append", help="only these languages")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    entries = random_entries(rng, args.entries)
    normalizer = Normalizer(entries)
    texts = sentences()
    print(f"{len(entries)} entries, 1000 characters, {args.calls} calls per language")
    for lang in args.lang or LANGUAGES:
        text = language_text(rng, texts[lang], entries)
        normalizer(text, lang)  # warm-up: compiles the language's rules, fills caches
        samples, cpu = [], []
        for _ in range(args.calls):
            start, start_cpu = time.perf_counter(), time.process_time()
            result = normalizer(text, lang)
            samples.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
        p50, p95, worst = percentiles(samples)
        cpu50, cpu95, _ = percentiles(cpu)
        # CPU time is the steadier figure on a shared host: it leaves out the time the
        # process waited for a CPU (it still includes the caches other processes evict).
        print(
            f"{lang}: p50 {p50:.2f} ms  p95 {p95:.2f} ms  max {worst:.2f} ms"
            f"  cpu p50 {cpu50:.2f} ms  cpu p95 {cpu95:.2f} ms  ({len(result.changes)} changes)"
        )


if __name__ == "__main__":
    main()
