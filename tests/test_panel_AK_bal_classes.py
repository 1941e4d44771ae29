"""Classes panel AK3 (2026-12-07: lt lv et fi hu sl) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AK classes fixed (bal)"): lt a meeting's clock hour, a
deadline's day and a date opening a sentence before its verb; fi a clock hour before a case
word, an essive date, "snt/kWh" and a flight's number; et "kWh"'s genitive; hu "hónap 10-e";
sl "ob 18h"; lt lv sl one kilowatt-hour after už, par, za; lv "Tiekamies 18.00"; lt a sum paid."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. lt: the hour of a meeting is the clock's ordinal, in the accusative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Susitinkame 18 val. prie paminklo.", "Susitinkame aštuonioliktą valandą"),
        ("Susitiksime 10 val. bibliotekoje.", "Susitiksime dešimtą valandą"),
        ("Rytoj susirenkame 9 val. prie mokyklos.", "susirenkame devintą valandą"),
    ],
)
def test_lt_a_meeting_hour_is_the_clocks(text, said):
    assert said in reads(text, "lt")


def test_lt_a_length_of_time_after_po_stays_a_count():
    assert "po dviejų valandų" in reads("Susitinkame po 2 val.", "lt")


# 2. lt: a payment's deadline "iki 25 d." is the day of the month, an ordinal's genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Įmokos terminas – iki 25 d.", "iki dvidešimt penktos dienos."),
        ("Sumokėkite iki 5 d.", "iki penktos dienos."),
        ("Mokėjimo terminas iki 15 d. kiekvieno mėnesio.", "iki penkioliktos dienos kiekvieno"),
        ("Sąskaitą apmokėkite iki 10 d.", "iki dešimtos dienos"),
    ],
)
def test_lt_a_deadlines_day_is_an_ordinal(text, said):
    assert said in reads(text, "lt")


def test_lt_up_to_days_without_a_payment_is_left():
    assert "dvidešimt penktos" not in reads("Pristatymas iki 25 d.", "lt")


# 3. lt: a date opening a sentence before the verb of an event says when (accusative).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("2024 m. birželio 12 d. įvyks susirinkimas.", "birželio dvyliktąją įvyks"),
        ("Birželio 12 d. vyks šventė.", "Birželio dvyliktąją vyks"),
        ("Rugsėjo 1 d. prasidės mokslo metai.", "Rugsėjo pirmąją prasidės"),
    ],
)
def test_lt_a_date_before_an_event_verb_is_accusative(text, said):
    assert said in reads(text, "lt")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Šiandien birželio 12 d.", "birželio dvyliktoji"),
        ("Birželio 12 d. – Lietuvos diena.", "Birželio dvyliktoji"),
    ],
)
def test_lt_a_date_that_names_stays_nominative(text, said):
    assert said in reads(text, "lt")


# 4. fi: no word after "klo 18" puts the hour in its case; dates after itsenäistyi essive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Nähdään klo 18 patsaalla.", "kello kahdeksantoista patsaalla"),
        ("Tavataan kello 9 kahvilassa.", "kello yhdeksän kahvilassa"),
        ("Juna lähtee klo 7 asemalta.", "kello seitsemän asemalta"),
    ],
)
def test_fi_a_clock_hour_stays_nominative_before_a_case_word(text, said):
    assert said in reads(text, "fi")


def test_fi_a_count_before_a_case_word_still_agrees():
    assert "kahdellatoista hengellä" in reads("Kokous alkaa 12 hengellä.", "fi")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Suomi itsenäistyi 6.12.1917.", "itsenäistyi kuudentena joulukuuta"),
        ("Yritys perusti toimiston 1.3.2020.", "ensimmäisenä maaliskuuta"),
        ("Kirja ilmestyi 15.9.2021.", "viidentenätoista syyskuuta"),
    ],
)
def test_fi_a_date_of_a_birth_or_a_founding_is_essive(text, said):
    assert said in reads(text, "fi")


# 5. fi et: a price per kilowatt-hour and cents written "snt"; et "kWh" in the genitive.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Sähkön hinta 12,5 snt/kWh.", "fi", "kaksitoista pilkku viisi senttiä kilowattitunnilta"),
        ("Sähkö maksaa nyt 8 snt/kWh.", "fi", "kahdeksan senttiä kilowattitunnilta"),
        ("Hinta 0,12 €/kWh.", "fi", "kaksitoista senttiä kilowattitunnilta"),
        ("Postimerkki maksaa 90 snt.", "fi", "yhdeksänkymmentä senttiä"),
        ("1 kWh eest maksate 0,17 €.", "et", "ühe kilovatt-tunni eest"),
        ("100 kWh kohta kulub palju.", "et", "ühesaja kilovatt-tunni kohta"),
        ("Hind 0,12 €/kWh.", "et", "senti kilovatt-tunni eest"),
    ],
)
def test_fi_et_a_kilowatt_hour_is_said(text, lang, said):
    assert said in reads(text, lang)


def test_fi_a_unit_per_month_stays_the_unit_rules():
    assert "kilowattituntia kuukaudessa" in reads("Kulutus 15 kWh/kk.", "fi")


# 6. fi: a flight's number is said as the panels pinned it, not in the next word's case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Lento AY1431 myöhässä 30 min.", "AY tuhat neljäsataakolmekymmentäyksi myöhässä"),
        ("Lento AY1021 myöhässä tunnin.", "AY tuhat kaksikymmentäyksi myöhässä"),
    ],
)
def test_fi_a_flight_number_is_not_inflected(text, said):
    assert said in reads(text, "fi")


# 7. hu: a day of the month with its possessive ("10-e") after "hónap" or a month.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Befizetési határidő: minden hónap 10-e.", "minden hónap tizedike"),
        ("Ma március 15-e van.", "március tizenötödike van"),
        ("A számla határideje a hónap 5-e.", "a hónap ötödike"),
        ("A bérfizetés napja minden hónap 1-je.", "minden hónap elseje"),
        ("A határidő minden hónap 20-a.", "minden hónap huszadika"),
    ],
)
def test_hu_a_days_possessive_is_the_ordinals(text, said):
    assert said in reads(text, "hu")


def test_hu_a_share_of_a_whole_stays_a_fraction():
    assert "kétötöde" in reads("A lakosság 2/5-e.", "hu")


# 8. sl: a whole hour written with "h" after ob, od is the clock's.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Dobimo se ob 18h pri spomeniku.", "ob osemnajstih pri"),
        ("Sestanek bo ob 9h.", "ob devetih"),
        ("Odprto od 8h do 16h.", "od osmih do šestnajstih"),
        ("Ob 7h zjutraj gremo.", "Ob sedmih zjutraj"),
    ],
)
def test_sl_a_whole_hour_with_h_is_the_clocks(text, said):
    assert said in reads(text, "sl")


@pytest.mark.parametrize(
    ("text", "said"),
    [("Vožnja traja 3h.", "tri ure"), ("Parkiranje do 3h.", "do tri ure")],
)
def test_sl_a_length_in_hours_stays(text, said):
    assert said in reads(text, "sl")


# 9. lt lv sl: a kilowatt-hour is feminine; one of a unit after už, par, za is accusative.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Už 1 kWh mokėsite 0,21 €.", "lt", "Už vieną kilovatvalandę"),
        ("Už 1 kg mokėsite 2 €.", "lt", "Už vieną kilogramą"),
        ("Sunaudota 1 kWh.", "lt", "viena kilovatvalandė"),
        ("Par 1 kWh maksāsiet 0,19 €.", "lv", "Par vienu kilovatstundu"),
        ("Par 1 kg maksāsiet 2 €.", "lv", "Par vienu kilogramu"),
        ("Patērējām 2 kWh.", "lv", "divas kilovatstundas"),
        ("Za 1 kWh boste plačali 0,16 €.", "sl", "Za eno kilovatno uro"),
        ("Porabili smo 2 kWh.", "sl", "dve kilovatni uri"),
    ],
)
def test_one_kilowatt_hour_after_a_price_preposition_is_accusative(text, lang, said):
    assert said in reads(text, lang)


def test_sl_a_masculine_unit_after_za_keeps_its_form():
    assert "Za en kilogram" in reads("Za 1 kg boste plačali 2 €.", "sl")


# 10. lv: a whole hour after a meeting's verb, with no clock word, in the locative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Tiekamies 18.00 pie pieminekļa.", "Tiekamies pulksten astoņpadsmitos"),
        ("Koncerts sāksies 19:00.", "sāksies pulksten deviņpadsmitos"),
        ("Tiksimies 9.00 pie ieejas.", "Tiksimies pulksten deviņos"),
        ("Sapulce notiks 21.00.", "notiks pulksten divdesmit vienos"),
    ],
)
def test_lv_a_meeting_hour_is_the_locative(text, said):
    assert said in reads(text, "lv")


def test_lv_a_span_of_hours_stays_the_ranges():
    assert "no deviņiem līdz astoņpadsmitiem" in reads("Darbs notiek 9.00–18.00.", "lv")


# 11. lt: a sum after a verb of paying is its object, in the accusative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Už 1 kWh mokėsite 0,21 €.", "mokėsite dvidešimt vieną centą"),
        ("Už bilietą sumokėsite 5 €.", "sumokėsite penkis eurus"),
        ("Sumokėjote 21,05 EUR.", "dvidešimt vieną eurą penkis centus"),
    ],
)
def test_lt_a_sum_paid_is_accusative(text, said):
    assert said in reads(text, "lt")


def test_lt_a_price_after_kainuoja_stays_nominative():
    assert "kainuoja penki eurai" in reads("Bilietas kainuoja 5 €.", "lt")
