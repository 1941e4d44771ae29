"""Detection misses of panel AX (issue 31; docs/NORMALIZER.md, "Panel AX classes fixed
(det8)"): a short line labelled with a word only one language writes as that label (a
dose, a receipt, a score, points, half-time, a traffic jam: "Annus: 10 ml" et, "Adag: 5 ml" hu,
"Kvitas: …" lt, "Scor final: 2-1" ro, "Stau: 5 km" de) is that language, even where
lingua is sure of the label's trigrams ("Perroon 2" was fi at 0.97, "Codice OTP: 583920"
hr); a Cyrillic line with a label only Bulgarian writes, anywhere in it ("Батерия 10%",
"Перон 2, коловоз 5"), is bg. A line with no such word ("PIN: 4821", "Temperatura: -5 °C",
"Kód: 739214") keeps what it had: the tenant's default, or the neighbours' guess. Dutch
writes a trema only after a vowel ("coördinatie"), so "löper" is no Dutch; a label before
a Roman numeral ("Bab III") is labelled as before a number."""

import pytest

from normalize.detect import detect


def languages(text: str, default: str = "en") -> list[str]:
    return [span.lang for span in detect(text, default)]


# The AX sentences these rules made detected exactly right with "en" as the default.
PANEL_AX = [
    ("et", "Perroon 2"),
    ("et", "Annus: 10 ml"),
    ("hu", "Adag: 5 ml"),
    ("sl", "Odmerek: 5 ml"),
    ("fi", "Annos: 2,5 ml"),
    ("et", "Kviitung: 2 x 1,49 € = 2,98 €"),
    ("lt", "Kvitas: 2 x 1,20 € = 2,40 €"),
    ("lv", "Čeks: 3 x 0,85 € = 2,55 €"),
    ("ro", "Scor final: 2-1"),
    ("it", "Codice OTP: 583920"),
    ("de", "Stau: 5 km"),
    ("hr", "Bodovi: 50"),
    ("sk", "Batéria 12 %"),
    ("bg", "Батерия 10%"),
    ("bg", "Перон 2, коловоз 5"),
    ("bg", "Атмосферно налягане 1015 хПа."),
    ("sv", "Abonnemanget löper ut den 15/6 2025."),
    ("id", "Bab III"),
    ("es", "Descanso: 0-0"),
    ("pt", "Intervalo: 0-0"),
]


@pytest.mark.parametrize("lang, text", PANEL_AX)
def test_the_panels_sentence_is_detected_in_its_language(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("et", "Annus: 2 tabletti"),
        ("et", "Annus 5 ml"),
        ("fi", "Annos: 10 ml"),
        ("fi", "Annos 1 tabletti"),
        ("hu", "Adag: 2 tabletta"),
        ("sl", "Odmerek: 2 tableti"),
        ("pl", "Dawka: 5 ml"),
        ("sv", "Dos: 2 tabletter"),
        ("hr", "Doza: 5 ml"),
        ("lt", "Dozė: 5 ml"),
        ("lv", "Deva: 5 ml"),
    ],
)
def test_a_doses_label_names_its_language(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("et", "Kviitung: 3 x 0,99 € = 2,97 €"),
        ("lt", "Kvitas: 1 x 4,50 €"),
        ("lv", "Čeks: 2 x 1,10 € = 2,20 €"),
        ("fi", "Kuitti: 2 x 1,25 € = 2,50 €"),
        ("pl", "Paragon: 12,99 zł"),
        ("it", "Scontrino: 2 x 1,20 € = 2,40 €"),
    ],
)
def test_a_receipts_label_names_its_language(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("ro", "Scor final: 2-1"),
        ("ro", "Scor: 3-0"),
        ("hr", "Bodovi: 50"),
        ("hr", "Bodovi: 1250"),
        ("pl", "Wynik: 2:1"),
        ("it", "Punteggio: 3-1"),
        ("hu", "Eredmény: 2-0"),
        ("es", "Descanso: 1-0"),
        ("pt", "Intervalo: 2-1"),
        ("it", "Intervallo: 1-1"),
    ],
)
def test_a_scores_or_points_label_names_its_language(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("de", "Stau: 5 km"),
        ("de", "Stau 3 km"),
        ("hu", "Dugó: 4 km"),
        ("pt", "Engarrafamento: 7 km"),
        ("es", "Atasco: 6 km"),
    ],
)
def test_a_traffic_jams_label_names_its_language(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("et", "Perroon 2"),
        ("et", "Perroon 5, vagun 3"),
        ("it", "Codice OTP: 583920"),
        ("it", "Codice: 4821"),
        ("sk", "Batéria 12 %"),
        ("sk", "Batéria: 80 %"),
    ],
)
def test_a_label_one_language_writes_outweighs_sure_trigrams(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "text",
    [
        "Батерия 10%",
        "Батерия: 45 %",
        "Перон 2, коловоз 5",
        "Коловоз 3",
        "Налягане 1015 хПа",
        "Атмосферно налягане 1015 хПа.",
    ],
)
def test_a_label_only_bulgarian_writes_names_bulgarian(text):
    assert languages(text) == ["bg"]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("en", "PIN: 4821"),
        ("en", "Gate D14"),
        ("en", "Dose: 5 ml"),
        ("en", "Receipt: 2 x 1.20 = 2.40"),
        ("en", "Score: 2-1"),
        ("ru", "Код: 739214"),
    ],
)
def test_a_line_with_no_one_languages_label_keeps_what_it_had(lang, text):
    assert languages(text) == [lang]


def test_a_label_of_the_default_stays_in_the_default():
    assert languages("Annos: 10 ml", "fi") == ["fi"]
    assert languages("Scor: 2-1", "ro") == ["ro"]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("sv", "Abonnemanget löper ut den 15/6 2025."),
        ("sv", "Abonnemanget löper ut den 15 juni 2025."),
        ("nl", "De coördinatie begint om 9:00."),
        ("nl", "Hij gaat naar België op 5 mei."),
        ("nl", "Reünie op 12 juni."),
    ],
)
def test_a_trema_after_a_consonant_is_no_dutch(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("id", "Bab III"),
        ("id", "Bab IV"),
        ("en", "Chapter III"),
        ("en", "Henri IV"),
    ],
)
def test_a_label_before_a_roman_numeral_names_its_language(lang, text):
    assert languages(text) == [lang]
