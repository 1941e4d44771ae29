"""Slavic counts, clock times, abbreviations and ordinals a fourth panel heard wrong (issue
31), each fixed by a rule of its language: a count after a preposition in the case it
governs, with its unit or scale word ("из 15 ГБ" -> "из пятнадцати гигабайт", "ok. 50 tys.
zł" -> "około pięćdziesięciu tysięcy złotych", cs "mezi 13 hodinami" -> "mezi třinácti
hodinami"); clock times after "at" ("в 19.30", "о 17.00"); abbreviations (pl maks., gab.,
dr hab.; ru/uk km after an ordinal; uk год; cs tel., hod., mld.); Roman and bare-digit
floors ("na II piętrze"); cs dates "15. 11."; pl codes after "nr". Grammars: Русская
грамматика 1980 § 1637, Український правопис 2019, Poradnia PWN, Internetová jazyková
příručka ÚJČ; unit names CLDR's (their fraction and "many" forms are the genitives).

And the sentences a Slavic check wrote afterwards (bank SMS, deliveries, reminders,
navigation, support), with the readings judged right: `tests/readings/slavic-2026-12-05.jsonl`.
"""

import json
from pathlib import Path

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "Na koncie zostało ok. 50 tys. zł.", "Na koncie zostało około pięćdziesięciu tysięcy złotych."),  # noqa: E501
        ("pl", "Wykorzystano 5 GB z 20 GB.", "Wykorzystano pięć gigabajtów z dwudziestu gigabajtów."),  # noqa: E501
        ("pl", "Paczki do 2 kg wysyłamy za darmo.", "Paczki do dwóch kilogramów wysyłamy za darmo."),  # noqa: E501
        ("pl", "Limit do 1 kg.", "Limit do jednego kilograma."),
        ("pl", "Abonament dla 2 os.", "Abonament dla dwóch osób."),
        ("ru", "Осталось 3 ГБ из 15 ГБ.", "Осталось три гигабайта из пятнадцати гигабайт."),
        ("ru", "Цены от 85 000 руб.", "Цены от восьмидесяти пяти тысяч рублей."),
        ("ru", "Инфляция на уровне 16%.", "Инфляция на уровне шестнадцати процентов."),
        ("ru", "Кредит от 1 млн руб. до 5 млн руб.", "Кредит от одного миллиона рублей до пяти миллионов рублей."),  # noqa: E501
        ("ru", "Доставка до 21 кг.", "Доставка до двадцати одного килограмма."),
        ("ru", "Свыше 1 000 человек.", "Свыше тысячи человек."),
        ("uk", "Посилки до 2 кг безкоштовно.", "Посилки до двох кілограмів безкоштовно."),
        ("uk", "Використано 3 ГБ із 25 ГБ.", "Використано три гігабайти із двадцяти п'яти гігабайтів."),  # noqa: E501
        ("uk", "Кредит до 500 тис. грн.", "Кредит до п'ятисот тисяч гривень."),
        ("uk", "Інфляція на рівні 12%.", "Інфляція на рівні дванадцяти відсотків."),
    ],
)  # fmt: skip
def test_a_count_with_a_unit_or_scale_after_a_preposition_is_in_the_genitive(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "Pakiet z 20 GB internetu.", "z dwadzieścia gigabajtów"),  # "with", not "out of"
        ("pl", "Rata kredytu w wysokości 1 287,40 zł.", "tysiąc dwieście osiemdziesiąt siedem"),
    ],
)  # fmt: skip
def test_with_and_a_statement_amount_keep_the_nominative(lang, text, spoken):
    assert spoken in normalize(text, lang).text


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Otevřeno mezi 13 hodinami a 15 hodinami.", "Otevřeno mezi třinácti hodinami a patnácti hodinami."),  # noqa: E501
        ("Otevřeno mezi 13 a 15 hodinami.", "Otevřeno mezi třinácti a patnácti hodinami."),
        ("Trasa od 5 do 10 km.", "Trasa od pěti do deseti kilometrů."),
        ("Sleva do 20 % na vše.", "Sleva do dvaceti procent na vše."),
        ("Před 5 lety jsme začali.", "Před pěti lety jsme začali."),
        ("Po 2 hodinách se vrátil.", "Po dvou hodinách se vrátil."),
        ("Cena od 1 500 Kč.", "Cena od tisíce pěti set korun."),
        ("Zásilka dorazí mezi 8 a 12 hodinou.", "Zásilka dorazí mezi osmou a dvanáctou hodinou."),
        ("Za 2 hodiny přijedeme.", "Za dvě hodiny přijedeme."),  # accusative: as before
        ("Od 2020 do 2024 rostla.", "Od dva tisíce dvacet do dva tisíce dvacet čtyři rostla."),
    ],
)  # fmt: skip
def test_a_czech_count_is_in_the_case_its_preposition_governs(text, spoken):
    assert normalize(text, "cs").text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Начало в 19.30.", "Начало в девятнадцать тридцать."),
        ("ru", "Завтра в 19:30–21:00 работы.", "Завтра с девятнадцати тридцать до двадцати одного работы."),  # noqa: E501
        ("uk", "Початок о 17.00.", "Початок о сімнадцятій."),
        ("uk", "Вебінар о 17:00–18:30.", "Вебінар з сімнадцятої до вісімнадцятої тридцять."),
        ("pl", "Spotkanie o 17.00 w sali 2.", "Spotkanie o siedemnastej w sali dwa."),
        ("cs", "Sraz v 17.30 u vchodu.", "Sraz v sedmnáct třicet u vchodu."),
        ("uk", "Отримайте посилку до 05.07 включно.", "Отримайте посилку до п'ятого липня включно."),  # noqa: E501
        ("ru", "Цена выросла в 2.50 раза.", "Цена выросла в две целых пятьдесят сотых раза."),
    ],
)  # fmt: skip
def test_a_clock_time_after_at_is_read_as_a_time(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "Maks. 3 osoby w pokoju.", "Maksymalnie trzy osoby w pokoju."),
        ("pl", "Zapraszamy do gab. 12.", "Zapraszamy do gabinetu dwanaście."),
        ("pl", "Wizyta u dr hab. n. med. Jana Nowaka.", "Wizyta u doktora habilitowanego nauk medycznych Jana Nowaka."),  # noqa: E501
        ("ru", "Поверните на 35-м км трассы.", "Поверните на тридцать пятом километре трассы."),
        ("ru", "Скорость 100 км/ч.", "Скорость сто километров в час."),
        ("uk", "На 12-му км траси ремонт.", "На дванадцятому кілометрі траси ремонт."),
        ("uk", "Дорога займе 2 год 30 хв.", "Дорога займе дві години тридцять хвилин."),
        ("cs", "Volejte na tel. 603 123 456.", "Volejte na telefon"),
        ("cs", "Za 2 hod. přijedeme.", "Za dvě hodiny přijedeme."),
        ("cs", "Rozpočet 5 mld. Kč.", "Rozpočet pět miliard korun."),
        ("pl", "Rezerwacja nr ABX72K.", "Rezerwacja numer A B X siedem dwa K."),
        ("pl", "Zamówienie nr 58213 zostało wysłane.", "Zamówienie numer pięćdziesiąt osiem tysięcy"),  # noqa: E501
        ("pl", "Karta zakończona na 4821.", "Karta zakończona na cztery osiem dwa jeden."),
    ],
)  # fmt: skip
def test_an_abbreviation_or_code_is_read_as_a_native_says_it(lang, text, spoken):
    assert normalize(text, lang).text.startswith(spoken)


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "Biuro jest na II piętrze.", "Biuro jest na drugim piętrze."),
        ("pl", "II piętro, pokój 5.", "Drugie piętro, pokój pięć."),
        ("pl", "Po II wojnie światowej.", "Po drugiej wojnie światowej."),
        ("pl", "Biuro na 2 piętrze.", "Biuro na drugim piętrze."),
        ("ru", "Во II квартале выручка выросла.", "Во втором квартале выручка выросла."),
        ("ru", "Кабинет 12, 3 этаж. Дом в 3 этажа.", "Кабинет двенадцать, третий этаж. Дом в три этажа."),  # noqa: E501
        ("uk", "Офіс на II поверсі.", "Офіс на другому поверсі."),
        ("uk", "Потяг прибуде на 2-гу колію.", "Потяг прибуде на другу колію."),
        ("cs", "Ordinace ve 2. patře, vchod z 1. patra.", "Ordinace ve druhém patře, vchod z prvního patra."),  # noqa: E501
        ("cs", "Jsme ve 3. ročníku.", "Jsme ve třetím ročníku."),
        ("pl", "Henryk II był królem.", "Henryk Drugi był królem."),
    ],
)  # fmt: skip
def test_an_ordinal_takes_the_gender_and_case_of_its_noun(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Termín 15. 11. v 10:00.", "Termín patnáctého listopadu v deset hodin."),
        ("Doručíme do 3. 12.", "Doručíme do třetího prosince."),
        ("Otevřeno od 1.12. do 24.12.", "Otevřeno od prvního prosince do dvacátého čtvrtého prosince."),  # noqa: E501
        ("Splatnost 15. 11. 2025.", "Splatnost patnáctého listopadu dva tisíce dvacet pět."),
    ],
)  # fmt: skip
def test_a_czech_date_without_a_year_is_read_as_a_date(text, spoken):
    assert normalize(text, "cs").text == spoken


