"""The classes panel BD2 (pl ru uk bg cs sk) heard not right that fixer sla took (issue 31,
2026-12-07): a person's height in metres, a Russian postcode between the town and the
street, a short service number after a phone word, a year range whose bounds would run
into one number, pl "o 1 h", uk ru "кімн."/"комн." and "р/р"/"г/г". Each rule on the
panel's sentences and new ones of the same class (tests/readings/panel-2026-12-07-BD2.jsonl).
"""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A person's height: the metres, then the centimetres as a number, no "one" before the
# metre ("метр восемьдесят пять", "metr osmdesát dva").
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Его рост 1,85 м, вес 82 кг.", "Его рост метр восемьдесят пять, вес"),
        ("ru", "Рост: 1,92 м.", "Рост: метр девяносто два."),
        ("ru", "При росте 1,85 м он весит 82 кг.", "При росте метр восемьдесят пять он"),
        ("ru", "Баскетболист ростом 2,05 м.", "ростом два метра пять."),
        ("uk", "Зріст 1,78 м, вага 70 кг.", "Зріст метр сімдесят вісім, вага"),
        ("uk", "Він має 1,90 м зросту.", "має метр дев'яносто зросту."),
        ("bg", "Ръст 1,82 м, тегло 78 кг.", "Ръст метър и осемдесет и два, тегло"),
        ("bg", "Висок е 1,90 м.", "Висок е метър и деветдесет."),
        ("cs", "Výška 1,82 m, váha 78 kg.", "Výška metr osmdesát dva, váha"),
        ("cs", "Měří 1,91 m a váží 90 kg.", "Měří metr devadesát jedna a váží"),
        ("sk", "Výška 1,75 m, hmotnosť 68 kg.", "Výška meter sedemdesiatpäť, hmotnosť"),
        ("sk", "Hráč meria 2,08 m.", "meria dva metre osem."),
        ("pl", "Mój wzrost 1,80 m, waga 75 kg.", "Mój wzrost metr osiemdziesiąt, waga"),
        ("pl", "Ma 1,86 m wzrostu.", "Ma metr osiemdziesiąt sześć wzrostu."),
    ],
)
def test_a_persons_height_is_metres_and_centimetres(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Длина 1,85 м.", "одна целая восемьдесят пять сотых метра"),
        ("cs", "Délka 1,82 m.", "jedna celá osmdesát dva"),
        ("pl", "Stół ma 1,80 m długości.", "jeden przecinek osiemdziesiąt"),
    ],
)
def test_a_length_without_a_height_word_stays_a_decimal(lang, text, said):
    assert said in reads(lang, text)


# 2. Codes read as one big number: a ru postcode between the town and the street; a short
# service number after a phone word, in its written groups.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Москва, 125009, ул. Тверская, д. 7", "Москва, один два пять ноль ноль девять, улица"),
        ("г. Казань, 420111, пл. Свободы, 1", "четыре два ноль один один один, площадь"),
        ("Тверь, 170100, пр. Ленина, д. 3", "один семь ноль один ноль ноль, проспект"),
    ],
)
def test_a_ru_postcode_before_the_street_is_said_as_a_code(text, said):
    assert said in reads("ru", text)


def test_a_ru_count_before_a_street_word_stays_a_number():
    assert "сто двадцать пять тысяч девять" in reads("ru", "Нас было 125009, ул. Тверская")


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("sk", "Napíšte nám na info@slovakrail.sk alebo volajte 18 188.",
         "volajte osemnásť, stoosemdesiatosem."),
        ("sk", "Infolinka: 18 188", "Infolinka: osemnásť, stoosemdesiatosem"),
        ("cs", "Volejte 12 345, linka je zdarma.", "Volejte dvanáct, třista čtyřicet pět,"),
        ("pl", "Zadzwoń pod numer 19 115.", "dziewiętnaście, sto piętnaście."),
        ("ru", "Звоните 122 333 в любое время.", "сто двадцать два, триста тридцать три в"),
    ],
)  # fmt: skip
def test_a_short_service_number_after_a_phone_word_keeps_its_groups(lang, text, said):
    assert said in reads(lang, text)


def test_an_amount_after_a_phone_word_stays_an_amount():
    assert "osemnásťtisícstoosemdesiatosem" in reads("sk", "volajte 18 188 Kč")


# 3. A range whose first bound ends in tens or hundreds before a count of thousands: the
# hyphen glued is heard as one number ("dziewięćdziesiąt-dwa tysiące").
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "W latach 1990–2000 liczba ludności wzrosła o 3,5%.",
         "tysiąc dziewięćset dziewięćdziesiąt – dwa tysiące liczba"),
        ("pl", "W latach 1980-2010 było", "osiemdziesiąt – dwa tysiące dziesięć było"),
        ("pl", "Cena 50-2000 zł", "pięćdziesiąt – dwa tysiące złotych"),
        ("ru", "в 1990-2000", "девяносто – две тысячи"),
    ],
)  # fmt: skip
def test_a_range_that_would_run_into_one_number_is_set_apart(lang, text, said):
    assert said in reads(lang, text)


def test_a_range_that_cannot_run_together_keeps_its_hyphen():
    said = reads("pl", "W latach 2019–2023 liczba pasażerów wzrosła.")
    assert "dziewiętnaście-dwa tysiące dwadzieścia trzy" in said


# 5. pl one hour, minute or second after "o", "za", "na", "co": the accusative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Lot LO 281 do Londynu jest opóźniony o 1 h 20 min.",
         "opóźniony o godzinę dwadzieścia minut."),
        ("Pociąg przyjedzie za 1 godz.", "za godzinę."),
        ("Przerwa na 1 min. Potem dalej.", "Przerwa na minutę. Potem"),
        ("Leki co 1 h.", "co godzinę."),
        ("Opóźnienie o 2 h 1 min.", "o dwie godziny"),
    ],
)  # fmt: skip
def test_pl_one_hour_after_o_is_the_accusative(text, said):
    assert said in reads("pl", text)


# 6. uk ru a room before its number, a change year on year; uk "р/р" before an account.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("uk", "Кімн. 305", "Кімната триста п'ять"),
        ("uk", "Офіс, кімн. 12", "кімната дванадцять"),
        ("ru", "Комн. 305", "Комната триста пять"),
        ("uk", "Інфляція в березні сповільнилася до 3,2% р/р.", "два відсотка рік до року."),
        ("uk", "Зростання 5% р/р, а 0,3% м/м.", "місяць до місяця"),
        ("ru", "Инфляция 7,4% г/г.", "процента год к году."),
        ("uk", "р/р UA213223130000026007233566001", "розрахунковий рахунок"),
    ],
)
def test_uk_ru_room_and_year_on_year_are_read(lang, text, said):
    assert said in reads(lang, text)
