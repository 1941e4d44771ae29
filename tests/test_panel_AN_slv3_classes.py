"""Classes panel AN2 (2026-12-07: pl ru uk bg cs sk) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AN classes fixed (slv3)"): a reference "NN-NNN"
after "number" and its noun read as a span; pl "Nr rej." and plates, ru uk "р/д", "капс.";
a knockout round "1/8 финала"; bg a span after a preposition before minutes."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. A reference number after "number" and the noun it numbers: a code, never a span.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("bg", "Операторът ще отговори до 5 минути. Номер на запитването: 30-812.",
         "Операторът ще отговори до пет минути. Номер на запитването: трийсет, осемстотин "
         "и дванайсет."),
        ("cs", "Operátor odpoví do 4 minut. Číslo požadavku 51-902.",
         "Operátor odpoví do čtyř minut. Číslo požadavku padesát jedna, devětset dva."),
        ("sk", "Operátor odpovie do 3 minút. Číslo požiadavky 72-315.",
         "Operátor odpovie do troch minút. Číslo požiadavky sedemdesiatdva, tristopätnásť."),
        ("ru", "Номер обращения 44-718 зарегистрирован.",
         "Номер обращения сорок четыре, семьсот восемнадцать зарегистрирован."),
        ("pl", "Numer wniosku 18-204 został przyjęty.",
         "Numer wniosku osiemnaście, dwieście cztery został przyjęty."),
        ("cs", "Číslo jednací 12-345.", "Číslo jednací dvanáct, třista čtyřicet pět."),
    ],
)  # fmt: skip
def test_a_reference_after_number_is_a_code(lang, text, said):
    assert reads(text, lang) == said


def test_a_span_of_pages_stays_a_span():
    assert reads("Strany 10-20.", "cs") == "Strany deset až dvacet."


# 2. pl "Nr rej." and a plate; ru uk "р/д", "капс."
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "Kierowca będzie za ok. 4 min. Nr rej. WA 12345.",
         "Kierowca będzie za około czterech minut. Numer rejestracyjny W A jeden dwa trzy "
         "cztery pięć."),
        ("pl", "Samochód o numerze rejestracyjnym KR 54321 stoi przed domem.",
         "Samochód o numerze rejestracyjnym K R pięć cztery trzy dwa jeden stoi przed domem."),
        ("uk", "Водій прибуде за 4 хв. Сірий Skoda Octavia, AA 1234 BC.",
         "Водій прибуде за чотири хвилини. Сірий Skoda Octavia, A A один два три чотири B C."),
        ("ru", "Такси: белый Kia, AM 2345 KX.", "Такси: белый Kia, A M два три четыре пять K X."),
        ("ru", "Ибупрофен 200 мг по 1 табл. 2 р/д после еды.",
         "Ибупрофен двести миллиграмм по одной таблетке два раза в день после еды."),
        ("uk", "Амоксицилін 500 мг по 1 капс. 3 р/д.",
         "Амоксицилін п'ятсот міліграмів по одній капсулі три рази на день."),
        ("uk", "Приймати по 2 капс. 1 р/д.", "Приймати по дві капсули один раз на день."),
        ("ru", "Принимать по 1 капс. 5 р/д.", "Принимать по одной капсуле пять раз в день."),
        ("pl", "Mam 3 GB 12345 plików.", "Mam trzy gigabajty dwanaście tysięcy trzysta "
         "czterdzieści pięć plików."),
    ],
)  # fmt: skip
def test_abbreviations_and_plates(lang, text, said):
    assert reads(text, lang) == said


# 3. A knockout round.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Медведев выиграл 7:6, 6:4 и вышел в 1/8 финала.",
         "Медведев выиграл семь — шесть, шесть — четыре и вышел в одну восьмую финала."),
        ("bg", "Григор Димитров спечели с 6:4, 7:5 и се класира за 1/4-финалите.",
         "Григор Димитров спечели с шест на четири, седем на пет и се класира за "
         "четвъртфиналите."),
        ("ru", "Матч 1/16 финала состоится в среду.",
         "Матч одной шестнадцатой финала состоится в среду."),
        ("uk", "Команда вийшла в 1/8 фіналу.", "Команда вийшла в одну восьму фіналу."),
        ("bg", "Отборът стигна до 1/8-финалите.", "Отборът стигна до осминафиналите."),
        ("ru", "Добавьте 1/4 стакана воды.", "Добавьте четверть стакана воды."),
    ],
)  # fmt: skip
def test_a_knockout_round(lang, text, said):
    assert reads(text, lang) == said


# 4. bg a span of minutes after a preposition of duration.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("bg", "Печете на 180°C за 30–35 мин.",
         "Печете на сто и осемдесет градуса Целзий за трийсет до трийсет и пет минути."),
        ("bg", "Ще пристигне след 20-25 минути.",
         "Ще пристигне след двайсет до двайсет и пет минути."),
        ("bg", "Доставка за 2-3 дни.", "Доставка за два-три дни."),
    ],
)  # fmt: skip
def test_a_span_after_a_preposition_of_duration(lang, text, said):
    assert reads(text, lang) == said
