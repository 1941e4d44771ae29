"""The classes panel BE (BE1 BE2 BE4 BE5) heard wrong or unnatural that fixer bex took (issue
31, 2026-12-07): a lettered code's hyphen said as the slash, a day before a Roman month,
da "15.03 kl. 08.05" and "Postnr.", ro "Sec. XIX" and "max./min.", an invoice's number
after sv da "faktura", en "an" before a number said with a vowel and "mL", ko a price per
unit, cs "míst.". Each rule on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-BE*.jsonl).
"""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A hyphen in a lettered code is never said as the slash's word.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "Numer zgłoszenia: ZG-2024/00871", "ZG myślnik dwa tysiące dwadzieścia cztery"),
        ("pl", "Sygnatura: AB-12/2023", "AB myślnik dwanaście łamane przez"),
        ("cs", "Číslo jednací: ZK-2024/00871", "ZK pomlčka dva tisíce dvacet čtyři lomeno"),
        ("hr", "Broj: ZG-2024/00871", "ZG crtica dvije tisuće dvadeset i četiri kroz"),
        ("de", "Aktenzeichen: AZ-2024/00871", "AZ Bindestrich zweitausendvierundzwanzig Strich"),
        ("ru", "Заявка № ZG-2024/00871", "ZG дефис две тысячи двадцать четыре дробь"),
    ],
)
def test_a_codes_hyphen_is_not_said_as_its_slash(lang, text, said):
    assert said in reads(lang, text)


def test_a_lettered_code_with_slashes_only_keeps_the_slash_word():
    assert "FV łamane przez dwa tysiące dwadzieścia pięć łamane przez zero trzy" in reads(
        "pl", "Faktura nr FV/2025/03/118"
    )


# 2. A day before a Roman month: pl after an appointment's label or before the hour; cs sk
# hr sl with the year after it.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "Twoja wizyta: 5 XII, godz. 11:15.", "wizyta: piątego grudnia, godzina jedenasta"),
        ("pl", "Termin: 14 III, godz. 9:00.", "Termin: czternastego marca, godzina"),
        ("pl", "Zabieg 3 V o godzinie 10:30.", "Zabieg trzeciego maja o godzinie"),
        ("pl", "Wizyta: 21 VI.", "Wizyta: dwudziestego pierwszego czerwca."),
        ("cs", "Termín 5. XII. 2024", "Termín pátého prosince dva tisíce"),
        ("hr", "Rok je 5. XII. 2024.", "petog prosinca dvije tisuće"),
        ("sl", "Rojen 5. XII. 2024", "Rojen petega decembra dva tisoč"),
    ],
)
def test_a_day_before_a_roman_month_is_a_date(lang, text, said):
    assert said in reads(lang, text)


def test_a_count_before_a_roman_letter_stays_a_count():
    assert reads("pl", "Mamy 3 V napięcia.") == "Mamy trzy V napięcia."


# 3. da a day and month before "kl." and a clock; "Postnr."
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("da", "Hævning 1.000,00 kr. i Danske Bank-automat, 15.03 kl. 08.05.",
         "automat, den femtende marts klokken otte nul fem."),
        ("da", "Køb 02.11 kl. 14.32 i Netto", "Køb den anden november klokken fjorten"),
        ("da", "Mødet er 15.03 kl. 14.00.", "Mødet er den femtende marts klokken fjorten."),
        ("sv", "Kortköp 15.03 kl. 08.05 ICA Maxi", "Kortköp den femtonde mars klockan"),
        ("da", "Postnr.: 8000 Aarhus C", "Postnummer: otte tusind Aarhus C"),
        ("da", "postnr. 2100 København Ø", "postnummer to tusind hundrede"),
    ],
)  # fmt: skip
def test_da_a_day_before_a_clock_and_the_postcode_word(lang, text, said):
    assert said in reads(lang, text)


def test_da_a_decimal_without_a_clock_stays_one():
    assert "tre komma nul fem procent" in reads("da", "Renten er 3.05 procent.")


