"""Detection classes panels AG1-AG5 (2026-12-06, all 31 languages) found, each with
sentences of our own (issue 31; docs/NORMALIZER.md, "Panel AG detection"): the Germanic
"à" of a price or a dose before a number, a metric unit after a number read as a word,
Czech's "-itel"/"-vatel" where Slovak writes "-iteľ"/"-vateľ", Slovakia's euro on a line
nothing else tells from Czech, Ukrainian's "-дрий"/"-брий" and Finnish's past "-itsi".
Near misses stay with their language."""

import pytest

from normalize.detect import detect


def langs(text: str) -> list[str]:
    return [span.lang for span in detect(text)]


# 1. "à" before a price or a dose, as sv da nl de write it ("3 st à 12 kr"): no French tell
# on a line whose other words are another language's.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Ta 2 tabletter à 400 mg 3 ggr/dag.", "sv"),
        ("Rezept: 3 x Tabletten à 20 mg.", "de"),
        ("Köp 4 biljetter à 35 kr vid kassan.", "sv"),
        ("Tag 1 tablet à 400 mg to gange dagligt.", "da"),
        ("Café à 2 €.", "fr"),
        ("Le rendez-vous est à 15 h.", "fr"),
        ("Un comprimé à 500 mg le matin.", "fr"),
    ],
)
def test_a_price_or_dose_a_tells_no_french(text, lang):
    assert langs(text) == [lang]


# 2. A metric unit after a number ("2,5 kg", "250 mg") is every language's: the line's
# words tell, not the unit on one language's list.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Paketin paino 1,5 kg.", "fi"),
        ("Laatikon paino 2,5 kg.", "fi"),
        ("Matkalaukun paino 18,5 kg.", "fi"),
    ],
)
def test_a_metric_unit_is_no_word(text, lang):
    assert langs(text) == [lang]


# 3. Czech "-itel", "-vatel" ("zastupitelstvo", "obyvatel") where Slovak writes "-iteľ",
# "-vateľ"; a line nothing else tells from Czech with euros and no Czech word is Slovak
# (Czech pays in Kč); Czech's own words keep it Czech.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Zastupitelstvo obce zasedá v 18 h v sále č. 3.", "cs"),
        ("Obyvatel: 540", "cs"),
        ("Učitel: Jan Novák", "cs"),
        ("Vstupenky od 12 do 30 €.", "sk"),
        ("Spolu na úhradu: 48,20 €.", "sk"),
        ("Platba 200 EUR byla zamítnuta.", "cs"),
        ("Vstupenky od 120 do 300 Kč.", "cs"),
    ],
)
def test_czech_and_slovak_by_spelling_and_money(text, lang):
    assert langs(text) == [lang]


# 4. Ukrainian "-дрий", "-брий" where Russian writes "-дрый", "-брый" ("мудрий", "добрий").
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Мудрий вибор.", "uk"),
        ("Добрий день, пане.", "uk"),
        ("Ярослав Мудрий правив довго.", "uk"),
        ("Добрый вечер, Москва.", "ru"),
        ("Дмитрий Петров.", "ru"),
    ],
)
def test_ukrainian_adjective_ending(text, lang):
    assert langs(text) == [lang]


# 5. Finnish's past of the verbs in -ita ("hallitsi", "mainitsi"), which Estonian writes
# "valitses", "mainis"; Estonian's own stays Estonian.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Eerik XIV hallitsi Ruotsia 1560–1568.", "fi"),
        ("Kaarle IX hallitsi 1604–1611.", "fi"),
        ("Kuningas valitses Rootsit 1697–1718.", "et"),
    ],
)
def test_finnish_past_of_ita_verbs(text, lang):
    assert langs(text) == [lang]
