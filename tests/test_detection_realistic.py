"""Detection on the sentences real apps send (issue 31): short, full of numbers, in a
language the caller did not name. A text is never read in English because nothing else
could be told: its words, its number and money formats, then the default."""

import json
import re
from pathlib import Path

import pytest

from normalize import formats
from normalize.detect import detect
from tests.test_api_support import client_for

PANEL = Path(__file__).parent / "readings" / "panel-2026-12-05.jsonl"
# An independent panel's sentences (bank SMS, deliveries, reminders, news, navigation,
# support), the ones detection gets right today: right stays right. The ones it still
# misses are beside them (-missed.jsonl) and in docs/NORMALIZER.md.
SENTENCES = [json.loads(line) for line in PANEL.read_text(encoding="utf-8").splitlines()]
ENGLISH_NUMBERS = re.compile(
    r"\b(one|two|three|four|five|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|"
    r"fifty|sixty|seventy|eighty|ninety|hundred|thousand|o'clock)\b",
    re.IGNORECASE,
)


def langs(text: str, default: str = "en") -> list[str]:
    return [span.lang for span in detect(text, default)]


@pytest.mark.parametrize("item", SENTENCES, ids=lambda item: f"{item['lang']}-{item['text'][:30]}")
def test_a_panel_sentence_is_detected_in_its_language(item):
    assert set(langs(item["text"])) == {item["lang"]}


@pytest.mark.usefixtures("sync_jobs")
def test_no_panel_sentence_is_read_with_english_numbers(make_tenant):
    # The panel's commonest failure: "Ihr Saldo: three.450,00 EUR."
    api = client_for(make_tenant("acme"))
    english = []
    for item in SENTENCES:
        answer = api.post("/api/v1/normalize", {"text": item["text"]}, "application/json")
        read = answer.json()["normalized_text"]
        if ENGLISH_NUMBERS.search(read):
            english.append(read)
    assert english == []


@pytest.mark.parametrize(
    "text,lang",
    [
        ("Ihr Saldo: 3.450,00 EUR.", "de"),  # lingua: too short; "Ihr" is German's
        ("Uw pakket komt morgen.", "nl"),
        ("Votre code : 4821.", "fr"),
        ("Din kod är 4821.", "sv"),
        ("Il tuo codice è 4821.", "it"),
        ("Your code is 4821.", "en"),  # lingua's trigrams say German, at 0.86
        ("Meet me at Café Müller at 5.", "en"),
        ("Merci.", "fr"),
        ("Danke!", "de"),
        ("Спасибо!", "ru"),
        ("Дякую!", "uk"),
    ],
)
def test_a_short_sentence_is_the_language_its_words_are_commonest_in(text, lang):
    assert langs(text) == [lang]


@pytest.mark.parametrize(
    "text,lang",
    [
        ("Баланс: 250 грн.", "uk"),  # lingua says ru at 0.99
        ("Баланс: 250 лв.", "bg"),
        ("Sold: 1.250,40 lei.", "ro"),
        ("Saldo: R$ 1.250,40.", "pt"),
        ("Saldo: Rp 125.000.", "id"),
        ("Egyenleg: 12 500 Ft.", "hu"),
    ],
)
def test_a_currency_only_one_language_pays_in_tells_a_short_sentence(text, lang):
    assert langs(text) == [lang]


def test_a_decimal_comma_is_never_english():
    # Words of several languages and no sure trigram: not English, whatever is left.
    assert langs("Saldo: 1.250,40 €.") != ["en"]
    assert formats.languages("Saldo: 1.250,40 €.") is not None
    assert "en" not in formats.languages("Termin am 12.03. um 9:30.")
    assert formats.languages("Balance: $3,450.00 on 12/03/2024.") is None


def test_the_default_still_decides_a_text_that_tells_nothing():
    # Names, codes and words every language writes: no evidence against the default.
    for text in ("DHL 12345.", "OK.", "Hello Anna.", "PIN 4821."):
        assert langs(text) == ["en"]
        assert langs(text, default="de") == ["de"]


def test_a_text_with_no_word_of_the_default_language_is_not_read_in_it():
    spans = detect("Sendungsnummer: 00340434161094012345.")
    assert [s.lang for s in spans] == ["de"] and spans[0].how != "default"


def test_a_currency_code_in_lower_case_is_a_word():
    # "TRY" is the Turkish lira; "try 5 times" is English.
    assert formats.languages("try 5 times") is None
    assert formats.languages("1.250 TRY") == {"tr"}
