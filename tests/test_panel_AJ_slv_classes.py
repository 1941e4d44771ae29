"""Classes panel AJ2 (2026-12-07: pl ru uk bg cs sk) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AJ classes fixed (slv)"): an ordinal with a dot before
a genitive noun, a Roman numeral opening a noun phrase, a sign before a lone count, an
address's slash, a dash between counts of days, "2 x 500 mg", codes read as quantities,
"Nr" and "Max.", and decimals' agreement."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. An ordinal with a dot before a noun in the genitive is in the genitive too, also after
# a preposition that governs the genitive ("do 10. dnia" is no count "do dziesięciu").
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Rata kredytu płatna do 10. dnia miesiąca.", "pl", "do dziesiątego dnia miesiąca"),
        ("Zapłać do 15. dnia każdego miesiąca.", "pl", "do piętnastego dnia"),
        ("Od 3. dnia kuracji poczujesz poprawę.", "pl", "Od trzeciego dnia"),
        ("Od 21. tygodnia ciąży", "pl", "Od dwudziestego pierwszego tygodnia"),
        ("Zápas 9. kola sa presúva.", "sk", "deviateho kola"),
        ("Výsledky 12. kola ligy.", "sk", "dvanásteho kola"),
        ("Na začiatku 20. storočia", "sk", "dvadsiateho storočia"),
    ],
)
def test_an_ordinal_before_a_genitive_noun_is_in_the_genitive(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Oferta ważna do 10. Zapraszamy", "pl", "do dziesięciu."),  # a count ends a sentence
        ("Bývam na 3. poschodí.", "sk", "na tretom poschodí"),
        ("Zápas 9. kola se odkládá.", "cs", "devátého kola"),
    ],
)
def test_a_count_or_a_locative_ordinal_stays_as_it_was(text, lang, said):
    assert said in reads(text, lang)


# 2. A plus before a lone count (a forecast's "ночью +9") is said, as the minus is.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Завтра в Москве до +18 °C, ночью +9.", "ru", "ночью плюс девять"),
        ("Днём +12, ночью -3.", "ru", "Днём плюс двенадцать"),
        ("Вдень +15, вночі +7.", "uk", "вночі плюс сім"),
        ("Temperatura w dzień +5, w nocy -2.", "pl", "plus pięć"),
        ("През деня +20, нощем +8.", "bg", "нощем плюс осем"),
        ("Cez deň +20, v noci +8.", "sk", "v noci plus osem"),
        ("Přes den +20, v noci +8.", "cs", "v noci plus osm"),
    ],
)
def test_a_plus_before_a_lone_count_is_said(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Звоните +7 495 123-45-67", "ru", "плюс семь, четыреста девяносто пять"),
        ("Tel. +48 600 123 456", "pl", "plus czterdzieści osiem, sześćset"),
    ],
)
def test_a_phone_after_a_plus_stays_a_phone(text, lang, said):
    assert said in reads(text, lang)


# 3. pl a span of days after "w dniach" is "od ... do ..." in the genitive, as after "w ciągu".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Dostawa w dniach 3–5 dni roboczych.", "w dniach od trzech do pięciu dni roboczych"),
        ("Zwrot środków w dniach 7-14 dni.", "w dniach od siedmiu do czternastu dni"),
        ("Odbiór w dniach 12-15 maja.", "od dwunastego do piętnastego maja"),  # dates stay
        ("Szacowana dostawa: 2-3 dni robocze.", "dwa-trzy dni robocze"),  # pinned as right
    ],
)
def test_a_span_of_days_after_w_dniach_is_from_to(text, said):
    assert said in reads(text, "pl")


# 4. An address's slash after a street's name and a comma is said as after the name alone.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("м. Львів, вул. Городоцька, 25/3", "uk", "двадцять п'ять дріб три"),
        ("Київ, вул. Хрещатик, 14/2, кв. 5", "uk", "чотирнадцять дріб два, квартира"),
        ("г. Москва, ул. Ленина, 12/4", "ru", "двенадцать дробь четыре"),
        ("ul. Marszałkowska, 12/4", "pl", "dwanaście łamane przez cztery"),
    ],
)
def test_a_house_number_after_a_street_and_a_comma_says_its_slash(text, lang, said):
    assert said in reads(text, lang)


def test_a_share_after_a_comma_stays_a_fraction():
    assert "дві третини суми" in reads("Рахунок: 2/3 суми", "uk")


# 5. A count of doses before a dose, "2 x 500 mg", is said with "times", as before a word.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Dawka: 2 x 500 mg dziennie", "pl", "dwa razy pięćset miligramów"),
        ("Paracetamol 3 x 1 tabl. dziennie", "pl", "trzy razy jedną tabletkę"),
        ("Принимать 2 х 500 мг в сутки.", "ru", "два раза по пятьсот"),
        ("Приймати 3 x 250 мг на день.", "uk", "три рази по двісті п'ятдесят"),
    ],
)
def test_a_count_of_doses_is_said_with_times(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize("text", ["Pokój 3 x 4 m.", "Wynik 2 x 1", "Zestaw 3 x 4 cm"])
def test_a_size_or_a_score_is_no_count_of_times(text):
    assert "razy" not in reads(text, "pl")


# 6. A Roman numeral opening a noun phrase of a counted noun is its ordinal, agreeing.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Отчет за III тримесечие", "bg", "за трето тримесечие"),
        ("През II полугодие на годината.", "bg", "През второ полугодие"),
        ("Офисът е на III етаж.", "bg", "на трети етаж"),
        ("Отборът играе във II група.", "bg", "във втора група"),
        ("Správa za I. štvrťrok", "sk", "za prvý štvrťrok"),
        ("V III. štvrťroku rástli tržby.", "sk", "V tretom štvrťroku"),
        ("Do konca I. polroka", "sk", "prvého polroka"),
        ("Býva na II. poschodí.", "sk", "na druhom poschodí"),
        ("Chodí do II. triedy.", "sk", "do druhej triedy"),
    ],
)
def test_a_roman_numeral_before_its_noun_is_an_agreeing_ordinal(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Симеон II посети града.", "bg", "Симеон Втори"),
        ("Karol IV. bol kráľ.", "sk", "Karol Štvrtý"),
    ],
)
def test_a_rulers_numeral_stays_a_name(text, lang, said):
    assert said in reads(text, lang)


# 7. pl "Nr" before a label's noun is "numer"; cs sk "Max."/"Min." before a noun is the
# adjective in the noun's gender.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Nr faktury: FV/2024/03/118", "pl", "Numer faktury:"),
        ("Nr zamówienia: 12345", "pl", "Numer zamówienia:"),
        ("Podaj nr konta bankowego: 12 3456", "pl", "Podaj numer konta bankowego:"),
        ("Max. rýchlosť 130 km/h", "sk", "Maximálna rýchlosť"),
        ("Min. teplota -5 °C", "sk", "Minimálna teplota"),
        ("Max. výkon 150 kW", "sk", "Maximálny výkon"),
        ("Max. zaťaženie 500 kg", "sk", "Maximálne zaťaženie"),
        ("Max. rychlost 130 km/h", "cs", "Maximální rychlost"),
    ],
)
def test_a_numbering_or_extreme_abbreviation_before_a_noun_is_read(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Nr ten jest zły.", "pl", "Nr ten"),
        ("max. 4 hod.", "sk", "maximálne štyri hodiny"),
        ("Pečte 30–35 min. při 170 °C.", "cs", "třicet pět minut při"),
        ("Jazda max. rýchlosťou", "sk", "max. rýchlosťou"),  # no case guessed
    ],
)
def test_other_uses_of_nr_max_and_min_stay(text, lang, said):
    assert said in reads(text, lang)


# 8. pl a half before a scale word is "półtora", "dwa i pół"; cs sk a number joined to an
# adjective's stem by a hyphen is one word in the number's combining form.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Ok. 1,5 mln osób odwiedziło wystawę.", "pl", "Około półtora miliona osób"),
        ("Miasto ma 1,5 miliona mieszkańców.", "pl", "ma półtora miliona"),
        ("Ponad 2,5 mld zł inwestycji.", "pl", "Ponad dwa i pół miliarda złotych"),
        ("Do 2,5 mln zł", "pl", "Do dwóch i pół miliona"),
        ("Byt 2-izbový, 55 m², 6. poschodie", "sk", "Byt dvojizbový"),
        ("Predám 3-izbový byt.", "sk", "trojizbový"),
        ("4-hviezdičkový hotel", "sk", "štvorhviezdičkový hotel"),
        ("Pronajmu 2-pokojový byt.", "cs", "dvoupokojový"),
        ("5-hvězdičkový hotel", "cs", "pětihvězdičkový"),
    ],
)
def test_a_half_before_a_scale_and_a_hyphened_compound_are_said_as_one(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Waga 1,5 kg", "pl", "jeden przecinek pięć kilograma"),  # pinned readings
        ("Wzrost o 1,55 mln", "pl", "jeden przecinek pięćdziesiąt pięć"),
        ("Užívajte 1 tabletu 3-krát denne.", "sk", "trikrát"),
    ],
)
def test_other_decimals_and_compounds_stay(text, lang, said):
    assert said in reads(text, lang)


# 9. ru uk a span of counted things after "с"/"з" ... "по" before their noun: ordinals.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Уроки с 1 по 5 класс отменены.", "ru", "с первого по пятый класс"),
        ("С 1 по 4 курс занятия отменены.", "ru", "С первого по четвертый курс"),
        ("Отпуск с 1 по 10 число.", "ru", "с первого по десятое число"),
        ("Уроки з 1 по 4 клас скасовано.", "uk", "з першого по четвертий клас"),
        ("Студенти з 2 по 4 курс.", "uk", "з другого по четвертий курс"),
    ],
)
def test_a_span_of_counted_things_is_read_in_ordinals(text, lang, said):
    assert said in reads(text, lang)


def test_a_span_of_days_before_a_month_stays_a_date():
    assert "с первого по пятое марта" in reads("Скидки с 1 по 5 марта.", "ru")


# 10. sk "Po 300 m" opening a clause (after a distance gone): the locative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Po 300 m odbočte doľava.", "Po tristo metroch odbočte"),
        ("Po 2 km zabočte vpravo.", "Po dvoch kilometroch"),
        ("Choďte rovno, po 500 m odbočte vľavo.", "po päťsto metroch"),
        ("Po 1 km ste v cieli.", "Po jednom kilometri"),
        ("Balenia po 300 m kábla.", "po tristo metrov"),  # a distributive stays
    ],
)
def test_a_distance_gone_after_po_is_in_the_locative(text, said):
    assert said in reads(text, "sk")


# 11. pl "al." after a preposition in its case: a plural name's shown by its adjective.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Za 500 m skręć w prawo w al. Jerozolimskie.", "w aleje Jerozolimskie"),
        ("Mieszkam przy al. Jerozolimskich.", "przy alejach Jerozolimskich"),
        ("Idź w al. Ujazdowskie.", "w aleje Ujazdowskie"),
        ("Sklep w al. Mickiewicza 5.", "w alei Mickiewicza"),
        ("Skręć w al. Mickiewicza.", "w aleję Mickiewicza"),
        ("Dojazd do al. Mickiewicza.", "do alei Mickiewicza"),
        ("Biuro: al. Niepodległości 12", "aleja Niepodległości"),  # no preposition
    ],
)
def test_an_avenue_after_a_preposition_is_in_its_case(text, said):
    assert said in reads(text, "pl")
