"""Hypothesis properties of the normalizer over any Unicode, lone surrogates and control
characters included (a JSON body can carry them), with random lexicon entries:

- it never raises, and returns a string;
- every ``<...>`` tag of the input comes out exactly, in order;
- on text without digits a second pass changes nothing (numbers are expanded into words,
  which is not idempotent by design: "1,234" -> "one thousand ..." is itself new text);
- the tenant's lexicon never makes it raise, whatever the terms and aliases.

Complements tests/test_normalize_properties.py (seeded random text over chosen words).
Bounded and derandomized for `make test`; HOSTILE_EXAMPLES raises the bound.
"""

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from normalize import Entry, Normalizer
from normalize.rule import TAG

EXAMPLES = int(os.getenv("HOSTILE_EXAMPLES", "0")) * 5 or 300
LANGS = ["en", "ko", "ja", "de", "fr", "es", "ru", "ar", "hi", "vi", "sl", "bg", "na"]
TAGS = ["<break>", '<break time="300ms"/>', "<en>", "</en>", "<ko>", "</ko>", "<b>", "</b>"]
WORDS = ["SaaS", "2024년 3월 5일", "14:30", "$5.20", "1,234", "3,50 €", "25%", "R&D", "Dr.",
         "5000 원", "3개", "1권", "e.g.,", "@", "—", "…", "🙂", "\u200b", "\u202e"]  # fmt: skip

CHARACTERS = st.characters(codec=None, categories=None)  # every code point, surrogates too
ANY_TEXT = st.text(CHARACTERS, max_size=80)
PIECES = st.one_of(ANY_TEXT, st.sampled_from(WORDS), st.sampled_from(TAGS))

run = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@st.composite
def tagged_text(draw, digits=True):
    """Text mixing arbitrary characters, tricky words and tags; and the tags, in order."""
    parts = draw(st.lists(PIECES, max_size=12))
    if not digits:
        parts = ["".join(c for c in p if not c.isdecimal()) if p not in TAGS else p for p in parts]
    return "".join(parts), [p for p in parts if p in TAGS]


ENTRIES = st.lists(
    st.builds(
        Entry,
        term=st.text(CHARACTERS, min_size=1, max_size=12).filter(str.strip),
        alias=st.text(CHARACTERS, max_size=12),
        whole_word=st.booleans(),
    ),
    max_size=6,
)
PLAIN = Normalizer([Entry("SaaS", "사스"), Entry("ss", "ß", whole_word=False)])


@run
@given(text=ANY_TEXT, lang=st.sampled_from(LANGS))
def test_any_unicode_never_raises(text, lang):
    assert isinstance(PLAIN(text, lang).text, str)


@run
@given(case=tagged_text(), lang=st.sampled_from(LANGS))
def test_every_tag_comes_out_in_order(case, lang):
    text, tags = case
    out = iter(TAG.findall(PLAIN(text, lang).text))
    assert all(tag in out for tag in tags), text


@run
@given(case=tagged_text(digits=False), lang=st.sampled_from(LANGS))
def test_text_without_digits_is_stable_under_a_second_pass(case, lang):
    text, _ = case
    once = PLAIN(text, lang).text
    assert PLAIN(once, lang).text == once


@run
@given(entries=ENTRIES, text=ANY_TEXT, lang=st.sampled_from(LANGS))
def test_any_lexicon_never_makes_it_raise(entries, text, lang):
    result = Normalizer(entries)(text, lang)
    assert isinstance(result.text, str)
