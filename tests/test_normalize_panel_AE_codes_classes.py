"""The codes and identifiers panels AE1-AE5 heard read as quantities (issue 31, 2026-12-06):
PINs, policy and tax numbers, accounts, bookings and registration
plates, each said digit by digit (or in its written groups) where a native says it so;
each general rule on new sentences, beyond the panels' own
(tests/readings/panel-2026-12-06-AE<n>.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # the Latin "PIN" in Cyrillic text, and a PIN that looks like a year (codes.CODE_WORDS,
        # codes._PIN_BEFORE)
        ("ru", "Новый PIN: 7204.", "Новый PIN: семь два ноль четыре."),
        ("uk", "Ваш PIN: 5831.", "Ваш PIN: п'ять вісім три один."),
        ("bg", "Вашият PIN: 6627.", "Вашият PIN: шест шест две седем."),
        ("cs", "PIN k vaší kartě: 1987.", "PIN k vaší kartě: jedna devět osm sedm."),
        # near misses: a year stays a year, a PIN without its digits is a word
        (
            "cs",
            "V roce 1987 jsme se přestěhovali.",
            "V roce tisíc devětset osmdesát sedm jsme se přestěhovali.",
        ),
        ("ru", "PIN придёт через 2 дня.", "PIN придёт через два дня."),
    ],
)
def test_a_pin_is_said_digit_by_digit(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # policy, tax and PAN numbers after their words (codes.CODE_WORDS)
        (
            "de",
            "Bitte die Steuer-ID 98 765 432 109 eintragen.",
            "Bitte die Steuer-ID neun acht, sieben sechs fünf, vier drei zwei, eins null neun"
            " eintragen.",
        ),
        (
            "da",
            "Forsikringen med policenr. 41-228 905 udløber snart.",
            "Forsikringen med policenummer fire et, to to otte, ni nul fem udløber snart.",
        ),
        (
            "hi",
            "मेरी पॉलिसी संख्या 73301942 है।",
            "मेरी पॉलिसी संख्या सात तीन तीन शून्य एक नौ चार दो है।",
        ),
        ("hi", "आपका PAN: FGHPK7721L", "आपका PAN: F G H P K सात सात दो एक L"),
        ("ro", "Numărul poliței: 58213.", "Numărul poliței: cinci opt doi unu trei."),
        # near misses: an amount, a range, a premium
        (
            "de",
            "Die Steuer beträgt 12 345 Euro.",
            "Die Steuer beträgt zwölftausenddreihundertfünfundvierzig Euro.",
        ),
        ("da", "Turen tager 41-45 minutter.", "Turen tager enogfyrre til femogfyrre minutter."),
        (
            "hi",
            "पॉलिसी का प्रीमियम 4500 रुपये है।",
            "पॉलिसी का प्रीमियम चार हज़ार पाँच सौ रुपये है।",
        ),
        ("ro", "Polița costă 1200 de lei.", "Polița costă o mie două sute de lei."),
    ],
)
def test_policy_tax_and_card_numbers_are_codes(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # two groups of eight digits: a GIRO account (codes._hyphened_code)
        (
            "hu",
            "Terhelt számla (10403387-49574956), összeg 5 000 Ft.",
            "Terhelt számla (egy nulla négy nulla három három nyolc hét, négy kilenc öt hét"
            " négy kilenc öt hat), összeg ötezer forint.",
        ),
        # near miss: a range of round amounts
        (
            "hu",
            "A keret 10000000-20000000 Ft között van.",
            "A keret tízmillió-húszmillió forint között van.",
        ),
    ],
)
def test_an_account_in_eight_digit_groups_is_a_code(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a booking's number of five digits after "nr"/"č." (codes.CODE_WORDS)
        (
            "pl",
            "Rezerwacja nr 47219 została anulowana.",
            "Rezerwacja numer cztery siedem dwa jeden dziewięć została anulowana.",
        ),
        (
            "cs",
            "Rezervace č. 31876 byla zrušena.",
            "Rezervace číslo tři jedna osm sedm šest byla zrušena.",
        ),
        # near misses: a count, a short number
        ("pl", "Rezerwacja na 4 osoby.", "Rezerwacja na cztery osoby."),
        ("cs", "Rezervace č. 5 je volná.", "Rezervace číslo pět je volná."),
    ],
)
def test_a_booking_number_is_a_code(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # registration plates in their countries' shapes (codes.PLATES)
        (
            "uk",
            "Автомобіль КА 7731 ІН припарковано.",
            "Автомобіль К А сім сім три один І Н припарковано.",
        ),
        (
            "bg",
            "Колата с номер СА 5521 ВХ е спряна.",
            "Колата с номер С А пет пет две едно В Х е спряна.",
        ),
        (
            "pl",
            "Samochód KR 7731C stoi na parkingu.",
            "Samochód K R siedem siedem trzy jeden C stoi na parkingu.",
        ),
        (
            "cs",
            "Auto s RZ 2AC 4471 stálo v ulici.",
            "Auto s RZ dva A C čtyři čtyři sedm jedna stálo v ulici.",
        ),
        ("ko", "차량번호 34나 5521 출차 완료", "차량번호 삼십사나 오오이일 출차 완료"),
        (
            "vi",
            "Xe biển số 51F-678.90 bị phạt.",
            "Xe biển số năm mươi mốt F, sáu bảy tám chín không bị phạt.",
        ),
        # near misses: sizes, no vehicle's word, a grouped amount
        (
            "pl",
            "Kupiłem dysk 2 TB 1200MB.",
            "Kupiłem dysk dwa terabajty tysiąc dwieście megabajtów.",
        ),
        ("ko", "사과 12가 3456", "사과 십이가 삼천사백오십육"),
        ("vi", "Giá là 51.000 đồng.", "Giá là năm mươi mốt nghìn đồng."),
    ],
)
def test_a_registration_plate_is_said_as_its_letters_and_digits(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a Roman numeral before a school term, an olympiad, a stage, a contest's year: the
        # ordinal in the noun's case, the case a preposition asks where two share a form, uk
        # numerals typed in Cyrillic І, cs "ve" before dv- (roman._ORDINAL_NOUNS,
        # roman._CASE_BY_PREPOSITION)
        ("ru", "Оценки за III четверть выставлены.", "Оценки за третью четверть выставлены."),
        ("ru", "Участвовал в XX олимпиаде.", "Участвовал в двадцатой олимпиаде."),
        ("ru", "II четверть началась.", "Вторая четверть началась."),
        ("uk", "Пройшов на ІІ етапі конкурсу.", "Пройшов на другому етапі конкурсу."),
        ("uk", "Оцінки за ІІ чверть.", "Оцінки за другу чверть."),
        ("cs", "Vyhrál v XV. ročníku.", "Vyhrál v patnáctém ročníku."),
        ("cs", "Hrál v XII. ročníku turnaje.", "Hrál ve dvanáctém ročníku turnaje."),
        (
            "cs",
            "Do XII. ročníku se přihlásilo 50 lidí.",
            "Do dvanáctého ročníku se přihlásilo padesát lidí.",
        ),
        ("sk", "Súťažil v XV. ročníku.", "Súťažil v pätnástom ročníku."),
        # near miss: a quarter of a pie
        ("ru", "Он съел четверть пирога.", "Он съел четверть пирога."),
    ],
)
def test_a_roman_numeral_before_a_counted_noun_is_its_ordinal(lang, text, spoken):
    assert reads(lang, text) == spoken
