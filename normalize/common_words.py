"""Which language a short sentence's words are commonest in: a word-level guess for the
sentences too short for lingua's trigrams ("Your code is 4821." is de at 0.86 to lingua's
low-accuracy mode; every word of it is among English's commonest).

The table is each language's commonest words with their Zipf frequency (log10 of uses
per billion words), taken from wordfreq's lists (Speer et al., CC BY-SA 4.0: Wikipedia,
subtitles, news, web text, ...) into ``common_words.json``, which ships with the code so
that the service needs neither wordfreq nor its 50 MB of lists at run time. Estonian has
no wordfreq list (lingua alone tells it); Croatian takes wordfreq's Serbo-Croatian list.

    pip install wordfreq==3.1.1   # the `wordlists` extra
    python -m normalize.common_words   # writes common_words.json again
"""

import json
import math
import re
import sys
import threading
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).with_name("common_words.json")
WORDS_PER_LANGUAGE = 2000
# wordfreq's list for each of the model's Latin and Cyrillic languages that has one.
LISTED = "bg cs da de en es fi fr hu id it lt lv nl pl pt ro ru sk sl sv tr uk vi".split()
SOURCES = {**{code: code for code in LISTED}, "hr": "sh"}
# A word missing from a language's list is rarer there than its rarest listed word, by
# this much (a Zipf step is a factor of ten): not much rarer, since a name or a loan word
# the list misses may well be common there.
UNLISTED_BELOW = 0.3
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")

_table: dict[str, dict[str, float]] | None = None
_unlisted: dict[str, float] = {}
_lock = threading.Lock()


def _words() -> dict[str, dict[str, float]]:
    """word -> {lang: zipf}, read once per process on first use."""
    global _table
    with _lock:
        if _table is None:
            by_lang = json.loads(DATA.read_text(encoding="utf-8"))
            table: dict[str, dict[str, float]] = {}
            for lang, words in by_lang.items():
                for word, zipf in words.items():
                    table.setdefault(word, {})[lang] = zipf
                _unlisted[lang] = min(words.values()) - UNLISTED_BELOW
            _table = table
        return _table


def scores(sentence: str, langs: tuple[str, ...]) -> tuple[dict[str, float], int]:
    """Each of ``langs``' share of the likelihood of ``sentence``'s listed words (adding
    up to 1), and how many of its words the lists of ``langs`` have. Unlisted words
    (names, codes) say nothing; a language without a list gets nothing."""
    table = _words()
    # Every language starts with each known word unlisted, then gains what its list says.
    gains = dict.fromkeys(langs, 0.0)
    known = 0
    for word in _WORD.findall(sentence.lower().replace("’", "'")):
        entry = table.get(word)
        if entry is None:
            continue
        listed = False
        for lang, zipf in entry.items():
            if lang in gains:
                gains[lang] += zipf - _unlisted[lang]
                listed = True
        known += listed
    totals = {lang: gain + known * _unlisted.get(lang, 0.0) for lang, gain in gains.items()}
    listed = [lang for lang in langs if lang in SOURCES]
    if not known or not listed:
        return {}, known
    top = max(totals[lang] for lang in listed)
    weights = {lang: math.pow(10, totals[lang] - top) for lang in listed}
    total = sum(weights.values())
    return {lang: weight / total for lang, weight in weights.items()}, known


# A word is another language's more than ``lang``'s when that language writes it at
# least twice as often (a Zipf step is a factor of ten; log10 2 is 0.3).
TWICE = 0.3


def _listed(entry: dict[str, float] | None, lang: str, most: bool) -> bool:
    """Whether a word's ``entry`` lists ``lang``; with ``most``, only when no language
    writes the word twice as often ("on" is Finnish's more than English's; "hello" is
    English's, though Hungarian's list has it a little higher)."""
    if not entry or lang not in entry:
        return False
    return not most or entry[lang] > max(entry.values()) - TWICE


def _words_of(sentence: str, lang: str, most: bool) -> list[bool]:
    """For each word of two or more letters of ``sentence``, whether ``lang``'s list has it
    (with ``most``, as in :func:`_listed`; a capitalised word after the first is likely a
    name, "Hello Anna.", and counts wherever it is listed)."""
    table = _words()
    words = [w for w in _WORD.findall(sentence.replace("’", "'")) if len(w) > 1]
    return [
        _listed(table.get(w.lower()), lang, most and (i == 0 or not w[0].isupper()))
        for i, w in enumerate(words)
    ]


def lists_any(sentence: str, lang: str, most: bool = False) -> bool:
    """Whether ``lang``'s list has any word of two or more letters of ``sentence``."""
    if len(sentence) <= ONE_WORD and " " not in sentence:  # a word (most callers ask so)
        return _word_lists(sentence, lang, most)
    return any(_words_of(sentence, lang, most))


ONE_WORD = 40  # the longest word whose answer is kept (detection asks each word per language)


@lru_cache(maxsize=16384)
def _word_lists(word: str, lang: str, most: bool) -> bool:
    return any(_words_of(word, lang, most))


def listing(word: str) -> frozenset[str]:
    """The languages whose lists have ``word`` (as :func:`lists_any` says of each)."""
    if len(word) <= ONE_WORD and " " not in word:
        return _listing(word)
    return frozenset(lang for lang in SOURCES if lists_any(word, lang))


@lru_cache(maxsize=16384)
def _listing(word: str) -> frozenset[str]:
    return frozenset(lang for lang in SOURCES if lists_any(word, lang))


def listed_share(sentence: str, lang: str, most: bool = False) -> float:
    """The share of ``sentence``'s words of two or more letters that ``lang``'s list has."""
    listed = _words_of(sentence, lang, most)
    return sum(listed) / len(listed) if listed else 0.0


def only_in(word: str, langs: tuple[str, ...]) -> str | None:
    """The one language of ``langs`` whose list has ``word``, else None."""
    listing = [lang for lang in (_words().get(word.lower()) or ()) if lang in langs]
    return listing[0] if len(listing) == 1 else None


def listed_by_all(sentence: str, langs: tuple[str, ...]) -> str | None:
    """The one language of ``langs`` whose list has every listed word of ``sentence``, when
    two or more words are listed ("Vergi no", "Beli gratis": tr, id; each word alone is
    several languages'); unlisted words and capitalised ones after the first (names:
    "Transaksi di Amazon") say nothing; else None."""
    table, common, listed = _words(), set(langs), 0
    for i, word in enumerate(_WORD.findall(sentence.replace("’", "'"))):
        named = i > 0 and word[0].isupper()
        entry = () if named or len(word) < 2 else table.get(word.lower(), ())
        have = {lang for lang in entry if lang in langs}
        if have:
            common &= have
            listed += 1
    return next(iter(common)) if listed >= 2 and len(common) == 1 else None


def build() -> dict[str, dict[str, float]]:
    """The table from wordfreq (a developer's step: see the module's docstring)."""
    import wordfreq

    out = {}
    for lang, source in sorted(SOURCES.items()):
        words = {}
        for word in wordfreq.top_n_list(source, WORDS_PER_LANGUAGE * 2):
            if _WORD.fullmatch(word) and len(words) < WORDS_PER_LANGUAGE:
                words[word] = round(wordfreq.zipf_frequency(word, source), 2)
        out[lang] = words
        print(f"{lang}: {len(words)} words", file=sys.stderr)
    return out


if __name__ == "__main__":
    DATA.write_text(json.dumps(build(), ensure_ascii=False, sort_keys=True) + "\n", "utf-8")
    print(f"wrote {DATA}", file=sys.stderr)
