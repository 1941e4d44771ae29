"""The classes a fresh panel (AA3) heard wrong or unnatural in lt lv et fi hu sl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AA3.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


def detected(text: str) -> set[str]:
    return {span.lang for span in detect(text)}


# Short forms left as written: et a recipe's spoons after a count, hu "sz." before the
# number it stands for, hu "Hgmm" after a blood pressure.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("et", "Lisa 1 tl soola ja 3 sl õli.",
         "Lisa üks teelusikatäis soola ja kolm supilusikatäit õli."),
        ("et", "Sega juurde 4 sl mett.", "Sega juurde neli supilusikatäit mett."),
        ("hu", "A rendelés sz. 0317 elkészült.",
         "A rendelés szám nulla három egy hét elkészült."),
        ("hu", "A vérnyomása 125/80 Hgmm volt.",
         "A vérnyomása százhuszonöt per nyolcvan higanymilliméter volt."),
    ],
)  # fmt: skip
def test_a_short_form_is_said_as_its_word(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("et", "Tal on sl ja tl märgitud."),  # no count before them
        ("hu", "Ez a sz. jelű tétel."),  # no number after it
    ],
)
def test_a_short_form_without_its_number_is_left(lang, text):
    assert reads(lang, text) == text


# hu "két" before "óra" with a case ending, whose stem lengthens its vowel ("óráig").
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("A bolt 8–12 óráig van nyitva.", "A bolt nyolctól tizenkét óráig van nyitva."),
        ("A vonat 2 órát késett.", "A vonat két órát késett."),
    ],
)
def test_hu_two_before_a_case_of_ora_is_ket(text, spoken):
    assert reads("hu", text) == spoken


def test_hu_a_lone_two_stays_ketto():
    assert reads("hu", "A pontszám 12.") == "A pontszám tizenkettő."


# sl a feminine unit after a decimal in the genitive singular ("stopinje"), a masculine's
# as before ("kilometra").
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Zjutraj je bilo 22,5 °C.", "Zjutraj je bilo dvaindvajset celih pet stopinje Celzija."),
        ("Pot je dolga 3,1 km.", "Pot je dolga tri cele ena kilometra."),
        ("Zunaj sta 2 °C.", "Zunaj sta dve stopinji Celzija."),
    ],
)
def test_sl_a_unit_after_a_decimal_is_its_genitive_singular(text, spoken):
    assert reads("sl", text) == spoken


# et millions in the genitive after a case ending on the amount: "miljoni", not "miljonit".
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Laen kasvas 2 000 000 euroni.", "Laen kasvas kahe miljoni euroni."),
        ("Eelarve kasvas 2 500 000 000 euroni.",
         "Eelarve kasvas kahe miljardi viiesaja miljoni euroni."),
        ("Käive oli 3 000 000 eurot.", "Käive oli kolm miljonit eurot."),  # no case: left
    ],
)  # fmt: skip
def test_et_millions_in_the_genitive(text, spoken):
    assert reads("et", text) == spoken


# fi a date after a verb of birth, death, beginning or a passive: the essive.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Hän syntyi 12. toukokuuta.", "Hän syntyi kahdentenatoista toukokuuta."),
        ("Kokous pidetään 3. maaliskuuta.", "Kokous pidetään kolmantena maaliskuuta."),
        ("Päiväys 4. huhtikuuta.", "Päiväys neljäs huhtikuuta."),  # a date that names
        ("Tänään on 4. huhtikuuta.", "Tänään on neljäs huhtikuuta."),
    ],
)
def test_fi_a_date_that_says_when_is_in_the_essive(text, spoken):
    assert reads("fi", text) == spoken


# Detection: et "tk" after a number; Slovak writes ä after a labial only; a month's name
# only one language writes; Estonian (no word list) where lingua all but says it and the
# words' pick lists only shared words.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Ostsin 5 tk.", "et"),
        ("Müük 12 tk, hind 3,50 €.", "et"),
        ("Käibemaks 20%.", "et"),
        ("Tšekk nr 15, käibemaks 9%.", "et"),
        ("30. junij je zadnji rok.", "sl"),
        ("Popust 40 % na vse izdelke do 31. decembra.", "sl"),  # a genitive names no one
        ("Rok je 3. avgust.", "sl"),
        ("Laos on 7 tk.", "et"),
        ("Tellisin 3 tk.", "et"),
        ("Suhu minimum besok 22-24 derajat.", "id"),  # "besok" is Indonesian's alone
        ("Kuitti nro 0092, summa 15,20 €, alv 24%.", "fi"),
        ("Pääsylippu maksaa 12 €.", "fi"),
        ("Cena: 5,50 € za kus, päť kusov.", "sk"),  # päť: ä after p
    ],
)
def test_a_short_line_is_detected_by_its_own_evidence(text, lang):
    assert detected(text) == {lang}


def test_hu_teaspoon_is_not_estonian():
    assert detected("Tegyen bele 1 tk. sót.") != {"et"}
