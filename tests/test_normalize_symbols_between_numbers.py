"""What the second panels heard wrong, read as a native says it (issue 31): each line of
``readings/panel-2026-12-05-second.jsonl`` is one of their sentences with the reading
their notes give, and the class of rule that reads it:

- symbols: versions ("2.4.1": Punkt, point, punto, kropka, точка...), dimensions ("40 x 30
  x 20 cm": mal, sur, por, per, na, на), consumption ("6,8 l/100 km"), prices per period
  or unit ("25 zł/mies.", "550 руб./мес.", "15 €/mês"), day/month with a slash padded with
  a zero ("12/03"), references with slashes after a number sign ("№ 2025/118"), a plus
  before a temperature or between amounts ("+24 °C", "89,99 zł + 12,99 zł");
- abbreviations: abbreviations and units left as written (ggü., p. a., So., km before its
  number, Go, M, Md€, incl., г., ауд., Проф., чел., м/с, кВт·ч, os., mies., apto);
- numbers: two decimals said as one number in fr es it ("trois virgule soixante-quinze"),
  pt cents after "e" ("reais e noventa centavos"), "R$ 520 mil" ("quinhentos e vinte mil
  reais"), Italian ordinals written with "°" ("2° trimestre" -> "secondo");
- slavic-case: money and units after до/od/від in the genitive ("до пятидесяти шести
  рублей сорока копеек", "od minus trzech do pięciu stopni"), uk "о десятій", pl "o
  godzinie dziesiątej", Polish ordinals in the locative after w/na ("w 34. kolejce" ->
  "trzydziestej czwartej", "na 2. piętrze" -> "drugim") and "10. dnia" ("dziesiątego").
"""

import json
from pathlib import Path

import pytest

from lexicon.normalize.normalizer import Normalizer

SECOND = Path(__file__).parent / "readings" / "panel-2026-12-05-second.jsonl"
CASES = [json.loads(line) for line in SECOND.read_text(encoding="utf-8").splitlines()]
normalize = Normalizer([])

# What must stay as it was: dates, grouped thousands, hex, fractions, paths, scores.
UNCHANGED = [
    ("de", "am 05.03.2024", "am fünften März zweitausendvierundzwanzig"),
    ("de", "1.234 €", "eintausendzweihundertvierunddreißig Euro"),
    ("de", "Wert 0x1F", "Wert null x eins F"),
    ("fr", "3/4 des clients", "trois/quatre des clients"),
    ("de", "Gehe zu /login bitte", "Gehe zu /login bitte"),
    ("es", "el 1.2.24", "el uno.dos.veinticuatro"),
    ("pt", "venceu por 2 x 1.", "venceu por dois a um."),
    ("it", "Oggi 20° e sole", "Oggi venti gradi e sole"),  # a temperature, not "ventesimo"
    ("fr", "3,05 €", "trois euros cinq centimes"),
    ("es", "2,01", "dos coma cero uno"),
    ("fr", "1,255", "un virgule deux cinq cinq"),
    (
        "pl",
        "tel. +48 600 123 456",
        "telefon plus czterdzieści osiem, sześćset, sto dwadzieścia trzy, "
        "czterysta pięćdziesiąt sześć",
    ),
]


def name(item) -> str:
    return f"{item['class']}-{item['lang']}-{item['text'][:30]}" if isinstance(item, dict) else ""


@pytest.mark.parametrize("item", CASES, ids=name)
def test_a_sentence_the_second_panels_heard_wrong_is_read_as_a_native_says_it(item):
    assert normalize(item["text"], item["lang"]).text == item["reads"]


@pytest.mark.parametrize(("lang", "text", "reads"), UNCHANGED, ids=lambda v: str(v)[:30])
def test_what_is_no_version_dimension_or_price_per_stays_as_read_before(lang, text, reads):
    assert normalize(text, lang).text == reads


def test_a_version_word_makes_a_date_shaped_group_a_version():
    assert normalize("Version 1.2.24", "de").text == "Version eins Punkt zwei Punkt vierundzwanzig"