CHECKED = [
    json.loads(line)
    for line in (Path(__file__).parent / "readings" / "slavic-2026-12-05.jsonl")
    .read_text(encoding="utf-8")
    .splitlines()
]


@pytest.mark.parametrize("item", CHECKED, ids=lambda item: f"{item['lang']}-{item['text'][:40]}")
def test_a_new_slavic_sentence_is_read_as_judged_right(item):
    assert normalize(item["text"], item["lang"]).text == item["reads"]


def test_a_polish_ordinal_before_a_listed_locative_in_e_takes_its_gender():
    spoken = normalize("Uczeń w 3. klasie, na 2. etapie.", "pl").text
    assert spoken == "Uczeń w trzeciej klasie, na drugim etapie."


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Otevírací doba: po–pá 8:00–17:00.", "Otevírací doba: od pondělí do pátku od osmi do sedmnácti."),  # noqa: E501
        ("Kurýr dorazí mezi 10:00 a 12:00.", "Kurýr dorazí mezi desátou a dvanáctou."),
        ("Otevřeno od 9 do 17.", "Otevřeno od devíti do sedmnácti."),
        ("Od 8:30 do 12:00.", "Od osmi třiceti do dvanácti."),
    ],
)  # fmt: skip
def test_a_czech_span_of_clock_hours_is_in_the_genitive_or_between_ordinals(text, spoken):
    assert normalize(text, "cs").text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "Wizyta w gab. nr 7.", "Wizyta w gabinecie numer siedem."),
        ("pl", "Spóźnienie ok. 1,5 godz.", "Spóźnienie około jeden przecinek pięć godziny."),
        ("ru", "Запись к д-ру Петрову.", "Запись к доктору Петрову."),
    ],
)  # fmt: skip
def test_an_abbreviation_takes_the_form_its_neighbours_ask(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("uk", "Прийом о 9 год. у каб. 5.", "Прийом о дев'ятій годині у кабінеті п'ять."),
        ("uk", "Працюємо з 9 до 18 год.", "Працюємо з дев'ятої до вісімнадцятої години."),
        ("uk", "Доставка протягом 2 год.", "Доставка протягом двох годин."),
        ("uk", "Поверніть праворуч на вул. Шевченка.", "Поверніть праворуч на вулицю Шевченка."),
        ("uk", "Офіс на вул. Шевченка, 5.", "Офіс на вулиці Шевченка, п'ять."),
        ("ru", "Поверните на ул. Ленина. Офис на ул. Ленина.", "Поверните на улицу Ленина. Офис на улице Ленина."),  # noqa: E501
        ("cs", "Vyzvednutí je možné od 2. do 5. 12.", "Vyzvednutí je možné od druhého do pátého prosince."),  # noqa: E501
    ],
)  # fmt: skip
def test_a_word_after_a_preposition_takes_the_case_it_governs(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "Karta ważna do 09/26.", "Karta ważna do września dwa tysiące dwudziestego szóstego roku."),  # noqa: E501
        ("pl", "Promocja trwa do 12.2025.", "Promocja trwa do grudnia dwa tysiące dwudziestego piątego roku."),  # noqa: E501
        ("ru", "Карта действует до 09/26.", "Карта действует до сентября две тысячи двадцать шестого года."),  # noqa: E501
        ("uk", "Картка дійсна до 09/26.", "Картка дійсна до вересня дві тисячі двадцять шостого року."),  # noqa: E501
        ("cs", "Karta platí do 09/26.", "Karta platí do září dva tisíce dvacet šest."),
    ],
)  # fmt: skip
def test_a_month_and_year_without_a_day_is_read_as_a_date(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "W magazynie zostało tylko 3 szt.", "W magazynie zostało tylko trzy sztuki."),
        ("pl", "Limit do 5 szt.", "Limit do pięciu sztuk."),
        ("pl", "Cena 19,99 zł/szt.", "Cena dziewiętnaście złotych dziewięćdziesiąt dziewięć groszy za sztukę."),  # noqa: E501
        ("cs", "Vítr 5–7 m/s.", "Vítr pět až sedm metrů za sekundu."),
        ("pl", "Wiatr 10 m/s.", "Wiatr dziesięć metrów na sekundę."),
    ],
)  # fmt: skip
def test_a_counted_piece_and_a_wind_speed_are_said_in_words(lang, text, spoken):
    assert normalize(text, lang).text == spoken
