"""Classes panel AM2 (2026-12-07: pl ru uk bg cs sk) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AM classes fixed (slv2)"): ru uk bg a span of years,
its first year an ordinal too; ru a bare date after a name in quotes, a short date after
"на"; ru a decimal in a list an imperative takes; pl "ok. godz."; cs "po dobu", sk "počas"
before a count."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. ru uk bg: a span of years, the first year an ordinal in the case of the second.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "С 2020 по 2023 год население города выросло на 15 тыс. человек.",
         "С две тысячи двадцатого по две тысячи двадцать третий год население города "
         "выросло на пятнадцать тысяч человек."),
        ("uk", "У 2022–2023 роках експорт зерна скоротився на 30%.",
         "У дві тисячі двадцять другому–дві тисячі двадцять третьому роках експорт зерна "
         "скоротився на тридцять відсотків."),
        ("bg", "През 2021–2023 г. износът е нараснал с 18%.",
         "През две хиляди двайсет и първа–две хиляди двайсет и трета година износът е "
         "нараснал с осемнайсет процента."),
        ("ru", "В 2020–2024 гг. объём вырос.",
         "В две тысячи двадцатом–две тысячи двадцать четвертом годах объём вырос."),
        ("ru", "За 2019–2021 гг. выручка выросла.",
         "За две тысячи девятнадцатый–две тысячи двадцать первый годы выручка выросла."),
        ("ru", "С 2010 до 2015 года цены росли.",
         "С две тысячи десятого до две тысячи пятнадцатого года цены росли."),
        ("uk", "Від 2015 до 2019 року.",
         "Від дві тисячі п'ятнадцятого до дві тисячі дев'ятнадцятого року."),
        ("bg", "През 2018–2020 г.", "През две хиляди осемнайсета–две хиляди двайсета година."),
    ],
)  # fmt: skip
def test_a_span_of_years_reads_both_as_ordinals(lang, text, said):
    assert reads(text, lang) == said


# 2. ru: a bare date after a name in quotes says when (genitive); "на" a date, accusative.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Карта *6821: покупка 1 299 ₽ в магазине «Пятёрочка» 15.03.2024 в 19:42. "
               "Доступно 8 450,10 ₽.",
         "Карта шестьдесят восемь двадцать один: покупка одна тысяча двести девяносто девять "
         "рублей в магазине «Пятёрочка» пятнадцатого марта две тысячи двадцать четвертого года "
         "в девятнадцать сорок два. Доступно восемь тысяч четыреста пятьдесят рублей десять "
         "копеек."),
        ("ru", "Списание в «Магните» 02.04.2024 в 10:15.",
         "Списание в «Магните» второго апреля две тысячи двадцать четвертого года в десять "
         "пятнадцать."),
        ("ru", "Напоминаем о записи к врачу на 12.11 в 16:30, кабинет 214.",
         "Напоминаем о записи к врачу на двенадцатое ноября в шестнадцать тридцать, кабинет "
         "двести четырнадцать."),
        ("ru", "Билеты на 05.06 ещё есть.", "Билеты на пятое июня ещё есть."),
        ("uk", "Запис на 14.10 о 9:00.", "Запис на чотирнадцяте жовтня о дев'ятій."),
    ],
)  # fmt: skip
def test_a_ru_date_takes_its_case(lang, text, said):
    assert reads(text, lang) == said


# 3. ru: a decimal in a list of counts an imperative takes, its object (accusative).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Возьмите 200 г сахара, 3 яйца и 1,5 стакана муки.",
         "Возьмите двести грамм сахара, три яйца и одну целую пять десятых стакана муки."),
        ("Добавьте 2 ложки соли, 300 мл воды и 1,2 кг муки.",
         "Добавьте две ложки соли, триста миллилитров воды и одну целую две десятых "
         "килограмма муки."),
        ("Купите 5 яблок, 2 лимона и 1,5 л молока.",
         "Купите пять яблок, два лимона и одну целую пять десятых литра молока."),
    ],
)  # fmt: skip
def test_a_decimal_an_imperative_takes_in_a_list(text, said):
    assert reads(text, "ru") == said


def test_a_comma_before_another_clause_ends_the_object():
    said = "Поверните направо, затем держитесь левее одна целая пять десятых километра."
    assert reads("Поверните направо, затем держитесь левее 1,5 км.", "ru") == said


# 4. pl: "ok. godz." -> "około godziny" and the hour in the genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Wypłata 500 zł z bankomatu ok. godz. 18:20.",
         "Wypłata pięćset złotych z bankomatu około godziny osiemnastej dwadzieścia."),
        ("Spotkanie około godz. 18:20.", "Spotkanie około godziny osiemnastej dwadzieścia."),
        ("Dostawa ok. godz. 9:45 rano.",
         "Dostawa około godziny dziewiątej czterdzieści pięć rano."),
    ],
)  # fmt: skip
def test_pl_about_an_hour(text, said):
    assert reads(text, "pl") == said


# 5. cs "po dobu", sk "počas": the count in the genitive.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("cs", "Užívejte 1 tabletu 3× denně po dobu 5 dnů.",
         "Užívejte jednu tabletu třikrát denně po dobu pěti dnů."),
        ("cs", "Lék berte po dobu 10 dnů.", "Lék berte po dobu deseti dnů."),
        ("cs", "Po dobu 3 týdnů nepijte alkohol.", "Po dobu tří týdnů nepijte alkohol."),
        ("sk", "Užívajte 2 tablety 2× denne počas 7 dní.",
         "Užívajte dve tablety dvakrát denne počas siedmich dní."),
        ("sk", "Liek užívajte počas 10 dní.", "Liek užívajte počas desiatich dní."),
        ("sk", "Počas 3 hodín pršalo.", "Počas troch hodín pršalo."),
    ],
)  # fmt: skip
def test_cs_sk_a_count_after_a_genitive_preposition(lang, text, said):
    assert reads(text, lang) == said
