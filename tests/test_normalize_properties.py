"""Properties over random text: the normalizer never raises, keeps every tag exactly, and
on text without digits a second pass changes nothing."""

import random
import unicodedata

import pytest

from normalize import Entry, Normalizer
from normalize.rule import TAG

TAGS = ["<break>", '<break time="300ms"/>', "<en>", "</en>", "<ko>", "</ko>", "<b>", "</b>"]
WORDS = ["SaaS", "2024년", "3월", "14:30", "$5.20", "1,234", "3,50 €", "25%", "R&D", "Dr.",
         "사과", "3개", " ", "  ", "\n", "\t", "&", "★", "~", "<", ">", "-", ".", ","]  # fmt: skip
LANGS = ["en", "ko", "de", "ru", "ja", "ar", "sl", "na"]


def random_code_point(rng: random.Random) -> str:
    while True:
        char = chr(rng.randint(0, 0x10FFFF))
        if unicodedata.category(char) != "Cs":  # no surrogates
            return char


def random_text(rng: random.Random, digits: bool = True) -> tuple[str, list[str]]:
    parts, tags = [], []
    for _ in range(rng.randint(0, 25)):
        roll = rng.random()
        if roll < 0.15:
            tags.append(rng.choice(TAGS))
            parts.append(tags[-1])
        elif roll < 0.5:
            parts.append(rng.choice(WORDS))
        else:
            parts.append(random_code_point(rng))
    text = "".join(parts)
    if not digits:
        text = "".join(c for c in text if not c.isdecimal())
        tags = [tag for tag in tags if not any(c.isdecimal() for c in tag)]
    return text, tags


NORMALIZER = Normalizer(
    [
        Entry("SaaS", "사스"),
        Entry("ss", "ß", whole_word=False),
        Entry("İ", "I"),
        Entry("사과", "apple"),
    ]
)


@pytest.mark.parametrize("seed", range(20))
def test_random_text_never_raises_and_keeps_every_tag(seed):
    rng = random.Random(seed)
    for _ in range(200):
        text, tags = random_text(rng)
        result = NORMALIZER(text, rng.choice(LANGS))
        assert isinstance(result.text, str)
        out_tags = iter(TAG.findall(result.text))
        assert all(tag in out_tags for tag in tags), (text, result.text)  # in order


@pytest.mark.parametrize("seed", range(20))
def test_text_without_digits_is_stable_under_a_second_pass(seed):
    rng = random.Random(1000 + seed)
    plain = Normalizer([])
    for _ in range(200):
        text, _ = random_text(rng, digits=False)
        lang = rng.choice(LANGS)
        once = plain(text, lang).text
        assert plain(once, lang).text == once, (text, once)
