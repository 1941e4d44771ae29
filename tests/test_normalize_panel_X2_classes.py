"""The classes panel X2 heard wrong or unnatural in pl ru uk bg cs sk (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-X2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # digits glued to a code's letters keep their leading zero
        ("pl", "Odbiór w automacie WRO07K.", "Odbiór w automacie WRO zero siedem K."),
        ("ru", "Ячейка Б05 свободна.", "Ячейка Б ноль пять свободна."),
        # bg "ч" after a count is the hour; a masculine noun takes "един"
        ("bg", "Пътят отнема 1 ч и 10 мин.", "Пътят отнема един час и десет минути."),
        ("bg", "Чакахме 1 ден.", "Чакахме един ден."),
        # ru/uk "-й" before a feminine's oblique case
        ("ru", "Встречаемся у 3-й двери.", "Встречаемся у третьей двери."),
        ("ru", "Гол на 45-й минуте.", "Гол на сорок пятой минуте."),
        ("uk", "Вихід на 2-й платформі.", "Вихід на другій платформі."),
        # bg "-ата", "-ото": the ordinal with its article
        ("bg", "Това е 20-ото издание.", "Това е двайсетото издание."),
        ("bg", "Това е 5-ата година.", "Това е петата година."),
        # cs/sk an ordinal before a listed feminine's oblique case
        ("cs", "Gól padl ve 12. minutě.", "Gól padl ve dvanácté minutě."),
        ("cs", "Do 45. minuty vedli.", "Do čtyřicáté páté minuty vedli."),
        ("sk", "Gól padol v 12. minúte.", "Gól padol v dvanástej minúte."),
        ("sk", "Býva na 4. ulici.", "Býva na štvrtej ulici."),
        # cs/sk a flat's layout
        ("cs", "Prodám byt 4+kk.", "Prodám byt čtyři plus ká ká."),
        ("sk", "Predám byt 3+1.", "Predám byt tri plus jeden."),
        # cs "p. a.", ru "рт. ст."
        ("cs", "Výnos 3 % p. a.", "Výnos tři procenta ročně."),
        (
            "ru",
            "Давление 760 мм рт. ст.",
            "Давление семьсот шестьдесят миллиметров ртутного столба.",
        ),
        # sk "Kč": the Czech crown's Slovak name
        ("sk", "Lístok stojí 45 Kč.", "Lístok stojí štyridsaťpäť korún."),
        # pl "=" before an amount
        (
            "pl",
            "1 USD = 3,95 PLN",
            "jeden dolar równa się trzy złote dziewięćdziesiąt pięć groszy",
        ),
        # ru/uk a span of days ending "до"
        ("uk", "Знижки з 5 до 12 березня.", "Знижки з п'ятого до дванадцятого березня."),
        ("ru", "Скидки с 1 до 15 марта.", "Скидки с первого до пятнадцатого марта."),
        # ru/uk "пл." after a preposition
        ("uk", "Збір біля пл. Свободи.", "Збір біля площі Свободи."),
        ("ru", "Встреча на пл. Победы.", "Встреча на площади Победы."),
        # ru/uk the object of an impersonal passive, in the accusative
        ("ru", "Списано 1 500 руб.", "Списано тысячу пятьсот рублей."),
        ("uk", "Зараховано 1 100 грн.", "Зараховано тисячу сто гривень."),
        # ru "стр." after a house's number: строение
        (
            "ru",
            "Адрес: ул. Ленина, 12, стр. 4.",
            "Адрес: улица Ленина, двенадцать, строение четыре.",
        ),
    ],
)
def test_the_class_reads_right(lang: str, text: str, spoken: str) -> None:
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a number standing alone, or glued without a zero, stays a number
        ("pl", "Linia A12 jedzie.", "Linia A dwanaście jedzie."),
        ("pl", "Mam 05 sztuk.", "Mam pięć sztuk."),
        # a feminine's "-а" and a neuter's "-о" keep their forms
        ("bg", "1 минута", "една минута"),
        ("bg", "1 от тях", "едно от тях"),
        # "-й" before a masculine noun, a word that is no noun, or "и"
        ("ru", "Это 21-й век.", "Это двадцать первый век."),
        ("ru", "Он 5-й вне очереди.", "Он пятый вне очереди."),
        ("uk", "Це 78-й день.", "Це сімдесят восьмий день."),
        ("uk", "На 5-й і 6-й.", "На п'ятий і шостий."),
        # a masculine's or neuter's locative keeps its own form
        ("cs", "Bydlí v 5. patře.", "Bydlí v pátém patře."),
        ("sk", "Vypadli v 5. kole.", "Vypadli v piatom kole."),
        # "пл." with no preposition before it, "стр." of a page, "=" glued, "было" no passive
        ("uk", "пл. Ринок, 5", "площа Ринок, п'ять"),
        ("ru", "См. стр. 25.", "Смотри страницу двадцать пять."),  # a page (panel AQ2)
        ("pl", "x=5", "x=pięć"),
        ("uk", "Було 1 250 грн.", "Було одна тисяча двісті п'ятдесят гривень."),
        ("uk", "Поверніть на пл. Ринок.", "Поверніть на площу Ринок."),
        # a phone's plus, a sum with spaces
        (
            "cs",
            "Volejte +420 602 111 222.",
            "Volejte plus čtyři dva nula, šestset dva, sto jedenáct, dvěstě dvacet dva.",
        ),
    ],
)
def test_near_misses_stay(lang: str, text: str, spoken: str) -> None:
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "langs"),
    [
        # a clock time after "o": pl cs sk only
        ("Trasa 21,1 km, start o 9:30.", {"pl"}),
        # a flat's layout: cs sk only
        ("Byt 3+kk.", {"cs", "sk"}),
        # a Bulgarian mobile's number, which no Ukrainian number is
        ("Телефон: 0887 654 321.", {"bg"}),
        # "9-й": never Bulgarian's, and no Ukrainian letter
        ("Забил на 9-й минуте.", {"ru"}),
        # "хв" after a count: Ukrainian's minute
        ("Залишилось 10 хв.", {"uk"}),
    ],
)
def test_short_lines_are_told(text: str, langs: set[str]) -> None:
    assert {span.lang for span in detect(text)} <= langs


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Alle 9 o 10.", "it"),  # "o" between numbers, no clock time after it
        ("Телефонуйте: 044 123 45 67.", "uk"),  # Kyiv's number stays Ukrainian
        ("Обадете се на 0 800 123 456.", "bg"),
        ("Ремонт триватиме до 2-го кварталу 2026 р.", "uk"),  # "2-го" is Ukrainian's too
    ],
)
def test_near_misses_keep_their_language(text: str, lang: str) -> None:
    assert [span.lang for span in detect(text)] == [lang]
