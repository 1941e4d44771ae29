"""The classes fresh panels (AE1-AE5) heard wrong in minus signs, clock times written with
a dot, and emergency numbers and SMS short codes (issue 31, 2026-12-06): each general rule
on new sentences, beyond the panels' own (tests/readings/panel-2026-12-06-AE<n>.jsonl),
and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# An en dash glued to the first number of a temperature's span ("–4 kuni +1 kraadi", "–6…–2
# astetta") is its minus, as it is before a lone temperature ("–5 °C").
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("et", "Öösel –4 kuni +1 kraadi.", "miinus neli kuni pluss üks"),
        ("fi", "Yöllä –6…–2 astetta.", "miinus kuusi"),
        ("fi", "Päivällä –1...+4 °C.", "miinus yksi"),
        ("hu", "Reggel –6 és +1 fok között.", "mínusz hat és plusz egy"),
        ("lv", "Naktī no –7 līdz –1 grādam.", "mīnus"),
        ("lt", "Naktį nuo –8 iki –2 laipsnių.", "nuo minus"),
        ("sl", "Ponoči od –4 do +1 stopinj.", "od minus"),
        ("de", "Nachts –4 bis +1 °C.", "minus vier bis plus"),
    ],
)  # fmt: skip
def test_a_dash_before_a_temperature_span_is_its_minus(lang, text, said):
    out = reads(lang, text)
    assert said in out and "–" not in out


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("et", "Vahemik 4–6 kraadi."),  # a dash after a number: a span
        ("fi", "Sivut 10 –12 ja 14."),  # a dash with a space after it, no temperature
        ("hu", "A 2024–2025 –ös szezon."),
    ],
)  # fmt: skip
def test_a_dash_that_is_no_minus_stays(lang, text):
    assert "mínusz" not in reads(lang, text) and "miinus" not in reads(lang, text)


# A dotted time after a word that says a time: lv "līdz 18.15", et "kuni 17.30", "kella
# 9.15", sv "tåget går 08.40", cs "od 9.30", en "7.15pm".
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lv", "Kase strādā līdz 18.15.", "Kase strādā līdz pulksten astoņpadsmit piecpadsmit."),
        ("et", "Pood on avatud kuni 17.30.", "Pood on avatud kuni kella seitseteist kolmkümmend."),
        ("et", "Kohtume kella 9.15 paiku.", "kella üheksa viisteist"),
        ("et", "Avatud kuni 18.00.", "Avatud kuni kella kaheksateist."),
        ("sv", "Bussen går 08.40 från torget.", "Bussen går åtta fyrtio från torget."),
        ("en", "Doors open at 7.15pm.", "Doors open at seven fifteen P M."),
        ("en", "Breakfast until 10.30 a.m. daily.", "Breakfast until ten thirty A M daily."),
        ("cs", "Zkouška začíná od 9.30 v aule.", "od devíti třiceti"),
    ],
)  # fmt: skip
def test_a_dotted_time_after_a_time_word_is_a_time(lang, text, spoken):
    assert spoken in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lv", "Cena līdz 2.50 eiro.", "komats"),  # money
        ("et", "Kasv kuni 3.75 protsenti.", "koma"),
        ("en", "The rate rose 6.45 points.", "six point four five"),
        ("sv", "Det går 2.50 kronor per liter.", "komma"),
        ("cs", "Platí do 15.12.", "do patnáctého prosince"),  # a date
    ],
)  # fmt: skip
def test_a_dotted_quantity_stays_a_decimal(lang, text, spoken):
    assert spoken in reads(lang, text)


# Emergency numbers where a call is spoken of: digit by digit.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("nl", "Bij brand altijd 112 bellen.", "één één twee"),
        ("fi", "Soita heti 112, jos näet tulipalon.", "yksi yksi kaksi"),
        ("et", "Õnnetuse korral helista 112.", "üks üks kaks"),
        ("lv", "Nelaimes gadījumā zvaniet 112.", "viens viens divi"),
        ("sl", "V nujnih primerih pokličite 112.", "ena ena dva"),
    ],
)  # fmt: skip
def test_an_emergency_number_is_said_digit_by_digit(lang, text, spoken):
    assert spoken in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("nl", "Het boek telt 112 pagina's.", "honderdtwaalf"),
        ("fi", "Talossa on 112 asuntoa.", "satakaksitoista"),
        ("fi", "Asiakasnumerosi on 112.", "satakaksitoista"),
        ("et", "Tellimuse number 112 on teel.", "ükssada kaksteist"),
    ],
)  # fmt: skip
def test_a_count_of_112_stays_a_number(lang, text, spoken):
    assert spoken in reads(lang, text)


# An SMS short code after "SMS ... to": digit by digit.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ro", "Trimite un SMS cu textul STOP la 1848.", "la unu opt patru opt"),
        ("hr", "Pošaljite SMS s tekstom DA na 66222.", "na šest šest dva dva dva"),
        ("en", "Text STOP by SMS to 80877.", "to eight zero eight seven seven"),
    ],
)  # fmt: skip
def test_an_sms_short_code_is_said_digit_by_digit(lang, text, spoken):
    assert spoken in reads(lang, text)


def test_a_count_near_sms_stays_a_number():
    assert "o mie" in reads("ro", "Am trimis 1000 de SMS-uri.")
