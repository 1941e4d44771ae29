"""Matching a tenant's lexicon costs time linear in the text, whatever its terms (issue 30,
M1): walking a trie from each position cost the text's length times the longest term, so a
lexicon of long terms that agree with the text for most of their length (within the
500,000-character cap) took a web worker 0.2 s or more per 5,000 characters of each
request."""

import time

from normalize.lexicon import Entry, Lexicon

TEXT = ("ab " * 2000)[:5000]


def hostile(term_chars: int, total: int = 500_000) -> Lexicon:
    """Terms that agree with TEXT for all but their last 7 characters, exact and folded."""
    entries, size, i = [], 0, 0
    while size < total:
        term = ("ab " * 100)[: term_chars - 7] + f"z{i:06d}"
        entries.append(Entry(term, "alias", case_sensitive=bool(i % 2)))
        size += len(term) + len("alias")
        i += 1
    return Lexicon(entries)


def cpu_seconds(lexicon: Lexicon) -> float:
    lexicon.apply(TEXT, "en")  # per-language links made once
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        lexicon.apply(TEXT, "en")
        best = min(best, time.process_time() - started)
    return best


def test_terms_four_times_as_long_cost_about_the_same():
    short, long = cpu_seconds(hostile(48)), cpu_seconds(hostile(192))
    assert long < 2 * short + 0.005, (short, long)


def test_the_worst_lexicon_costs_a_5000_character_text_little():
    assert cpu_seconds(hostile(200)) < 0.1


def test_a_long_term_still_matches_whole_words_only():
    term = ("ab " * 66)[:190] + "end"
    lexicon = Lexicon([Entry(term, "X")])
    assert lexicon.apply(f"({term}) {term}s {term}\u0301", "en")[0] == f"(X) {term}s {term}\u0301"
