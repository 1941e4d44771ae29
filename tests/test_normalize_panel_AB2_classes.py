"""The classes a fresh panel (AB2) heard unnatural or wrong in pl ru uk bg cs sk (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AB2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # the unit of a pressure written with a space, or as ru uk write it
        (
            "pl",
            "Pomiar: ciśnienie 135/90 mm Hg.",
            "Pomiar: ciśnienie sto trzydzieści pięć na dziewięćdziesiąt milimetrów słupa rtęci.",
        ),
        (
            "ru",
            "АД 140/90 мм рт.ст. у пациента.",
            "АД сто сорок на девяносто миллиметров ртутного столба у пациента.",
        ),
        (
            "uk",
            "Тиск 110/70 мм рт. ст. у нормі.",
            "Тиск сто десять на сімдесят міліметрів ртутного стовпа у нормі.",
        ),
        (
            "cs",
            "Naměřený tlak 130/85 mm Hg je v pořádku.",
            "Naměřený tlak sto třicet na osmdesát pět milimetrů rtuťového sloupce je v pořádku.",
        ),
        # a count per minute
        ("pl", "Tętno 64/min w spoczynku.", "Tętno sześćdziesiąt cztery na minutę w spoczynku."),
        ("cs", "Tep 88/min po námaze.", "Tep osmdesát osm za minutu po námaze."),
        # near miss: millimetres with no mercury
        ("pl", "Śruba ma 120 mm długości.", "Śruba ma sto dwadzieścia milimetrów długości."),
    ],
)
def test_a_pressure_unit_and_a_rate_per_minute_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Заказано 5 шт. товара.", "Заказано пять штук товара."),
        ("uk", "Залишилась 1 шт. на складі.", "Залишилась одна штука на складі."),
        ("bg", "Купих 2 бр. батерии.", "Купих два броя батерии."),
        ("cs", "Skladem máme 5 ks.", "Skladem máme pět kusů."),
        ("sk", "Na sklade sú 3 ks tovaru.", "Na sklade sú tri kusy tovaru."),
        # near miss: "ks" with no count before it
        ("cs", "Cena za ks je nízká.", "Cena za ks je nízká."),
    ],
)
def test_pieces_after_a_count_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("cs", "PSČ: 602 00 Brno.", "PSČ: šestset dva, nula nula Brno."),
        (
            "sk",
            "PSČ 974 01 Banská Bystrica.",
            "PSČ deväťstosedemdesiatštyri, nula jeden Banská Bystrica.",
        ),
        # near miss: a currency's sign after the groups is no town
        ("cs", "Cena je 250 00 Kč.", "Cena je dvěstě padesát nula korun."),
    ],
)
def test_a_postcode_keeps_its_zeros(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("cs", "Kapitola II je úvod.", "Kapitola druhá je úvod."),
        ("sk", "Kapitola XX končí.", "Kapitola dvadsiata končí."),
        ("sk", "Zväzok III vyšiel minulý rok.", "Zväzok tretí vyšiel minulý rok."),
        # near misses: an Arabic number stays a cardinal, a sub-part's numeral as written
        ("cs", "Kapitola 3 je krátká.", "Kapitola tři je krátká."),
        ("cs", "Kapitola II/3 je krátká.", "Kapitola II/tři je krátká."),
    ],
)
def test_a_chapters_roman_number_is_its_ordinal(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "ru",
            "Продаётся дом 120 кв. м с участком.",
            "Продаётся дом сто двадцать квадратных метров с участком.",
        ),
        ("uk", "Офіс 35 кв.м в оренду.", "Офіс тридцять п'ять квадратних метрів в оренду."),
        ("ru", "Тов. Петров выступил с докладом.", "Товарищ Петров выступил с докладом."),
        # near miss: "кв." before a number is the flat
        ("ru", "ул. Ленина, д. 5, кв. 12.", "улица Ленина, дом пять, квартира двенадцать."),
    ],
)
def test_ru_uk_square_metres_and_a_title(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "Poczekaj 2–3 godziny.", "Poczekaj dwie-trzy godziny."),
        ("uk", "Залиште тісто на 2–3 години.", "Залиште тісто на дві-три години."),
        # near miss: a masculine noun keeps "dwa", "два"
        ("pl", "Zostało 2–3 dni.", "Zostało dwa-trzy dni."),
        ("uk", "Потрібно 2–4 тижні.", "Потрібно два-чотири тижні."),
    ],
)
def test_a_ranges_first_count_agrees_with_its_noun(lang, text, spoken):
    assert reads(lang, text) == spoken
