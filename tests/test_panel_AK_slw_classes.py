"""Classes panel AK2 (2026-12-07: pl ru uk bg cs sk) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AK classes fixed (slw)"): a page's short form before
its number, a unit without a count, a school class's year before its letter, cs decades and
centuries in their case, uk "з 12" and "Ціна 1 м²", pl a Roman month, ru "1,5 млн", pl
"Tel. kom." and sk "EUR/USD"."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. A page's short form before its number: the word for page, in the case "on"/"see" take.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Rozdział II, str. 18", "pl", "strona osiemnaście"),
        ("Tabelę znajdziesz na str. 7.", "pl", "na stronie siedem"),
        ("Zob. str. 112–114.", "pl", "Zobacz stronę sto dwanaście"),
        ("Глава 2, с. 64", "ru", "страница шестьдесят четыре"),
        ("Подробнее на с. 30.", "ru", "на странице тридцать"),
        ("См. с. 45 учебника.", "ru", "Смотри страницу сорок пять"),
        ("Розділ 3, с. 77", "uk", "сторінка сімдесят сім"),
        ("Схема на с. 12.", "uk", "на сторінці дванадцять"),
        ("Глава 4, стр. 210", "bg", "страница двеста и десет"),
        ("Kapitola 5, s. 48", "sk", "strana štyridsaťosem"),
        ("Obrázok je na s. 16.", "sk", "na strane šestnásť"),
        ("Kapitola 2, s. 31", "cs", "strana třicet jedna"),
    ],
)
def test_a_page_before_its_number_is_said_as_page(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "kept"),
    [
        ("Жил в с. Ивановка.", "ru", "с. Ивановка"),  # a village
        ("Родом із с. Петрівка.", "uk", "с. Петрівка"),
        ("д. 5, стр. 2", "ru", "строение два"),  # a building in an address
    ],
)
def test_a_page_abbreviation_without_a_number_stays(text, lang, kept):
    assert kept in reads(text, lang)


# 2. A unit without a count is its word; bg "вх. Б" is an entrance's letter.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Cena za m² spadła o 3 proc.", "pl", "Cena za metr kwadratowy spadła"),
        ("Ile kosztuje m² w Krakowie?", "pl", "kosztuje metr kwadratowy"),
        ("Cena za m² stoupla.", "cs", "Cena za metr čtvereční"),
        ("Цена на кв. м расте.", "bg", "Цена на квадратен метър"),
        ("Бл. 12, вх. В, ет. 3", "bg", "вход В"),
        ("ж.к. Младост, вх. А", "bg", "вход А"),
    ],
)
def test_a_unit_without_a_count_is_its_word(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Mieszkanie ma 48 m².", "pl", "czterdzieści osiem metrów kwadratowych"),
        ("Byt 75 m² za 5 mil.", "cs", "sedmdesát pět metrů čtverečních"),
        ("Апартамент от 120 кв. м", "bg", "квадратни метра"),
        ("вх. 3", "bg", "вход три"),
    ],
)
def test_a_unit_after_its_count_stays_the_units_rule(text, lang, said):
    assert said in reads(text, lang)


# 3. A school class's year before its letter (and noun) is an ordinal in the noun's case.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Экскурсия для 7 «А» класса.", "ru", "седьмого «А» класса"),
        ("Он учится в 10 классе.", "ru", "в десятом классе"),
        ("Она пошла в 1 класс.", "ru", "в первый класс"),
        ("Учні 7-Б класу поїдуть на екскурсію.", "uk", "сьомого Б класу"),
        ("Він навчається в 9 класі.", "uk", "в дев'ятому класі"),
        ("Учениците от 10 А клас", "bg", "десети А клас"),
        ("Žáci 9. A jedou na výlet.", "cs", "deváté A"),
        ("Paní učitelka jde do 3. C.", "cs", "do třetí C"),
        ("Třída 4. A vyhrála soutěž.", "cs", "Třída čtvrtá A"),
        ("Žiaci 5. B idú na výlet.", "sk", "piatej B"),
        ("Trieda 3. C vyhrala.", "sk", "Trieda tretia C"),
    ],
)
def test_a_school_class_year_is_an_ordinal(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("В школе 3 класса.", "ru", "три класса"),  # three classes
        ("У школі 3 класи.", "uk", "три класи"),
        ("В училището има 3 класа.", "bg", "три класа"),
        ("Přišel jsem 7. A pak jsem odešel.", "cs", "A pak"),  # no school spoken of
    ],
)
def test_a_count_of_classes_stays_a_count(text, lang, said):
    assert said in reads(text, lang)


# 4. cs the decades in the plural's case, a century after the noun it belongs to.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("V 80. letech se tu stavělo.", "cs", "V osmdesátých letech"),
        ("Až do 90. let tu byl les.", "cs", "do devadesátých let"),
        ("Ve 30. letech 19. století", "cs", "třicátých letech devatenáctého století"),
        ("Na konci 18. století", "cs", "konci osmnáctého století"),
    ],
)
def test_czech_decades_and_centuries_take_their_case(text, lang, said):
    assert said in reads(text, lang)


# 5. uk pl a total after "out of" ending the clause, and the price of one unit, genitive.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Він набрав 9 балів з 12.", "uk", "з дванадцяти"),
        ("Оцінка 10 балів з 12, добре.", "uk", "з дванадцяти"),
        ("Zdobył 8 punktów z 10.", "pl", "z dziesięciu"),
        ("Вартість 1 кг яблук — 40 грн.", "uk", "Вартість одного кілограма"),
        ("Ціна 1 м² зросла.", "uk", "Ціна одного квадратного метра"),
        ("Цена 1 кг — 300 руб.", "ru", "Цена одного килограмма"),
        ("Cena 1 m² to 9000 zł.", "pl", "Cena jednego metra kwadratowego"),
    ],
)
def test_out_of_and_the_price_of_one_unit_are_genitive(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Ціна 10 м²", "uk", "десять квадратних метрів"),  # a count, not one
        ("Ціна 1 грн", "uk", "одна гривня"),  # money, not a measure
        ("3 з 5 зірок", "uk", "три з п'яти зірок"),
    ],
)
def test_other_prices_and_counts_stay(text, lang, said):
    assert said in reads(text, lang)


# 6. pl a Roman month in a date, ru 1,5 before a scale word, pl "Tel. kom.", sk a pair.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Odbiór w piątek 7 XI.", "pl", "siódmego listopada"),
        ("Dnia 3 V 2025 r. podpisano umowę.", "pl", "trzeciego maja dwa tysiące"),
        ("Urodzony 12 IX 1990 r.", "pl", "dwunastego września"),
        ("Spotkanie w środę, 4 XII, o 18:00.", "pl", "czwartego grudnia"),
        ("Приз — 1,5 млн рублей.", "ru", "полтора миллиона рублей"),
        ("Бюджет: 1,5 млрд рублей", "ru", "полтора миллиарда"),
        ("Собрали 1,5 тыс. подписей.", "ru", "полторы тысячи"),
        ("Tel. kom. 601 234 567", "pl", "Telefon komórkowy"),
        ("Kurz EUR/USD klesol.", "sk", "eura k doláru"),
    ],
)
def test_a_roman_month_one_and_a_half_a_mobile_and_a_pair(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Bateria 3 V", "pl", "trzy V"),  # volts, no date told
        ("Jan Paweł II", "pl", "Drugi"),
        ("kom. 601 234 567", "pl", "komórka"),
        ("Население города превысило 1,5 млн человек.", "ru", "одну целую пять десятых"),
        ("EUR/GBP", "sk", "EUR/GBP"),
    ],
)
def test_near_misses_stay(text, lang, said):
    assert said in reads(text, lang)
