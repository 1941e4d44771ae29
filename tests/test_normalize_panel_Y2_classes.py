"""The classes a fresh panel (Y2) heard unnatural or wrong in pl ru uk bg cs sk (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Y2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a signed count after a preposition governing the genitive: the count in the
        # genitive after "minus"
        ("pl", "W górach mróz do -8 stopni.", "W górach mróz do minus ośmiu stopni."),
        (
            "pl",
            "W nocy od -5 do -10 stopni.",
            "W nocy od minus pięciu do minus dziesięciu stopni.",
        ),
        ("ru", "Морозы до -25 градусов.", "Морозы до минус двадцати пяти градусов."),
        ("uk", "Морози до -20 градусів.", "Морози до мінус двадцяти градусів."),
        ("uk", "Від -4 до 3 градусів.", "Від мінус чотирьох до трьох градусів."),
        # near misses: no sign, or no preposition
        ("pl", "Do 8 stopni w dzień.", "Do ośmiu stopni w dzień."),
        ("ru", "Температура -5 градусов.", "Температура минус пять градусов."),
    ],
)
def test_a_signed_count_after_a_genitive_preposition_is_in_the_genitive(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # bg: a span's first count agrees with the noun after the second
        ("От -1 до 5°C през нощта.", "От минус един до пет градуса Целзий през нощта."),
        ("От 2 до 4 часа.", "От два до четири часа."),
        ("Пътят е 2–5 км.", "Пътят е от два до пет километра."),
        ("Трае от 1 до 3 ч.", "Трае от един до три часа."),
        # near misses: a feminine noun keeps "две"; a span with no noun stays as counted
        ("От 2 до 4 седмици.", "От две до четири седмици."),
        ("Страници 2 до 5.", "Страници две до пет."),
    ],
)
def test_bg_a_spans_first_count_agrees_with_its_noun(text, spoken):
    assert reads("bg", text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a date right after a clock time says the time's day: the genitive
        ("ru", "Звонок в 10:30 3 апреля.", "Звонок в десять тридцать третьего апреля."),
        ("uk", "Дзвінок о 9:00 5 травня.", "Дзвінок о дев'ятій п'ятого травня."),
        # near misses: after "на" alone the date is what is moved to, the accusative
        ("ru", "Перенесли на 3 апреля.", "Перенесли на третье апреля."),
        ("uk", "Перенесли на 5 травня.", "Перенесли на п'яте травня."),
    ],
)
def test_a_date_after_a_clock_time_is_in_the_genitive(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # the object of a verb of amount, in the accusative
        (
            "Выручка превысила 1,4 млрд рублей.",
            "Выручка превысила одну целую четыре десятых миллиарда рублей.",
        ),
        (
            "Сумма составила 31,5 тыс. рублей.",
            "Сумма составила тридцать одну целую пять десятых тысячи рублей.",
        ),
        # near misses: "достигнуть" takes the genitive, and no verb no object
        ("Рост достиг 1,3%.", "Рост достиг одна целая три десятых процента."),
        ("Рост 1,3%.", "Рост одна целая три десятых процента."),
        ("Рост составил 2,5%.", "Рост составил две целых пять десятых процента."),
    ],
)
def test_ru_a_decimal_a_verb_of_amount_takes_is_in_the_accusative(text, spoken):
    assert reads("ru", text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Opłata w wys. 50 zł.", "Opłata w wysokości pięćdziesięciu złotych."),
        ("W wys. 20 zł.", "W wysokości dwudziestu złotych."),
        # near miss: "wys." alone is a height, not "w wysokości"
        ("Szczyt ma wys. 2 m.", "Szczyt ma wys. dwa metry."),
    ],
)
def test_pl_w_wys_is_w_wysokosci(text, spoken):
    assert reads("pl", text) == spoken


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # uk writes "год" for hours after any count; ru only after a year or a count in one
        ("Дорога займе 4 год.", "uk"),
        ("Маршрут 3 км, 2 год.", "uk"),
        ("Поромом 12 год.", "uk"),
        # near misses: ru "год" after a year or a count ending in one
        ("Итоги за 2025 год.", "ru"),
        ("Ему исполнился 21 год.", "ru"),
    ],
)
def test_uk_god_after_a_count_tells_ukrainian(text, lang):
    assert {span.lang for span in detect(text)} == {lang}
