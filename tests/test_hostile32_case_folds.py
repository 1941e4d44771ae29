"""Letters `re` matches without case (ı ~ i, ſ ~ s, ϐ ~ β, ς ~ σ, ...) are read, never a
KeyError: the readers look words up by `folding.fold`, as their patterns matched them.

Before (hostile pass 32, H-2 and M-1): 45 rules raised on "Mon-Frı", "1. Maı", Turkish
"KASIM" or "al XL-lea", each match logged an ERROR with its traceback (713 lines for one
uncharged request), and the language detector raised on "ſaat 14:30": a 500 on every way
in that detects.
"""

import glob
import json
import logging
import re
from re import _casefix

import pytest

from normalize import detect
from normalize.folding import fold
from normalize.normalizer import LANGUAGE_RULES, Normalizer
from normalize.result import OutputTooLong
from normalize.roman import roman_value
from normalize.rule import Rule
from tests.test_api_support import client_for

# Each plain letter by a twin `re` takes for it without case (and A's and B's do not clash:
# σ -> ς in one, ς -> σ in the other).
TWINS_A = str.maketrans(
    "siβθφπκρεμIσṡι",
    "ſıϐϑϕϖϰϱϵµİςẛι",
)
TWINS_B = str.maketrans({"ς": "σ", "µ": "μ", "k": "\u212a", "K": "\u212a", "в": "ᲀ", "о": "ᲂ",
                         "т": "ᲄ", "с": "ᲃ", "д": "ᲁ", "ъ": "ᲆ"})  # fmt: skip
# One pinned sentence in this many, every language's: about 2,900 sentences.
EVERY = 5


def pinned_sentences() -> list[tuple[str, str]]:
    sentences = []
    for path in sorted(glob.glob("tests/readings/*.jsonl")):
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                if line.strip():
                    pin = json.loads(line)
                    sentences.append((pin["lang"], pin["text"]))
    return sentences[::EVERY]


def twins(text: str) -> list[str]:
    return [
        t for t in {text.translate(TWINS_A), text.translate(TWINS_B), text.upper()} if t != text
    ]


@pytest.fixture
def errors(caplog):
    caplog.set_level(logging.WARNING, logger="normalize")
    return lambda: [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_fold_takes_as_one_every_letter_re_matches_without_case():
    pairs = [(chr(k), chr(o)) for k, others in _casefix._EXTRA_CASES.items() for o in others]
    pairs += [("i", "İ")]
    for plain, twin in pairs:
        assert re.fullmatch(re.escape(plain), twin, re.IGNORECASE)
        assert fold(twin) == fold(plain), (plain, twin)
    assert [fold(w) for w in ("Maı", "MAI", "maı", "márciuſ", "KASIM", "kasım", "İm")] == [
        "mai", "mai", "mai", "március", "kasim", "kasim", "im",
    ]  # fmt: skip
    assert fold("χρόνος") == fold("ΧΡΌΝΟΣ") == fold("χρόνοσ")
    assert fold("ϐ ϱ ϑ ϰ ϖ ϕ ϵ µ ẛ") == "β ρ θ κ π φ ε μ ṡ"


def test_no_rule_fails_on_the_letters_re_folds(errors):
    normalizer = Normalizer([])
    read = 0
    for lang, sentence in pinned_sentences():
        for text in twins(sentence):
            try:
                normalizer(text, lang, 10**6)
            except OutputTooLong:
                pass
            read += 1
            assert not errors(), (lang, text, [r.getMessage()[:200] for r in errors()])
    assert read > 4000


def test_the_detector_takes_every_twin_without_raising():
    for text in ("Nyugta ſz. 0051.", "ſaat 14:30", "laſ 9:30", "àſ 18:42", "Laſ 14:30 y luego.",
                 "NAZOVITE 0800 1234.", "Kl 14:30", "ſAAT 14:30"):  # fmt: skip
        detect.detect(text)
    for _, sentence in pinned_sentences():
        for text in twins(sentence):
            detect.detect(text)


@pytest.mark.parametrize(
    "lang, text, said",
    [
        ("tr", "29 Ekım 1923", "yirmi dokuz Ekim bin dokuz yüz yirmi üç"),
        ("tr", "1 KASIM 2024", "bir Kasım iki bin yirmi dört"),
        ("tr", "31 ARALIK'A KADAR", "otuz bir Aralık'A KADAR"),
        (
            "tr",
            "29 Ekim 1923'te Cumhuriyet ilan edildi, Yılmaz ılık su içti.",
            "yirmi dokuz Ekim bin dokuz yüz yirmi üçte Cumhuriyet ilan edildi, "
            "Yılmaz ılık su içti.",
        ),
        (
            "tr",
            "Kasım ayında 15 Kasım 2024 tarihinde Aydın'da",
            "Kasım ayında on beş Kasım iki bin yirmi dört tarihinde Aydın'da",
        ),
        ("en", "Mon-Frı 9-5", "Monday to Friday nine to five"),
        ("de", "Am 1. Maı", "Am ersten Mai"),
        ("hu", "2024. márciuſ 25.", "kétezer-huszonnégy március huszonötödike."),
        ("el", "1,5 λίτϱο γάλα", "ενάμισι λίτϱο γάλα"),
        ("ro", "în secolul al XL-lea", "în secolul al patruzecilea"),
        ("ro", "a XC-a ediție", "a nouăzecea ediție"),
        ("id", "abad XL", "abad empat puluh"),
    ],
)
def test_a_twin_reads_as_its_plain_spelling(lang, text, said, errors):
    assert Normalizer([])(text, lang).text == said
    assert not errors()


def test_roman_value_takes_every_letter_a_pattern_lets_through():
    assert [roman_value(n) for n in ("XIV", "XXXIX", "XL", "LXX", "XC", "CD", "MCMXCIX")] == [
        14, 39, 40, 70, 90, 400, 1999,
    ]  # fmt: skip
    assert [roman_value(n) for n in ("IIII", "VX", "XLL", "L1", "", "ABC")] == [None] * 6


def test_a_text_of_many_failing_matches_logs_two_lines(monkeypatch, errors):
    def slip(match):
        raise KeyError(match.group(0))

    failing = Rule("en.slip", "a rule with a bug", re.compile(r"\bslip\b"), slip)
    monkeypatch.setitem(LANGUAGE_RULES, "en", (failing, *LANGUAGE_RULES["en"]))
    text = "slip " * 500
    assert Normalizer([])(text, "en", 10**6).text == text.strip()
    logged = errors()
    assert len(logged) == 2, len(logged)
    assert logged[0].exc_info and "en.slip" in logged[0].getMessage()
    assert "499 more" in logged[1].getMessage() and not logged[1].exc_info


@pytest.mark.django_db
@pytest.mark.usefixtures("job_settings")
@pytest.mark.parametrize("text", ["Nyugta ſz. 0051.", "ſaat 14:30"])
def test_a_twin_the_detector_reads_is_no_500(make_tenant, text):
    client = client_for(make_tenant("acme"))
    normalized = client.post("/api/v1/normalize", {"text": text}, "application/json")
    assert normalized.status_code == 200, normalized.content
    speech = client.post("/api/v1/speech", {"text": text, "wait": 0}, "application/json")
    assert speech.status_code < 500, speech.content
