"""The classes a fresh panel AG2 (issue 31, 2026-12-06; pl ru uk bg cs sk) heard read
wrong or unnaturally with the language given: cs sk an academic title before a man's name
in -a in the genitive ("u MUDr. Svobody"), ru uk a day of the month before "числа", uk
"за тел.", pl "godz." after a date with "do"/"od", bg a clock time with a comma before
"ч.", uk an outage queue "Черга 1.2", cs sk the price's ",-", uk ru "куб. м.", bg "км"
before a road's kilometre, cs sk "PL"/"ČL" in recipes. New sentences, beyond the panel's
own (tests/readings/panel-2026-12-06-AG2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # cs sk: a man's surname in -a declined: "Svobody" (gen.), "Svobodu" (acc.)
        (
            "cs",
            "Ordinace MUDr. Kučery je dnes zavřená.",
            "Ordinace doktora Kučery je dnes zavřená.",
        ),
        ("cs", "Objednal jsem se k MUDr. Skálovi.", "Objednal jsem se k doktorovi Skálovi."),
        ("cs", "Zítra máte termín u Ing. Procházky.", "Zítra máte termín u inženýra Procházky."),
        ("cs", "MUDr. Svoboda ordinuje v pondělí.", "Doktor Svoboda ordinuje v pondělí."),
        # ru uk: the day of the month before "числа" is an ordinal in the genitive
        ("uk", "Пенсію виплатять 12 числа.", "Пенсію виплатять дванадцятого числа."),
        ("uk", "Оплатіть рахунок до 20 числа.", "Оплатіть рахунок до двадцятого числа."),
        ("ru", "Зарплату перечислят 10 числа.", "Зарплату перечислят десятого числа."),
        ("ru", "Показания передайте до 25 числа.", "Показания передайте до двадцать пятого числа."),
        ("ru", "Введите 2 числа через пробел.", "Введите два числа через пробел."),
        # uk "за тел." (by phone): the instrumental
        ("uk", "Довідки за тел. 205.", "Довідки за телефоном двісті п'ять."),
        ("uk", "Замовлення приймаємо за тел. 102.", "Замовлення приймаємо за телефоном сто два."),
        # pl: "godz." after a date that "do"/"od" governs, in the genitive too
        (
            "pl",
            "Zgłoszenia przyjmujemy do 30.09 godz. 15:00.",
            "Zgłoszenia przyjmujemy do trzydziestego września godziny piętnastej.",
        ),
        (
            "pl",
            "Promocja trwa do 5 maja godz. 23:59.",
            "Promocja trwa do piątego maja godziny dwudziestej trzeciej pięćdziesiąt dziewięć.",
        ),
        # bg: a clock time written with a comma before "ч."
        (
            "bg",
            "Автобусът тръгва в 8,30 ч. от автогарата.",
            "Автобусът тръгва в осем и трийсет часа от автогарата.",
        ),
        (
            "bg",
            "Срещата започва в 17,45 ч.",
            "Срещата започва в седемнайсет и четиресет и пет часа.",
        ),
        ("bg", "Пътуването трае 2,5 ч.", "Пътуването трае две цяло и пет часа."),
        # uk: an outage queue "1.2" (a queue and its sub-queue), not a decimal
        (
            "uk",
            "Підчерга 3.1 — без світла до 18:00.",
            "Підчерга три крапка один — без світла до вісімнадцятої.",
        ),
        ("uk", "У черзі 2.2 світло вимкнуть.", "У черзі два крапка два світло вимкнуть."),
        # cs sk: the price's ",-" (no hellers or cents) is not read
        ("cs", "Vstupné: 120,- Kč.", "Vstupné: sto dvacet korun."),
        ("cs", "Cena 1 299,- Kč za kus.", "Cena tisíc dvěstě devadesát devět korun za kus."),
        ("sk", "Cena: 45,- €.", "Cena: štyridsaťpäť eur."),
        # uk ru: "куб. м." the cubic metre
        ("uk", "Вода коштує 30 грн за куб. м.", "Вода коштує тридцять гривень за кубометр."),
        ("ru", "Цена 40 руб. за куб. м.", "Цена сорок рублей за кубометр."),
        # bg: "км" before a number is the road's kilometre
        ("bg", "Ремонт на пътя при км 112.", "Ремонт на пътя при километър сто и дванайсет."),
        (
            "bg",
            "Катастрофа на км 23 на АМ „Хемус“.",
            "Катастрофа на километър двайсет и три на автомагистрала „Хемус“.",
        ),
        ("bg", "Разстоянието е 45 км.", "Разстоянието е четиресет и пет километра."),
        # sk cs: the recipe's spoons
        ("sk", "Pridajte 3 PL cukru.", "Pridajte tri polievkové lyžice cukru."),
        ("sk", "Osoľte 1 ČL soli.", "Osoľte jednu čajovú lyžičku soli."),
        ("sk", "Vmiešajte 1 PL masla.", "Vmiešajte jednu polievkovú lyžicu masla."),
        ("sk", "Pridajte 5 PL vody.", "Pridajte päť polievkových lyžíc vody."),
        ("cs", "Přidejte 2 PL oleje.", "Přidejte dvě polévkové lžíce oleje."),
        ("cs", "Přidejte 1 ČL soli.", "Přidejte jednu čajovou lžičku soli."),
    ],
)
def test_class(lang, text, spoken):
    assert reads(lang, text) == spoken
