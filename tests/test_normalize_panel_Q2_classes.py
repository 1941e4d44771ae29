"""The classes a fresh panel (Q2) heard wrong in pl ru uk bg cs sk (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Q2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # ru "в 2023 г." before a capital: the year, in the prepositional ("году"), not grams
        (
            "ru",
            "В 2020 г. Москва закрылась.",
            "В две тысячи двадцатом году Москва закрылась.",
        ),
        (
            "ru",
            "Он родился в 1990 г. Потом переехал.",
            "Он родился в тысяча девятьсот девяностом году. Потом переехал.",
        ),
        # the year phrase opening its sentence, or before an acronym, goes on: no full stop
        (
            "ru",
            "По данным ФНС, в 2022 г. НДС вырос.",
            "По данным ФНС, в две тысячи двадцать втором году НДС вырос.",
        ),
        (
            "pl",
            "W 2021 r. Polska urosła.",
            "W dwa tysiące dwudziestym pierwszym roku Polska urosła.",
        ),
        (
            "pl",
            "Według GUS w 2022 r. PKB wzrósł.",
            "Według GUS w dwa tysiące dwudziestym drugim roku PKB wzrósł.",
        ),
        (
            "uk",
            "У 2021 р. НБУ підвищив ставку.",
            "У дві тисячі двадцять першому році НБУ підвищив ставку.",
        ),
        (
            "bg",
            "През 2022 г. Народното събрание прие закона.",
            "През две хиляди двайсет и втора година Народното събрание прие закона.",
        ),
        # a real sentence end after the year keeps its full stop
        (
            "pl",
            "Urodził się w 1990 r. Potem wyjechał.",
            "Urodził się w tysiąc dziewięćset dziewięćdziesiątym roku. Potem wyjechał.",
        ),
    ],
)
def test_year_abbreviation_before_a_capital(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # cs/sk "r." before a year: "roku", cs "v r." the locative "v roce"
        ("cs", "Zákon platí od r. 2020.", "Zákon platí od roku dva tisíce dvacet."),
        ("cs", "Ve r. 2019 jsme otevřeli.", "Ve roce dva tisíce devatenáct jsme otevřeli."),
        ("cs", "Firma vznikla v r. 2015.", "Firma vznikla v roce dva tisíce patnáct."),
        ("sk", "Zákon platí od r. 2020.", "Zákon platí od roku dvetisícdvadsať."),
        ("sk", "Firma vznikla v r. 2015.", "Firma vznikla v roku dvetisícpätnásť."),
        # ru/uk "пр." before a street's name: проспект, in the preposition's case
        ("ru", "Офис на пр. Победы, 5.", "Офис на проспекте Победы, пять."),
        ("ru", "Поезжайте по пр. Ленина.", "Поезжайте по проспекту Ленина."),
        ("ru", "Въезд с пр. Мира.", "Въезд с проспекта Мира."),
        ("ru", "Книги, журналы и пр.", "Книги, журналы и прочее."),
        ("uk", "Офіс на пр. Свободи, 3.", "Офіс на проспекті Свободи, три."),
        ("uk", "Їдьте до пр. Перемоги.", "Їдьте до проспекту Перемоги."),
        # ru "мск": Moscow time; "ч" after a count: hours
        ("ru", "Эфир в 20:00 по мск.", "Эфир в двадцать ноль ноль по московскому времени."),
        ("ru", "Дорога займёт 3 ч.", "Дорога займёт три часа."),
        ("ru", "Задержка 5 ч 10 мин.", "Задержка пять часов десять минут."),
        # bg "Проф.", "АМ"
        ("bg", "Проф. Петров ще говори.", "Професор Петров ще говори."),
        ("bg", "Ремонт на АМ „Хемус“.", "Ремонт на автомагистрала „Хемус“."),
        # pl "Nr ref."
        ("pl", "Nr ref. 12345.", "Numer referencyjny dwanaście tysięcy trzysta czterdzieści pięć."),
    ],
)
def test_abbreviations_left_as_written(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("cs", "Strana 5, r. 12."),  # "r." not before a year: left alone
        ("ru", "Книги и пр. вещи."),
    ],
)
def test_abbreviations_left_alone(lang, text):
    assert "рок" not in reads(lang, text) and "roku" not in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # bg/sk/cs: the verbs of a win make "3:0" a score (no colon left in)
        ("bg", "Левски би ЦСКА с 2:1.", "Левски би ЦСКА с две на едно."),
        ("bg", "Лудогорец надви Ботев 3:0.", "Лудогорец надви Ботев три на нула."),
        ("sk", "Slovan zvíťazil nad Žilinou 3:0.", "Slovan zvíťazil nad Žilinou tri nula."),
        ("sk", "Trnava prehrala v Košiciach 1:2.", "Trnava prehrala v Košiciach jeden dva."),
        ("cs", "Plzeň zvítězila nad Olomoucí 2:0.", "Plzeň zvítězila nad Olomoucí dva nula."),
    ],
)
def test_scores_after_the_verbs_of_a_win(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_bg_bi_as_would_is_no_score():
    assert "на едно" not in reads("bg", "Той би дошъл в 2:1 разположение.")


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # bg a dotted clock before "ч.": a time, not a decimal
        (
            "bg",
            "Излитане в 16.45 ч.",
            "Излитане в шестнайсет и четиресет и пет часа.",
        ),
        ("bg", "Срещата е от 9.30 ч. в залата.", "Срещата е от девет и трийсет часа в залата."),
    ],
)
def test_bg_dotted_clock_before_hours(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_bg_dotted_price_stays_a_price():
    assert (
        reads("bg", "Цената е 16.45 лв.") == "Цената е шестнайсет лева и четиресет и пет стотинки."
    )


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # "od 18 do 22°C": a sign after the span counts the numbers, they are no clock times
        (
            "pl",
            "Jutro od 18 do 22°C.",
            "Jutro od osiemnastu do dwudziestu dwóch stopni Celsjusza.",
        ),
        ("pl", "Rabaty od 10 do 20%.", "Rabaty od dziesięciu do dwudziestu procent."),
        (
            "uk",
            "Завтра від 15 до 20 °C.",
            "Завтра від п'ятнадцяти до двадцяти градусів Цельсія.",
        ),
        # without a sign they stay the hours of a day
        ("pl", "Otwarte od 9 do 17.", "Otwarte od dziewiątej do siedemnastej."),
    ],
)
def test_a_span_before_a_sign_is_counted(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # pl a number joined by a hyphen to a stem: one word, the combining form
        (
            "pl",
            "Firma obchodzi 25-lecie istnienia.",
            "Firma obchodzi dwudziestopięciolecie istnienia.",
        ),
        ("pl", "Mieszkanie 3-pokojowe.", "Mieszkanie trzypokojowe."),
        ("pl", "To 2-krotny wzrost.", "To dwukrotny wzrost."),
        (
            "pl",
            "Pakiet 4-osobowy na 7-dniowy pobyt.",
            "Pakiet czteroosobowy na siedmiodniowy pobyt.",
        ),
        ("pl", "Obchody 100-lecia szkoły.", "Obchody stulecia szkoły."),
        # uk "2-ге", "2-га": the ordinal's last letters after the hyphen
        ("uk", "Команда посіла 2-ге місце.", "Команда посіла друге місце."),
        ("uk", "Вона 2-га в черзі.", "Вона друга в черзі."),
        ("uk", "Підйом до 2-го поверху.", "Підйом до другого поверху."),
    ],
)
def test_number_suffixes(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a decimal after a genitive preposition is said in the genitive
        (
            "ru",
            "Инфляция ускорилась до 7,4%.",
            "Инфляция ускорилась до семи целых четырёх десятых процента.",
        ),
        ("ru", "Рост около 1,5 %.", "Рост около одной целой пяти десятых процента."),
        ("ru", "Вес до 2,5 кг.", "Вес до двух целых пяти десятых килограмма."),
        ("ru", "Рост до 88,5 %.", "Рост до восьмидесяти восьми целых пяти десятых процента."),
        (
            "uk",
            "Інфляція сповільнилася до 5,1%.",
            "Інфляція сповільнилася до п'яти кома один відсотка.",
        ),
        ("pl", "Inflacja spadła do 3,5%.", "Inflacja spadła do trzech przecinek pięć procent."),
        # without such a preposition: as before
        ("ru", "Вес 2,5 кг.", "Вес две целых пять десятых килограмма."),
        ("pl", "Wzrost o 3,5%.", "Wzrost o trzy przecinek pięć procent."),
    ],
)
def test_decimals_after_genitive_prepositions(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # only a number after the preposition is declined
        (
            "pl",
            "Do celu pozostało 12,5 km.",
            "Do celu pozostało dwanaście przecinek pięć kilometra.",
        ),
        # a turn onto an avenue: where to, the accusative
        (
            "ru",
            "Через 200 м поверните налево на пр-т Мира.",
            "Через двести метров поверните налево на проспект Мира.",
        ),
    ],
)
def test_what_the_new_rules_leave_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a span of counts starting at one: one agrees with the noun, in the case governed
        ("sk", "Doručenie do 1 – 2 dní.", "Doručenie do jedného až dvoch dní."),
        ("sk", "Hotové do 1–2 hodín.", "Hotové do jednej až dvoch hodín."),
        ("sk", "Doručenie do 2 – 3 dní.", "Doručenie do dvoch až troch dní."),
        ("cs", "Doručení za 1–2 dny.", "Doručení za jeden až dva dny."),
        ("cs", "Hotovo za 1–3 týdny.", "Hotovo za jeden až tři týdny."),
        ("cs", "Doručení do 1–2 dnů.", "Doručení do jednoho až dvou dnů."),
    ],
)
def test_a_span_of_counts_from_one(lang, text, spoken):
    assert reads(lang, text) == spoken
