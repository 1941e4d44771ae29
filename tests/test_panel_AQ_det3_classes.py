"""Detection misses of panel AQ (issue 31; docs/NORMALIZER.md, "Panel AQ classes fixed
(det3)"): a tenant's default wins a short line that opens with its own label ("Andén 7"
with es) or writes its own short form ("bd" with fr) and shows nothing the default never
writes; lingua's trigrams of one word sent such lines to a third language."""

import pytest

from normalize.detect import detect, sentences


def languages(text: str, default: str = "en") -> list[str]:
    return [span.lang for span in detect(text, default)]


# The AQ sentences these rules made detected exactly right with "en" as the default.
PANEL_AQ = [
    ("es", "Transferencia de 2.500,00 € realizada."),
    ("en", "Kickoff is at 7:30 p.m. ET on Sept. 14."),
]


@pytest.mark.parametrize(("lang", "text"), PANEL_AQ)
def test_the_panels_sentence_is_detected_in_its_language(lang, text):
    assert languages(text) == [lang]


# 1. The default's own label or short form, and no letter, word or format it never
# writes: the default (panel AQ, read with the line's own language as the default).
@pytest.mark.parametrize(
    ("text", "default"),
    [
        ("Andén 7", "es"),
        ("Andén 12", "es"),
        ("Peron 3, tor 12", "pl"),
        ("Brána B8", "cs"),
        ("Brána C2", "sk"),
        ("Portti 22", "fi"),
        ("Laituri 4", "fi"),
        ("Popust do 30 %", "sl"),
        ("Peron 4", "ro"),
        ("Peron 3", "hr"),
        ("Peron 3", "tr"),
        ("Spor 5", "da"),
        ("Koltuk 12C", "tr"),
        ("Kode: 482915", "da"),
        ("Sleva 25 % do 31. 10.", "cs"),
        ("Tel.: 912 345 678", "es"),
        ("Temperatura: -5 °C", "it"),
        ("Consumo: 6,8 l/100 km", "pt"),
        ("Platform 9", "en"),
        ("M. Dupont, 12 bd Haussmann, 75009 Paris", "fr"),
    ],
)
def test_the_defaults_own_label_keeps_the_default(text, default):
    assert languages(text, default) == [default]


# ... while what the default never writes still tells another language: a word on another
# language's list alone, a phone number written as only another country writes it, a
# label the default does not write.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("No. pesanan: 123456", "id"),
        ("Tel. 041 123 456", "sl"),
        ("Tel. 01 4567 890", "hr"),
        ("Andén 7", "es"),
        ("Portti 22", "fi"),
        ("Peron 3, tor 12", "pl"),
        ("Gleis 3", "de"),
    ],
)
def test_what_english_never_writes_still_tells_the_line(text, lang):
    assert languages(text, "en") == [lang]


# 2. Spanish's "-encia", "-ancia" (Portuguese writes "-ência", "-ância"): a line the words
# or lingua call pt, with none of Portuguese's letters, is es.
@pytest.mark.parametrize(
    "text",
    [
        "Transferencia de 2.500,00 € realizada.",
        "Transferencia recibida: 120,00 €.",
        "Frecuencia: cada 8 horas.",
        "Distancia: 12 km.",
        "Licencia n.º 4471 renovada.",
    ],
)
def test_spanish_encia_is_not_portuguese(text):
    assert languages(text) == ["es"]


@pytest.mark.parametrize(
    "text", ["Transferência de 2.500,00 € realizada.", "Distância: 12 km.", "Urgência: ligue 112."]
)
def test_portuguese_encia_stays_portuguese(text):
    assert languages(text) == ["pt"]


# 3. A 12-hour clock's "a.m."/"p.m." before a time zone's short name (CLDR's metazones)
# ends no sentence: "ET on Sept." was cut off and read as French.
@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("Kickoff is at 7:30 p.m. ET on Sept. 14.", "ET on"),
        ("The call starts at 9 a.m. PT sharp.", "PT sharp"),
        ("Doors open at 6:00 P.M. EST, show at 7.", "EST, show"),
        ("The webinar starts at 11 a.m. GMT tomorrow.", "GMT tomorrow"),
    ],
)
def test_a_time_zone_after_the_day_period_ends_no_sentence(text, zone):
    assert zone in sentences(text)[0]
    assert languages(text) == ["en"]


def test_a_capital_after_the_day_period_still_ends_a_sentence():
    assert sentences("We close at 5 p.m. Please call before.") == [
        "We close at 5 p.m. ",
        "Please call before.",
    ]