# 4. ro a century after "sec."/"secolul"; "max." and "min." before a number
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Sec. XIX", "Secolul al nouăsprezecelea"),
        ("Arhitectura din sec. XV este impresionantă.", "din secolul al cincisprezecelea este"),
        ("secolul XIX a adus schimbări.", "secolul al nouăsprezecelea a adus"),
        ("Istoria secolului XX", "Istoria secolului al douăzecilea"),
        ("în secolul I", "în secolul întâi"),
        ("Mâine la București: max. 24°C, min. 11°C, vânt de 30 km/h.",
         "maxim douăzeci și patru de grade Celsius, minim unsprezece grade"),
        ("Temperaturi: min. -3°C, max. 5°C.", "minim minus trei grade Celsius, maxim cinci"),
        ("Comandă min. 50 lei", "Comandă minim cincizeci de lei"),
        ("Durata: 15 min.", "cincisprezece minute"),
    ],
)  # fmt: skip
def test_ro_a_century_and_the_forecasts_extremes(text, said):
    assert said in reads("ro", text)


# 5. sv da an invoice's number right after "faktura": digit by digit, never a sum
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("sv", "Faktura 20250317 på 1 245 kr ska betalas senast 2025-03-31.",
         "Faktura två noll två fem noll tre ett sju på ettusen"),
        ("sv", "Fakturan 4410982 förfaller den 30 april.", "Fakturan fyra fyra ett noll nio"),
        ("sv", "Faktura: 88412 gäller mars.", "Faktura: åtta åtta fyra ett två gäller"),
        ("da", "Faktura 20250317 på 1.245 kr. skal betales senest 31.03.2025.",
         "Faktura to nul to fem nul tre et syv på tusind"),
        ("da", "Fakturaen 884213 er betalt.", "Fakturaen otte otte fire to et tre er"),
    ],
)  # fmt: skip
def test_an_invoices_number_is_said_digit_by_digit(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Faktura 12500 kr", "Faktura tolvtusen femhundra kronor"),
        ("Fakturan på 12 500 kronor", "Fakturan på tolvtusen femhundra kronor"),
        ("Faktura 3 av 12", "Faktura tre av tolv"),
    ],
)
def test_an_invoices_sum_stays_a_sum(text, said):
    assert said in reads("sv", text)


# 6. en "an" before a number said with a vowel first; "mL". (The cents' units before the
# noun stay plural, as AO4 pinned "A two hundred forty-nine dollars and ninety cents charge".)
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Chase: A $84.27 purchase was made on your card ending 4417.",
         "Chase: An eighty-four dollars and twenty-seven cents purchase was made"),
        ("We have a $84.27 balance.", "have an eighty-four dollars and twenty-seven cents"),
        ("A $8 fee applies.", "An eight-dollar fee applies."),
        ("It was a 8 hour shift.", "It was an eight hour shift."),
        ("a 11 GB plan", "an eleven gigabyte plan"),
        ("a 18-month lease", "an eighteen-month lease"),
        ("Take 5 mL twice daily with food.", "Take five milliliters twice daily"),
        ("Take 1 mL daily.", "Take one milliliter daily."),
        ("Give 2.5 mL every 6 hours.", "Give two point five milliliters every six hours."),
    ],
)  # fmt: skip
def test_en_an_before_a_vowel_number_and_milliliters(text, said):
    assert said in reads("en", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Gate A 11 is open.", "Gate A eleven is open."),
        ("a $1.99 coffee", "a one dollar and ninety-nine cents coffee"),
        ("A $5.50 charge was posted.", "A five dollars and fifty cents charge was posted."),
        ("You paid $84.27 today.", "eighty-four dollars and twenty-seven cents today"),
    ],
)
def test_en_a_letter_or_a_plain_amount_stays(text, said):
    assert said in reads("en", text)


# 8. ko a price per unit; cs "míst." (sk a decimal's part left: pinned "celých jeden")
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ko", "휘발유 1,689원/L", "휘발유 리터당 천육백팔십구 원"),
        ("ko", "경유 1,550원/ℓ 입니다.", "경유 리터당 천오백오십 원"),
        ("ko", "사과 3,000원/kg", "사과 킬로그램당 삼천 원"),
        ("ko", "뷔페 39,000원/인", "뷔페 인당 삼만 구천 원"),
        ("cs", "Schůzka se koná v 1. patře, míst. 105.", "patře, místnost sto pět."),
        ("cs", "Kancelář: budova B, míst. 214", "budova B, místnost"),
    ],
)
def test_a_price_per_unit_and_a_room(lang, text, said):
    assert said in reads(lang, text)
