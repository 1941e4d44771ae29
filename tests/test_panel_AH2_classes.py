"""Classes panel AH2 (2026-12-06: pl ru uk bg cs sk) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AH2"): a count before a noun in the instrumental,
pl "w promieniu 30 km" and cs "do 17:00" in the genitive, cs sk "3. a 4. října", ru uk bg
"куб. м", bg "15-ия км" and "ч.ч.", cs sk a short day before one clock time, slashed
references and a plus after a count ("800+")."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. A count before a plural noun in the instrumental is in the instrumental too.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Senat poparł projekt 57 głosami.", "pl", "pięćdziesięcioma siedmioma głosami"),
        ("Wniosek odrzucono 12 głosami.", "pl", "dwunastoma głosami"),
        ("Rada przyjęła uchwałę 15 głosami.", "pl", "piętnastoma głosami"),
        ("Поправку поддержали 226 голосами.", "ru", "двумястами двадцатью шестью голосами"),
        ("Встреча с 5 друзьями в кафе.", "ru", "с пятью друзьями"),
        ("Рішення ухвалили 238 голосами.", "uk", "двомастами тридцятьма вісьма голосами"),
        ("Поїздка з 3 дітьми до моря.", "uk", "з трьома дітьми"),
        ("Návrh prošel 98 hlasy.", "cs", "devadesáti osmi hlasy"),
        ("Tým zvítězil 15 body.", "cs", "patnácti body"),
        ("Návrh prešiel 90 hlasmi.", "sk", "deväťdesiatimi hlasmi"),
        ("Parlament ho prijal 82 hlasmi.", "sk", "osemdesiatimi dvoma hlasmi"),
    ],
)
def test_a_count_before_an_instrumental_noun_is_in_the_instrumental(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Dostal 3 hlasy.", "cs", "tři hlasy"),  # a nominative
        ("Zamówienie nr 12 głosami", "pl", "dwanaście"),  # after a number sign
        ("Wygrał 21 głosami.", "pl", "dwadzieścia jeden"),  # a count ending in one
    ],
)
def test_near_misses_of_the_instrumental_stay(text, lang, said):
    assert said in reads(text, lang)


# 2. pl a stretch's measure and cs a clock time after a preposition of the genitive.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Bieg na dystansie 10 km.", "pl", "na dystansie dziesięciu kilometrów"),
        ("Ulewa w promieniu 30 km od miasta.", "pl", "w promieniu trzydziestu kilometrów"),
        ("Rura pękła na długości 150 m.", "pl", "na długości stu pięćdziesięciu metrów"),
        ("Přijďte do 9:00.", "cs", "do devíti hodin"),
        ("Kancelář je otevřená od 13:00.", "cs", "od třinácti hodin"),
        ("Obchod má otevřeno do 20:00.", "cs", "do dvaceti hodin"),
    ],
)
def test_a_genitive_after_its_preposition(text, lang, said):
    assert said in reads(text, lang)


def test_a_span_of_hours_stays_the_range_rules():
    assert reads("Otevřeno od 8:00 do 17:00.", "cs") == "Otevřeno od osmi do sedmnácti."


# 3. cs sk two days of one month joined by "a", "nebo": both in the genitive.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Zavřeno 24. a 26. prosince.", "cs", "dvacátého čtvrtého a dvacátého šestého prosince"),
        ("Koncert bude 5. nebo 6. května.", "cs", "pátého nebo šestého května"),
        ("Voľby budú 14. a 15. marca.", "sk", "štrnásteho a pätnásteho marca"),
    ],
)
def test_two_days_of_one_month_are_both_genitive(text, lang, said):
    assert said in reads(text, lang)


# 4. Units and recipe measures written short: "куб. м", bg "15-ия км", "ч.ч.".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Расход газа: 120 куб. м в месяц.", "ru", "сто двадцать кубометров в месяц"),
        ("Использовано 2 куб. м", "ru", "два кубометра"),
        ("Спожито 15 куб. м", "uk", "п'ятнадцять кубометрів"),
        ("Изразходвани 25 куб. м вода.", "bg", "кубически метра вода"),
        ("Катастрофа на 42-рия км на пътя.", "bg", "втория километър на пътя"),
        ("Ремонт при 7-ми км.", "bg", "седми километър"),
        ("Сложете 3 ч.ч. брашно.", "bg", "три чаени чаши брашно"),
    ],
)
def test_short_units_are_said(text, lang, said):
    assert said in reads(text, lang)


# 5. cs sk a short day before one clock time: "on that day".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Schůzka čt 9:15 v kanceláři.", "cs", "ve čtvrtek devět patnáct"),
        ("Kontrola: po 8:00", "cs", "v pondělí osm hodin"),
        ("Stretnutie pia 8:30.", "sk", "v piatok osem tridsať"),
        ("Porada str 14:00", "sk", "v stredu štrnásť hodín"),
    ],
)
def test_a_short_day_before_a_time(text, lang, said):
    assert said in reads(text, lang)


def test_a_page_is_no_wednesday():
    assert reads("Na str. 12 je tabuľka.", "sk") == "Na strane dvanásť je tabuľka."


# 6. Slashed references: the slash said, the parts not run together.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Numer sprawy: 2025/04/0912.", "pl", "dwadzieścia pięć łamane przez cztery łamane przez"),
        ("Номер обращения: 2025/04/0912", "ru", "двадцать пять дробь четыре дробь"),
        ("Číslo jednací: 2026/03/1187", "cs", "dvacet šest lomeno tři lomeno"),
        ("Sprawa nr 0017/2026", "pl", "siedem łamane przez dwa tysiące"),
        ("Заявка 2024/03/7781 прийнята.", "uk", "двадцять чотири дріб три дріб"),
    ],
)
def test_a_slashed_reference_says_its_slashes(text, lang, said):
    assert said in reads(text, lang)


# 7. A plus after a count: a programme's or an age's name.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Program Rodzina 500+ działa od lat.", "pl", "pięćset plus działa"),
        ("Фильм 18+ в кинотеатре.", "ru", "восемнадцать плюс"),
        ("Фільм для глядачів 16+.", "uk", "шістнадцять плюс."),
        ("Kurz pro 50+ seniory", "cs", "padesát plus seniory"),
    ],
)
def test_a_plus_after_a_count_is_said(text, lang, said):
    assert said in reads(text, lang)


def test_a_flat_layout_and_a_sum_stay():
    assert reads("Byt 3+1", "cs") == "Byt tři plus jedna"
