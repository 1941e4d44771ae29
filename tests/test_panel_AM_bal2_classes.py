"""Classes panel AM3 (2026-12-07: lt lv et fi hu sl) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AM classes fixed (bal2)"): lt "iki 18 d." after a verb
of waiting or being valid, and "d." inside a sentence; hu a month and day after a date's word
("határidő: 04.20.") and a floor and door ("12. II/4."); et a full date after a verb of
arriving, "190 °C juures"; sl "pri 180 °C" in the locative."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. lt: "iki 18 d." after a verb of waiting, holding or being valid is the day of the month.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Jūsų siunta laukia paštomate iki 18 d.", "laukia paštomate iki aštuonioliktos dienos."),
        ("Akcija galioja iki 5 d. imtinai.", "galioja iki penktos dienos imtinai."),
        ("Kuponas galioja iki 30 d.", "iki trisdešimtos dienos."),
        ("Siuntinį atsiimkite iki 12 d.", "iki dvyliktos dienos."),
    ],
)
def test_lt_until_a_day_after_waiting_is_the_day_of_the_month(text, said):
    assert said in reads(text, "lt")


def test_lt_up_to_days_without_such_a_verb_is_left():
    assert "dvidešimt penktos" not in reads("Pristatymas iki 25 d.", "lt")


# 1b. lt: a date opening a sentence, its "d." then a subject and a verb: no sentence end.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "1990 m. kovo 11 d. Lietuva atkūrė nepriklausomybę.",
            "metų kovo vienuoliktąją Lietuva atkūrė",
        ),
        ("Gegužės 1 d. Vilnius švęs.", "Gegužės pirmąją Vilnius švęs."),
        ("1918 m. vasario 16 d. Taryba pasirašė aktą.", "vasario šešioliktąją Taryba pasirašė"),
    ],
)
def test_lt_a_dates_d_before_its_subject_does_not_end_the_sentence(text, said):
    assert said in reads(text, "lt")


def test_lt_a_dates_d_before_a_greeting_still_ends_it():
    assert "kovo vienuoliktoji. Gerbiami" in reads(
        "2024 m. kovo 11 d. Gerbiami klientai, sveiki.", "lt"
    )


# 2. hu: a month and day after a date's word; a floor and door after the house number.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Áramszámla, március: 8 750 Ft. Fizetési határidő: 04.20.",
            "Fizetési határidő: április huszadika.",
        ),
        ("Befizetési határidő: 11.05. Köszönjük.", "határidő: november ötödike. Köszönjük."),
        ("Lejárat: 09.30.", "Lejárat: szeptember harmincadika."),
        ("Cím: 1061 Budapest, Andrássy út 12. II/4.", "út tizenkettő, második emelet négy."),
        ("Pozsonyi út 38. IV/12.", "harmincnyolc, negyedik emelet tizenkettő."),
        ("Petőfi utca 3. III/2., Szeged.", "három, harmadik emelet kettő, Szeged."),
    ],
)
def test_hu_a_date_and_a_floor_are_read(text, said):
    assert said in reads(text, "hu")


def test_hu_a_decimal_without_a_dates_word_stays():
    assert "négy egész húsz század" in reads("Az eredmény 4.20 lett.", "hu")


# 3. et: a full date after a verb of arriving is in the adessive; "190 °C juures" genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Pakk saabub 16.05.2024 kell 12–16.", "saabub kuueteistkümnendal mail"),
        ("Rong väljub 03.11.2025 kell 7.", "väljub kolmandal novembril"),
        ("Kaup jõuab 2.02.2025 lattu.", "jõuab teisel veebruaril"),
        ("Küpseta 190 °C juures 40 min.", "üheksakümne kraadi juures"),
        ("Hoida 5 °C juures.", "viie kraadi juures"),
    ],
)
def test_et_a_date_and_a_postposition_take_their_case(text, said):
    assert said in reads(text, "et")


def test_et_juures_after_a_noun_is_left():
    assert "kell kaheksateist mälestusmärgi" in reads("Kohtume kell 18 mälestusmärgi juures.", "et")


# 3b. sl: degrees after "pri" in the locative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Pecite pri 180 °C 50 minut.", "pri sto osemdesetih stopinjah Celzija"),
        ("Hranite pri -18 °C.", "pri minus osemnajstih stopinjah Celzija"),
        ("Sušite pri 41 °C.", "pri enainštiridesetih stopinjah Celzija"),
        ("Voda zavre pri 100 °C.", "pri sto stopinjah Celzija"),
    ],
)
def test_sl_degrees_after_pri_are_locative(text, said):
    assert said in reads(text, "sl")
