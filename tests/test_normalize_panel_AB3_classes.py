"""The classes a fresh panel (AB3) heard wrong or unnatural in lt lv et fi hu sl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AB3.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


def detected(text: str) -> set[str]:
    return {span.lang for span in detect(text)}


# A Roman numeral before the noun it ranks is its ordinal in the noun's gender and case
# (lv et), and lt writes the ordinal's ending after it with a hyphen.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lv", "Birojs atrodas III stāvā.", "Birojs atrodas trešajā stāvā."),
        ("lv", "Skolēni no IV klases piedalījās.", "Skolēni no ceturtās klases piedalījās."),
        ("lv", "Šī ir II kārta.", "Šī ir otrā kārta."),
        ("et", "Kontor asub II korrusel.", "Kontor asub teisel korrusel."),
        ("et", "Poeg läks IV klassi õpetaja juurde.",
         "Poeg läks neljanda klassi õpetaja juurde."),
        ("et", "Algab XXI tantsupidu.", "Algab kahekümne esimene tantsupidu."),
        ("lt", "Tai jau III-ioji vieta.", "Tai jau trečioji vieta."),
        ("lt", "Prasideda IV-asis etapas.", "Prasideda ketvirtasis etapas."),
    ],
)  # fmt: skip
def test_a_roman_numeral_before_its_noun_is_an_ordinal(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lv", "Kārlis XII bija karalis.", "Kārlis Divpadsmitais bija karalis."),  # regnal
        ("et", "Peeter I rajas linna.", "Peeter Esimene rajas linna."),
        ("lt", "Dalyvavo TV-as.", "Dalyvavo TV-as."),  # no numeral
    ],
)  # fmt: skip
def test_a_name_s_numeral_or_a_word_stays_as_before(lang, text, spoken):
    assert reads(lang, text) == spoken


# A count per minute ("64/min", lt "61 k./min.") is said with the language's "per minute";
# hu puts "percenként" first ("hetvenkét percenként" is every 72 minutes).
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lv", "Pulss 64/min, elpošana 18/min.",
         "Pulss sešdesmit četri minūtē, elpošana astoņpadsmit minūtē."),
        ("et", "Pulss 80/min.", "Pulss kaheksakümmend minutis."),
        ("fi", "Hengitystiheys 16/min.", "Hengitystiheys kuusitoista minuutissa."),
        ("hu", "A légzésszám 16/min volt.", "A légzésszám percenként tizenhat volt."),
        ("sl", "Frekvenca dihanja 18/min.", "Frekvenca dihanja osemnajst na minuto."),
        ("lt", "Pulsas 61 k./min. ir kvėpavimas 16/min.",
         "Pulsas šešiasdešimt vienas kartas per minutę ir kvėpavimas šešiolika per minutę."),
        ("sl", "Izmerjeno: RR 135/85 mmHg.",
         "Izmerjeno: RR sto petintrideset na petinosemdeset milimetrov živega srebra."),
    ],
)  # fmt: skip
def test_a_count_per_minute_is_said_per_minute(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_unit_per_minute_is_left_to_the_unit_rules():
    assert reads("fi", "Nopeus 12 km/min.") == "Nopeus kaksitoista km/min."


# hu: after the article, a number with its dot ending the line or before a list's comma is
# an ordinal; "sz." before a label's colon is "szám".
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("A csapat végül a 4.", "A csapat végül a negyedik."),
        ("Az 1., a 2. és a 3. helyezett díjat kap.",
         "Az első, a második és a harmadik helyezett díjat kap."),
        ("Számla sz.: 0093", "Számla szám: nulla nulla kilenc három"),
    ],
)  # fmt: skip
def test_hu_an_ordinal_after_the_article_and_a_number_sign_before_a_colon(text, spoken):
    assert reads("hu", text) == spoken


def test_hu_a_number_ending_a_sentence_without_the_article_stays_a_count():
    assert reads("hu", "Ebből 5. Aztán mentünk.") == "Ebből öt. Aztán mentünk."


# Detection: Slovene's own words and its ekavian "cena" against Croatian and Slovak; a phone
# number valid in one country's plan; Latvian "cena" against Lithuanian; the pulse's word
# among the languages that write "RR"; Estonian by "kell" before a span of hours and by its
# endings where lingua leans to it.
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sl", "Cena: 2.450,00 €"),
        ("sl", "Datum rojstva: 3. 5. 1990"),
        ("sl", "Plačilo s kartico: 12,40 EUR."),
        ("sl", "Tel.: 041 555 321"),
        ("lv", "Cena: 18,50 €"),
        ("fi", "RR 128/84, syke 66/min."),
        ("et", "Rong R12 hilineb 15 min."),
        ("et", "Homme 9.12 kell 8–12 on vesi ära."),
    ],
)  # fmt: skip
def test_a_short_line_is_detected_by_its_own_words_and_formats(lang, text):
    assert detected(text) == {lang}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("hr", "Cijena: 1.299,00 €"),
        ("hr", "Datum rođenja: 12. 3. 1986."),
        ("hr", "Tel.: 01 4567 890"),
        ("lt", "Kaina: 1 249,00 €"),
        ("hu", "RR 130/80 Hgmm, pulzus 72/perc."),
        ("pl", "Uwaga! W dniach 3–5 maja biuro jest zamknięte."),
    ],
)  # fmt: skip
def test_a_neighbour_s_line_stays_its_own(lang, text):
    assert detected(text) == {lang}
