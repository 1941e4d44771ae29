"""The classes panel AR heard unnatural or wrong in pl ru uk bg cs sk (AR2) and lt lv et fi
hu sl (AR3) that fixer slb6 took (issue 31, 2026-12-07): each rule on the panel's sentences
and new ones of the same class (tests/readings/panel-2026-12-07-AR2.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# pl a code after its word, with a locker's name and a colon between.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Kod odbioru z Paczkomatu WAW123M: 482913.", "M: cztery osiem dwa dziewięć jeden trzy."),
        ("Twój kod odbioru z paczkomatu KRA01M: 730519.", "siedem trzy zero pięć jeden dziewięć"),
        ("Kod odbioru w automacie POZ22A: 112233.", "jeden jeden dwa dwa trzy trzy"),
    ],
)  # fmt: skip
def test_a_code_after_a_named_locker_and_a_colon_is_said_digit_by_digit(text, spoken) -> None:
    assert spoken in reads("pl", text)


# pl a clock time after "na" (the accusative) and a bare full hour after "o" (the locative).
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Wizyta przesunięta na 8:15.", "na ósmą piętnaście."),
        ("Spotkanie przełożone na 14:30.", "na czternastą trzydzieści."),
        ("Budzik nastawiony na 6:00.", "na szóstą."),
        ("Zapisałem się na 10:45 do dentysty.", "na dziesiątą czterdzieści pięć do"),
        ("Spotkanie zespołu w pon. o 11.", "w poniedziałek o jedenastej."),
        ("Zapraszamy o 9.", "Zapraszamy o dziewiątej."),
        ("Msza o 18, a potem kolacja.", "Msza o osiemnastej, a potem"),
        ("Otwieramy jutro o 10 rano.", "o dziesiątej rano."),
    ],
)  # fmt: skip
def test_a_clock_hour_after_na_and_o_is_the_ordinal_in_the_prepositions_case(text, spoken) -> None:
    assert spoken in reads("pl", text)


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Cena wzrosła o 12.", "wzrosła o dwanaście."),
        ("Ceny spadły o 5, a potem o 3.", "o pięć, a potem o trzy."),
        ("Lot opóźniony o 45 min.", "o czterdzieści pięć minut."),
        ("Ceny wzrosły o 12 proc.", "o dwanaście procent."),
    ],
)  # fmt: skip
def test_o_before_a_change_or_a_counted_noun_stays_a_count(text: str, spoken: str) -> None:
    assert spoken in reads("pl", text)


# pl an instalment's place among the instalments.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Rata 1/12 opłacona.", "Rata pierwsza z dwunastu opłacona."),
        ("Rata 3/24 do zapłaty.", "Rata trzecia z dwudziestu czterech do"),
        ("Prosimy o wpłatę za ratę 5/10.", "za ratę piątą z dziesięciu."),
        ("Termin płatności raty 2/6 mija jutro.", "raty drugiej z sześciu mija"),
    ],
)  # fmt: skip
def test_an_instalments_place_is_its_ordinal_of_the_count(text: str, spoken: str) -> None:
    assert spoken in reads("pl", text)


# A height above the sea after metres.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "Wysokość: 2499 m n.p.m.", "metrów nad poziomem morza."),
        ("pl", "Szczyt ma 1603 m n.p.m. i jest najwyższy.", "metry nad poziomem morza i jest"),
        ("pl", "Schronisko leży na 1236 m n.p.m., przy szlaku.", "nad poziomem morza, przy"),
        ("cs", "Sněžka je vysoká 1603 m n. m.", "metrů nad mořem."),
        ("cs", "Obec leží ve výšce 450 m n. m. u řeky.", "metrů nad mořem u řeky."),
        ("cs", "Praha leží 235 m n.m.", "metrů nad mořem."),
        ("sk", "Gerlachovský štít má 2655 m n. m.", "metrov nad morom."),
        ("sk", "Chata je vo výške 1 750 m n. m. a je otvorená.", "metrov nad morom a je"),
    ],
)  # fmt: skip
def test_a_height_above_the_sea_is_said(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


# uk "Бал." before an amount.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Картка *5521. Бал. 12 480,15 грн.", "Баланс дванадцять тисяч"),
        ("Бал. 1 200 грн.", "Баланс одна тисяча двісті гривень."),
    ],
)  # fmt: skip
def test_a_balance_before_its_amount_is_said(text: str, spoken: str) -> None:
    assert spoken in reads("uk", text)


def test_a_mark_without_an_amount_stays() -> None:
    assert reads("uk", "Він отримав високий бал.") == "Він отримав високий бал."


# uk a flight's four digits in pairs; three stay one number.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Рейс PS 9102 затримується до 21:40.", "PS дев'яносто один нуль два затримується"),
        ("Рейс FR 1234 скасовано.", "FR дванадцять тридцять чотири скасовано."),
        ("Рейс LO 7510, вихід 5.", "LO сімдесят п'ять десять, вихід"),
        ("Рейс PS 101 затримується на 40 хв.", "PS сто один затримується"),
    ],
)  # fmt: skip
def test_a_flights_four_digits_are_said_in_pairs(text: str, spoken: str) -> None:
    assert spoken in reads("uk", text)


# A currency pair: the first currency's rate against the second.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("bg", "Курс EUR/BGN: 1,95583", "Курс евро към лев:"),
        ("bg", "Валутната двойка EUR/USD поскъпна.", "двойка евро към долар поскъпна."),
        ("cs", "Kurz EUR/CZK: 25,12", "Kurz eura ke koruně:"),
        ("cs", "Kurz USD/CZK dnes klesl.", "Kurz dolaru ke koruně dnes"),
        ("cs", "EUR/PLN posílilo.", "Euro ke zlotému posílilo."),
        ("ru", "Курс EUR/RUB: 98,5", "Курс евро к рублю:"),
        ("ru", "Курс USD/RUB вырос до 92 рублей.", "Курс доллара к рублю вырос"),
        ("uk", "Курс USD/UAH: 41,2", "Курс долара до гривні:"),
        ("uk", "Пара EUR/UAH подешевшала.", "Пара євро до гривні подешевшала."),
        ("hu", "Az EUR/HUF árfolyam 395,2.", "Az euró forint árfolyam"),
        ("et", "EUR/USD kurss on 1,08.", "Euro dollar kurss"),
    ],
)  # fmt: skip
def test_a_currency_pair_is_said_by_its_currencies(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


# bg a span of days after "на": its "от" takes the place of "на".
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Конференцията ще се проведе на 7–9 ноември в зала 4.", "проведе от седми до девети"),
        ("Изложението е на 12–15 март.", "е от дванайсети до петнайсети март."),
        ("На 3-5 юни ще има ремонт.", "От трети до пети юни ще"),
        ("Фестивалът е от 7–9 ноември.", "е от седми до девети ноември."),
    ],
)  # fmt: skip
def test_a_span_of_days_after_na_is_said_from_to(text: str, spoken: str) -> None:
    assert spoken in reads("bg", text)


def test_a_single_date_after_na_keeps_it() -> None:
    assert "на седми ноември" in reads("bg", "Ще пътувам на 7 ноември.")


# lv an 8-digit free number (80 and six digits) is a phone number.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Sazinieties ar mums: info@lmt.lv vai 80002000.", "vai astoņi nulle nulle nulle divi"),
        ("Klientu centrs: 80001000.", "astoņi nulle nulle nulle viens nulle nulle nulle."),
        ("Bezmaksas tālrunis 8000 1234.", "astoņi nulle nulle nulle, viens divi trīs četri."),
        ("Budžets ir 80000000 eiro.", "astoņdesmit miljoni eiro."),
    ],
)  # fmt: skip
def test_a_latvian_free_number_is_said_digit_by_digit(text: str, spoken: str) -> None:
    assert spoken in reads("lv", text)


# lv a count ending in one in the preposition's case of the singular.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Lietot pa 1 tabletei 3 reizes dienā.", "pa vienai tabletei trīs"),
        ("Dzert pa 1 glāzei ūdens.", "pa vienai glāzei ūdens."),
        ("Lietot pa 1 tableti.", "pa vienu tableti."),
        ("IKP pieauga par 2,1%.", "par divi komats vienu procentu."),
        ("Cenas pieauga par 21 %.", "par divdesmit vienu procentu."),
        ("Cenas pieauga par 1%.", "par vienu procentu."),
        ("Attālums samazinājās par 1 km.", "par vienu kilometru."),
        ("Temperatūra līdz +21 °C.", "līdz plus divdesmit vienam Celsija grādam."),
        ("Cenas pieauga par 4,5 %.", "par četri komats pieciem procentiem."),
    ],
)  # fmt: skip
def test_a_count_ending_in_one_takes_the_prepositions_singular_case(text, spoken) -> None:
    assert spoken in reads("lv", text)
