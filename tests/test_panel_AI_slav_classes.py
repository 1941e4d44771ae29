"""Classes panel AI (2026-12-06: pl uk cs sk lt) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AI classes fixed (slav)"): lt a count before a
singular instrumental and "14.00 val.", pl "III kw.", "min.", "EUR/PLN" and spans of
minutes, uk "2-ю чергою" and "по 1/4", cs "Po 600 m" and "č. dveří", sk "na ul."."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. lt a count ending in one before a singular instrumental is in the instrumental too.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Įstatymas priimtas 71 balsu.", "septyniasdešimt vienu balsu"),
        ("Nutarimas priimtas 101 balsu.", "šimtu vienu balsu"),
        ("Komanda laimėjo 21 tašku.", "dvidešimt vienu tašku"),
        ("Kaina sumažėjo 1 euru.", "vienu euru"),
        ("Seimas pritarė 145 balsais.", "šimtu keturiasdešimt penkiais balsais"),
    ],
)
def test_lt_a_count_before_a_singular_instrumental_agrees(text, said):
    assert said in reads(text, "lt")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Restorane 1 meniu.", "vienas meniu"),  # a word that does not decline
        ("Atėjo 11 žmonių.", "vienuolika žmonių"),
        ("Užsakymas Nr. 71 balsu", "septyniasdešimt vienas"),  # after a number sign
    ],
)
def test_lt_near_misses_of_the_singular_instrumental_stay(text, said):
    assert said in reads(text, "lt")


# 2. lt a whole hour written "14.00 val." is the clock's ordinal.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Susitikimas prasidės 14.00 val.", "prasidės keturioliktą valandą."),
        ("Koncertas vyks rytoj 20.00 val.", "dvidešimtą valandą"),
        ("Parduotuvė dirba nuo 9.00 iki 18.00 val.", "nuo devintos iki aštuonioliktos valandos."),
        ("Siunta bus pristatyta iki 12.00 val.", "iki dvyliktos valandos"),
        ("Parduotuvė dirba 9.00–18.00 val.", "nuo devintos iki aštuonioliktos valandos"),
    ],
)
def test_lt_a_dotted_whole_hour_is_the_clocks_ordinal(text, said):
    assert said in reads(text, "lt")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Lėktuvas nusileido 23.05 val.", "dvidešimt trys nulis penki"),  # minutes
        ("Siunta bus pristatyta iki 18 val.", "iki aštuoniolikos valandų"),  # pinned
    ],
)
def test_lt_near_misses_of_the_dotted_hour_stay(text, said):
    assert said in reads(text, "lt")


# 3. pl a Roman quarter with "kw." in its preposition's case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("W III kw. sprzedaż wzrosła o 5%.", "W trzecim kwartale sprzedaż"),
        ("Wyniki za III kw. 2024 r. były dobre.", "za trzeci kwartał dwa tysiące"),
        ("III kw. przyniósł spadek.", "Trzeci kwartał przyniósł"),
        ("Sprzedaż spadła w IV kw.", "w czwartym kwartale."),
        ("Do końca II kw. zamkniemy projekt.", "Do końca drugiego kwartału"),
        ("Dane z I kw. pokazują wzrost.", "z pierwszego kwartału"),
    ],
)
def test_pl_a_roman_quarter_is_said_in_its_case(text, said):
    assert said in reads(text, "pl")


# 4. pl "min." before a number is the minimum; after one the minutes.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Wymagany wkład własny min. 20%.", "minimum dwadzieścia procent"),
        ("Zamówienie min. 50 zł.", "minimum pięćdziesiąt złotych"),
        ("Min. 3 osoby w pokoju.", "Minimum trzy osoby"),
        ("Dojazd: 1 godz. 20 min.", "jedna godzina dwadzieścia minut"),
        ("Dojazd trwa 2 godz. 15 min.", "dwie godziny piętnaście minut"),
    ],
)
def test_pl_min_is_the_minimum_before_a_number(text, said):
    assert said in reads(text, "pl")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Spotkanie trwa 30 min.", "trzydzieści minut."),
        ("Spotkanie o godz. 10.", "o godzinie dziesiątej"),
        ("Wymagania: min. wykształcenie średnie.", "min. wykształcenie"),
    ],
)
def test_pl_near_misses_of_min_stay(text, said):
    assert said in reads(text, "pl")


# 5. pl a currency pair by the currencies' names.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kurs EUR/PLN spadł do 4,30.", "Kurs euro do złotego spadł"),
        ("Kurs USD/PLN wynosi 3,95 zł.", "Kurs dolara do złotego"),
        ("Para USD/PLN zyskała.", "Para dolar złoty zyskała"),
        ("Para EUR/CHF spadła.", "euro frank szwajcarski"),
    ],
)
def test_pl_a_currency_pair_is_said_by_its_names(text, said):
    assert said in reads(text, "pl")


def test_pl_letters_that_are_no_currencies_stay():
    assert "ABC/XYZ" in reads("Numer ABC/XYZ.", "pl")


# 6. pl a span of minutes, seconds or hours without a preposition: "od ... do".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Czas oczekiwania 25–30 minut.", "od dwudziestu pięciu do trzydziestu minut"),
        ("Dojazd zajmie 25-30 minut.", "od dwudziestu pięciu do trzydziestu minut"),
        ("Naprawa potrwa 5–6 godzin.", "od pięciu do sześciu godzin"),
        ("Przerwa trwa 10–20 sekund.", "od dziesięciu do dwudziestu sekund"),
    ],
)
def test_pl_a_span_of_minutes_is_from_to(text, said):
    assert said in reads(text, "pl")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kurier będzie za 10–15 minut.", "za dziesięć-piętnaście minut"),
        ("Piecz przez 35–40 minut.", "przez trzydzieści pięć-czterdzieści minut"),
        ("Naprawa potrwa 2–3 godziny.", "dwie-trzy godziny"),
    ],
)
def test_pl_near_misses_of_the_span_stay(text, said):
    assert said in reads(text, "pl")


# 7. uk "-ю" before a feminine instrumental is the instrumental ordinal.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Товар відправимо 2-ю чергою.", "другою чергою"),
        ("Вони пішли 1-ю колоною.", "першою колоною"),
        ("Документи подаються 3-ю групою.", "третьою групою"),
    ],
)
def test_uk_an_ordinal_before_an_instrumental_is_instrumental(text, said):
    assert said in reads(text, "uk")


def test_uk_the_accusative_ordinal_stays():
    assert "на другу колію" in reads("Поїзд прибуває на 2-ю колію.", "uk")


# 8. uk a share after the distributive "по" is in the locative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Приймати по 1/4 таблетки.", "по чверті таблетки"),
        ("Давати дитині по 1/3 дози.", "по третині дози"),
        ("Розділіть пиріг на 4 частини, кожному по 1/4.", "кожному по чверті"),
        ("Прибуток поділили по 1/2.", "по половині"),
    ],
)
def test_uk_a_share_after_po_is_in_the_locative(text, said):
    assert said in reads(text, "uk")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Приймати по 1/2 таблетки двічі на день.", "по пів таблетки"),
        ("Додавайте по 3/4 склянки води.", "по три чверті склянки"),
        ("Прибуток поділили на 1/3.", "на одну третину"),
    ],
)
def test_uk_near_misses_of_the_share_stay(text, said):
    assert said in reads(text, "uk")


# 9. cs a distance after "Po" opening its clause is in the locative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Po 600 m odbočte vpravo.", "Po šesti stech metrech odbočte"),
        ("Po 2 km zahněte doleva.", "Po dvou kilometrech zahněte"),
        ("Za kruhovým objezdem, po 1 km, sjeďte z dálnice.", "po jednom kilometru"),
        ("Po 300 m jste v cíli.", "Po třech stech metrech"),
    ],
)
def test_cs_a_distance_after_po_is_in_the_locative(text, said):
    assert said in reads(text, "cs")


def test_cs_po_each_stays():
    assert "po pět kilometrů denně" in reads("Běhám po 5 km denně.", "cs")


# 10. cs "č." before a noun is "číslo".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Zaklepejte na č. dveří 12.", "na číslo dveří dvanáct"),
        ("Uveďte č. dveří.", "Uveďte číslo dveří."),
        ("Pošlete platbu na č. účtu 123456789/0100.", "na číslo účtu"),
    ],
)
def test_cs_c_before_a_noun_is_the_number(text, said):
    assert said in reads(text, "cs")


def test_cs_c_before_a_one_letter_abbreviation_stays():
    assert "č. p." in reads("Viz č. p. 5.", "cs")


# 11. sk "ul." before the street's name in its preposition's case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Bývam na ul. Hlavnej 5.", "na ulici Hlavnej"),
        ("Prišiel z ul. Mierovej.", "z ulice Mierovej"),
        ("Firma sídli na ul. Hlavná 5.", "na ulici Hlavná"),
        ("O 300 m odbočte na ul. Hlavnú.", "na ulicu Hlavnú"),
        ("Predajňa je pri ul. Mierovej.", "pri ulici Mierovej"),
        ("Autobus ide do ul. Hlavnej.", "do ulice Hlavnej"),
    ],
)
def test_sk_ul_takes_its_prepositions_case(text, said):
    assert said in reads(text, "sk")


def test_sk_ul_opening_an_address_stays_the_nominative():
    assert "ulica Hlavná" in reads("Adresa: ul. Hlavná 5, Bratislava.", "sk")
