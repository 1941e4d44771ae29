"""The normalizer's caches keep small values only: long numbers a client sends are spelled
every time, never remembered.

The number speller cached each whole long number with its words (megabytes a request,
never given back, from requests refused with 429 too). The sweep walks every cache of the
normalizer's modules: none may grow with the count of distinct long numbers read.
"""

import glob
import importlib
import json
import pkgutil

import pytest

import normalize
from normalize import Normalizer, OutputTooLong, ssml

LANGS = ["en", "de", "ko", "ja", "hr"]
# Distinct long numbers per language: more than the small values (digits, words) any cache
# keeps for these languages.
COUNT = 300


def caches() -> dict[str, object]:
    """Every functools cache of the normalizer's modules, by name."""
    found = {}
    for info in pkgutil.iter_modules(normalize.__path__):
        module = importlib.import_module(f"normalize.{info.name}")
        for value in vars(module).values():
            if callable(getattr(value, "cache_info", None)):  # each once, where it is defined
                found[f"{value.__module__.rsplit('.', 1)[1]}.{value.__qualname__}"] = value
    return found


def long_numbers(lang: str, count: int = COUNT, start: int = 0):
    for i in range(start, start + count):
        digits = f"{i + 1}" + "7" * 40
        yield f"{digits} and {digits}.5 and ${digits} and {digits}th"
        yield f'<speak><say-as interpret-as="cardinal">{digits}</say-as></speak>'
        yield f'<speak><say-as interpret-as="ordinal">{digits}</say-as></speak>'


def read_everything(count: int = COUNT, start: int = 0):
    normalizer = Normalizer([])
    for lang in LANGS:
        for text in long_numbers(lang, count, start):
            if text.startswith("<speak>"):
                text = ssml.parse(text, lang).spoken
            try:
                normalizer(text, lang, 10**6)
            except OutputTooLong:
                pass


def test_the_sweep_finds_the_number_caches():
    assert {"numbers.spell", "english_words._num2words", "ordinals.ordinal"} <= set(caches())


@pytest.mark.filterwarnings("ignore")
def test_no_cache_grows_with_the_long_numbers_it_reads():
    for cache in caches().values():
        cache.cache_clear()
    # The same shapes with a few numbers first: caches of what the rules themselves are
    # (a pattern's first characters, the sets of characters it needs) fill here, as many
    # as the rules read, whatever the text; then COUNT new numbers must add nothing like
    # COUNT entries to any cache.
    read_everything(count=3, start=10_000)
    before = {name: c.cache_info().currsize for name, c in caches().items()}
    read_everything()
    grown = {
        name: c.cache_info().currsize - before[name]
        for name, c in caches().items()
        if c.cache_info().currsize - before[name] >= COUNT // 2
    }
    assert not grown, f"caches holding long numbers: {grown}"


def pinned_sentences(every: int = 3) -> list[tuple[str, str]]:
    sentences = []
    for path in sorted(glob.glob("tests/readings/*.jsonl")):
        with open(path, encoding="utf-8") as lines:
            sentences += [(pin["lang"], pin["text"]) for pin in map(json.loads, lines)]
    return sentences[::every]


def read_sentences(sentences, after: str = "") -> None:
    normalizer = Normalizer([])
    for lang, text in sentences:
        try:
            normalizer(text + after, lang, 10**6)
        except OutputTooLong:
            pass


@pytest.mark.filterwarnings("ignore")
def test_no_unbounded_cache_grows_with_the_texts_it_reads():
    """Reading the same texts again adds nothing to a cache keyed by values (one keyed by a
    re.Match adds an entry a match: hostile pass 32, H-1), and distinct texts add nothing
    like one entry each."""
    sentences = pinned_sentences()
    unbounded = {
        name: c for name, c in caches().items() if getattr(c.cache_info(), "maxsize", 0) is None
    }
    read_sentences(sentences)
    before = {name: c.cache_info().currsize for name, c in unbounded.items()}
    read_sentences(sentences)
    again = {name: c.cache_info().currsize - before[name] for name, c in unbounded.items()}
    assert not {name: n for name, n in again.items() if n}, "caches keyed by identity"
    read_sentences(sentences, " x")
    grown = {
        name: c.cache_info().currsize - before[name]
        for name, c in unbounded.items()
        if c.cache_info().currsize - before[name] >= len(sentences) // 10
    }
    assert not grown, f"unbounded caches holding texts: {grown}"
