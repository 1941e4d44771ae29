"""Classes panel AJ (2026-12-07, AJ3 and AJ4: lt lv et fi hu sl hr sv da) found, each with
sentences of our own (issue 31; docs/NORMALIZER.md, "Panel AJ classes fixed (nrd)"): a
clock time with a dot after a route or a gate, lt a month and day before a clock, lt "2 d.",
fi a plus before a count in a case, a road's kilometre marker (hr sv da)."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. A clock time with a dot after a route of two places or a gate's number.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Tallinn–Tartu 7.45", "et", "Tallinn–Tartu seitse nelikümmend viis"),
        ("Buss Tallinn–Pärnu, 16.20, platvorm 3.", "et", "kuusteist kakskümmend"),
        ("Helsinki–Tampere 7.05", "fi", "seitsemän nolla viisi"),
        ("Juna Oulu–Kemi 18.40 on myöhässä.", "fi", "kahdeksantoista neljäkymmentä"),
        ("Portti 24, 14.35", "fi", "neljätoista kolmekymmentäviisi"),
        ("Ljubljana–Maribor 7.15", "sl", "sedem in petnajst"),
        ("Avtobus Koper–Ljubljana 16.40", "sl", "šestnajst in štirideset"),
        ("Rīga–Liepāja 9.30", "lv", "deviņi trīsdesmit"),
        ("Vilnius–Kaunas 8.45", "lt", "aštuonios keturiasdešimt"),
    ],
)
def test_a_dotted_clock_after_a_route_or_a_gate_is_a_time(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Helsinki–Tampere 15.03. alkaen", "fi", "maaliskuuta"),  # a day and month
        ("Tulos 3.45 pistettä", "fi", "pilkku"),  # no route before
        ("Tallinn–Tartu 2.45 km", "et", "koma"),  # a length
        ("Hind 7.45 eurot", "et", "seitse"),
    ],
)
def test_near_misses_of_the_route_clock_stay(text, lang, said):
    assert said in reads(text, lang)


# 2. lt a month and day (written month first) before a clock time.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Vizitas pas gydytoją 03.22, 9:30 val.", "kovo dvidešimt antrąją, devynios"),
        ("Susitikimas 03-05 14:00.", "kovo penktąją keturiolika"),
        ("Registracija 11.18, 10:15.", "lapkričio aštuonioliktąją"),
    ],
)
def test_lt_a_month_and_day_before_a_clock_is_a_date(text, said):
    assert said in reads(text, "lt")


def test_lt_a_price_with_a_dot_stays_money():
    assert "eurai" in reads("Kaina 03.22 Eur", "lt")


# 3. lt "d." after a count is days; after a month it is a date's day.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Iki akcijos pabaigos liko 2 d.", "liko dvi dienos"),
        ("Liko 5 d. iki pabaigos.", "penkios dienos"),
        ("Galioja dar 21 d.", "dvidešimt viena diena"),
        ("Liko 12 d. ir 3 val.", "dvylika dienų"),
    ],
)
def test_lt_d_after_a_count_is_days(text, said):
    assert said in reads(text, "lt")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Gegužės 6 d. bus šventė.", "Gegužės šeštoji bus"),
        ("Kovo 5 d., penktadienį", "Kovo penktoji,"),
        ("Pristatymas per 2 d. d.", "per dvi darbo dienas"),
    ],
)
def test_lt_a_dates_d_stays_the_dates(text, said):
    assert said in reads(text, "lt")


# 4. fi a plus before a count in a case is said.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Lämpötila nousee +22 asteeseen.", "plus kahteenkymmeneenkahteen asteeseen"),
        ("Helle nousi eilen +30 asteeseen.", "plus kolmeenkymmeneen asteeseen"),
        ("Lämpötila +3…+5 asteeseen", "plus kolmeen…plus viiteen"),
    ],
)
def test_fi_a_plus_before_a_count_in_a_case_is_said(text, said):
    assert said in reads(text, "fi")


def test_fi_a_phone_number_keeps_its_plus_reading():
    assert reads("Soita +358 40 123 4567.", "fi").startswith("Soita plus kolme viisi")


# 5. A road's kilometre marker: hr an ordinal in the preposition's case, sv da "kilometer".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Na A1 kod 120. km gužva.", "hr", "kod sto dvadesetog kilometra"),
        ("Zastoj kod 45. km autoceste.", "hr", "kod četrdeset petog kilometra"),
        ("Nesreća na 12. km.", "hr", "na dvanaestom kilometru"),
        ("Radovi od 3. do 7. km.", "hr", "od trećeg do sedmog kilometra"),
        ("Olycka på E4 vid km 120.", "sv", "vid kilometer etthundratjugo"),
        ("Kö vid km 45 på E6.", "sv", "vid kilometer fyrtiofem"),
        ("Kø på E45 ved km 120.", "da", "ved kilometer hundrede og tyve"),
        ("Uheld ved km 12 på motorvejen.", "da", "ved kilometer tolv"),
    ],
)
def test_a_kilometre_marker_is_said_as_a_marker(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Vozili smo 120 km do mora.", "hr", "sto dvadeset kilometara"),
        ("Det är 120 km till Göteborg.", "sv", "etthundratjugo kilometer till"),
        ("Der er 30 km til byen.", "da", "tredive kilometer til"),
    ],
)
def test_a_distance_after_its_number_stays_the_units(text, lang, said):
    assert said in reads(text, lang)


# 6. fi an ordinal before a noun in the illative is in the illative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Tervetuloa 2. kerrokseen, huone 215.", "toiseen kerrokseen"),
        ("Muutimme 3. kerroksesta 7. kerrokseen.", "seitsemänteen kerrokseen"),
        ("Siirry 4. kohtaan.", "neljänteen kohtaan"),
        ("Joukkue eteni 2. kierrokseen.", "toiseen kierrokseen"),
        ("Lapsi meni 1. luokkaan.", "ensimmäiseen luokkaan"),
    ],
)
def test_fi_an_ordinal_before_an_illative_is_an_illative(text, said):
    assert said in reads(text, "fi")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Avaa 2. huoneen ovi.", "toisen huoneen"),  # a genitive in -een
        ("Asun 4. kerroksessa.", "neljännessä kerroksessa"),
    ],
)
def test_fi_other_cases_of_the_ordinal_stay(text, said):
    assert said in reads(text, "fi")


# 7. A date's case after a word of availability (fi) or a verb and its particle (et).
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Pakettisi on noudettavissa 15.3. klo 12 alkaen.", "fi", "viidentenätoista maaliskuuta"),
        ("Tuote on saatavilla 1.6.2025.", "fi", "ensimmäisenä kesäkuuta"),
        ("Pakk toimetatakse kätte 15.03.2024 kell 10–14.", "et", "viieteistkümnendal märtsil"),
        ("Pakett toimetatakse kohale 7.06.2024.", "et", "seitsmendal juunil"),
        ("Tellimus saadetakse välja 3.05.2024.", "et", "kolmandal mail"),
    ],
)
def test_a_date_after_availability_or_a_verb_with_its_particle_says_when(text, lang, said):
    assert said in reads(text, lang)


def test_fi_a_place_between_keeps_the_nominative_a_panel_pinned():
    text = "Lähetyksesi on noudettavissa pakettiautomaatista 15.3. klo 12 alkaen."
    assert "viidestoista maaliskuuta" in reads(text, "fi")


# 8. A slashed reference after a code word, a page of pages.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        (
            "Számla száma: 2024/118, összeg: 45 990 Ft.",
            "hu",
            "kétezer-huszonnégy per száztizennyolc",
        ),
        ("A rendelés száma 2024/5531.", "hu", "kétezer-huszonnégy per ötezer"),
        ("5/12. oldal", "hu", "öt per tizenkettedik oldal"),
        ("Sivu 4/10", "fi", "neljä kautta kymmenen"),
        ("Olet sivulla 3/12.", "fi", "kolme kautta kaksitoista"),
        ("Laskun numero 2024/118.", "fi", "kaksituhatta kaksikymmentäneljä kautta"),
        ("Arve number 2024/118.", "et", "kaks tuhat kakskümmend neli kaldkriips"),
    ],
)
def test_a_slashed_reference_or_page_says_the_slash(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Értékelése 4/5.", "hu", "ötből négy"),  # a rating
        ("Arvosana 4/5", "fi", "neljä/viisi"),  # no page's word
    ],
)
def test_near_misses_of_the_page_stay(text, lang, said):
    assert said in reads(text, lang)


# 9. sl a whole after "od" in the genitive, a price per month.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Stran 2 od 8", "dva od osmih"),
        ("Korak 3 od 5", "tri od petih"),
        ("Ocena 4 od 5 zvezdic", "štiri od petih zvezdic"),
        ("Zmagal je 3 od 25 tekem.", "tri od petindvajsetih tekem"),
        ("Naročnina 14,99 €/mesec", "devetindevetdeset centov na mesec"),
        ("Najem 450 €/mesec, stroški 80 €/mesec", "osemdeset evrov na mesec"),
        ("Parkiranje 5 €/dan", "pet evrov na dan"),
    ],
)
def test_sl_the_whole_and_a_period_are_said(text, said):
    assert said in reads(text, "sl")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Vrata 2 od 8 do 10", "od osem do deset"),  # a span
        ("Razdalja je 2,5 km.", "dve celi pet kilometra"),
    ],
)
def test_sl_near_misses_stay(text, said):
    assert said in reads(text, "sl")


# 10. A postcode after the address's town, at its end, digit by digit.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Aadress: Pärnu mnt 22-5, Tallinn 10141.", "et", "Tallinn üks null üks neli üks."),
        ("Narva mnt 7, Tartu 51014, Eesti", "et", "Tartu viis üks null üks neli, Eesti"),
        ("Osoite: Mannerheimintie 12 B, Helsinki 00100.", "fi", "nolla nolla yksi nolla nolla"),
    ],
)
def test_a_postcode_after_the_town_is_said_digit_by_digit(text, lang, said):
    assert said in reads(text, lang)


def test_a_count_after_a_town_stays_a_count():
    said = reads("Pärnu mnt 5, Tallinn 12000 inimest.", "et")
    assert "kaksteist tuhat inimest" in said


def test_et_an_order_word_is_no_phone_word():
    assert "kolmeteistkümnes mai" in reads("Tellimus tuleb 13.05.2024.", "et")


# 11. lt a count before a genitive plural, and an amount after a verb of need, in the genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Reikės 200 g miltų, 3 kiaušinių ir pieno.", "dviejų šimtų gramų miltų, trijų kiaušinių"),
        ("Parduodamas 3 kambarių butas.", "trijų kambarių butas"),
        ("Apsistojome 5 žvaigždučių viešbutyje.", "penkių žvaigždučių"),
        ("Reikia 1 kg cukraus.", "vieno kilogramo cukraus"),
        ("Reikės 15 ml aliejaus.", "penkiolikos mililitrų"),
    ],
)
def test_lt_a_count_before_a_genitive_is_in_the_genitive(text, said):
    assert said in reads(text, "lt")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Turime 10 kambarių.", "dešimt kambarių"),  # ten counts the genitive anyway
        ("Skrydis išvyksta iš 5 vartų.", "iš penktųjų vartų"),
        ("Įdėkite 200 g miltų.", "du šimtus gramų"),  # a verb of the accusative
    ],
)
def test_lt_near_misses_of_the_genitive_stay(text, said):
    assert said in reads(text, "lt")


# 12. lv a span of clock times with the clock's word after "no", in the dative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Tiks piegādāts no plkst. 9.00 līdz 13.00.", "no pulksten deviņiem līdz trīspadsmitiem"),
        ("Atvērts no pulksten 8.00 līdz 17.00.", "no pulksten astoņiem līdz septiņpadsmitiem"),
    ],
)
def test_lv_a_clock_span_after_the_clocks_word_is_in_the_dative(text, said):
    assert said in reads(text, "lv")


def test_lv_bare_hours_after_the_clocks_word_stay_as_pinned():
    assert "no pulksten deviņi līdz astoņpadsmit" in reads("Atvērts no plkst. 9 līdz 18.", "lv")
