"""Detection classes panels AF1-AF5 (2026-12-06, all 31 languages) found, each with
sentences of our own (issue 31; docs/NORMALIZER.md, "Panel AF detection"): a label one
language's word list alone has before a number, Croatian's jat written "je", Slovak's
"-ište", a long unlisted word lingua is all but sure of against one short word another
language lists, and a line's words against its one format (a unit that is a currency's
code). Near misses stay with their language."""

import pytest

from normalize.detect import detect


def langs(text: str) -> list[str]:
    return [span.lang for span in detect(text)]


# 1. A label before a number, on one language's word list and no other's.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Cod: 55 21 07", "ro"),
        ("Termen: 01.07.2026", "ro"),
        ("Kuro kaina – 2,05 €/l.", "lt"),
        ("PIN kods: 1188", "lv"),
        ("Temp. jutro: 12°C", "pl"),
    ],
)
def test_a_label_one_language_lists_names_it(text, lang):
    assert langs(text) == [lang]


# 2. Croatian's jat as "je" at a word's start ("mjesto", "sjedalo", "cjenik"), where cs sk
# sl write "e" or "ie"; Czech's "vjezd" stays Czech.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Tvoje sjedalo: 14B", "hr"),
        ("Cjenik: kava 2 €, sok 3 €.", "hr"),
        ("Vjezd do garáže 2.", "cs"),
    ],
)
def test_croatian_jat_names_croatian(text, lang):
    assert langs(text) == [lang]


# 3. Slovak's "-ište" where Czech writes "-iště", on a line with its accents (Czech's
# imperative "napište" stays Czech).
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Nástupište 4, 7:40", "sk"),
        ("Stanovište taxíkov 2", "sk"),
        ("Nástupiště 4, 7:40", "cs"),
        ("Napište nám na adresu info@firma.cz nebo volejte 604 111 222.", "cs"),
    ],
)
def test_slovak_iste_names_slovak(text, lang):
    assert langs(text) == [lang]


# 4. A long word on no list lingua is all but sure of outweighs one short word another
# language alone lists ("só": pt's "only", hu's "salt").
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("2 teáskanál só", "hu"),
        ("3 teáskanál só", "hu"),
    ],
)
def test_a_long_unlisted_word_outweighs_one_short_listed(text, lang):
    assert langs(text) == [lang]


# 5. A line's words against its one format: "TL" after a number in a German recipe is a
# Teelöffel, no Turkish lira; a Turkish line with lira stays Turkish.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Für den Teig 500 g Mehl und 2 TL Backpulver nehmen.", "de"),
        ("Dazu 1 TL Zucker und eine Prise Salz geben.", "de"),
        ("Kargo ücreti 25 TL, siparişiniz yarın gelecek.", "tr"),
    ],
)
def test_the_words_outweigh_one_format(text, lang):
    assert langs(text) == [lang]
