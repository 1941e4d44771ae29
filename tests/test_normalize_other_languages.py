"""The 29 other languages: numbers, decimals, percentages and money, each in its own
separators and grammar (num2words or ICU words, see NUMBER_BACKENDS)."""

import re

import pytest

from normalize import NUMBER_BACKENDS, normalize
from normalize.other_languages import LANGUAGES

# 1234 in words, as a speaker of each language would say it.
ONE_TWO_THREE_FOUR = {
    "ar": "ألف ومائتان وأربعة وثلاثون",
    "bg": "хиляда двеста трийсет и четири",
    "cs": "tisíc dvěstě třicet čtyři",
    "da": "tusind tohundrede og fireogtredive",
    "de": "eintausendzweihundertvierunddreißig",
    "el": "χίλια διακόσια τριάντα τέσσερα",
    "es": "mil doscientos treinta y cuatro",
    "et": "üks tuhat kakssada kolmkümmend neli",
    "fi": "tuhat kaksisataakolmekymmentäneljä",
    "fr": "mille deux cent trente-quatre",
    "hi": "एक हज़ार दो सौ चौंतीस",
    "hr": "tisuću dvjesto trideset i četiri",
    "hu": "ezerkétszázharmincnégy",
    "id": "seribu dua ratus tiga puluh empat",
    "it": "milleduecentotrentaquattro",
    "ja": "せんにひゃくさんじゅうよん",  # japanese.py: hiragana
    "lt": "tūkstantis du šimtai trisdešimt keturi",
    "lv": "tūkstoš divsimt trīsdesmit četri",
    "nl": "duizendtweehonderdvierendertig",
    "pl": "tysiąc dwieście trzydzieści cztery",
    "pt": "mil duzentos e trinta e quatro",
    "ro": "o mie două sute treizeci și patru",
    "ru": "одна тысяча двести тридцать четыре",
    "sk": "tisícdvestotridsaťštyri",
    "sl": "tisoč dvesto štiriintrideset",
    "sv": "ettusen tvåhundratrettiofyra",
    "tr": "bin iki yüz otuz dört",
    "uk": "одна тисяча двісті тридцять чотири",
    "vi": "một nghìn hai trăm ba mươi tư",
}


def say(text, lang):
    return normalize(text, lang).text


def test_every_other_language_has_an_expected_reading():
    assert sorted(ONE_TWO_THREE_FOUR) == sorted(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_number_rule_turns_1234_into_words(lang):
    spoken = say("1234", lang)
    assert not re.search(r"\d", spoken)
    assert spoken == ONE_TWO_THREE_FOUR[lang]


def test_every_language_has_a_number_backend():
    assert set(NUMBER_BACKENDS) == {*LANGUAGES, "en", "ko"}


def test_a_german_price_in_euros_and_cents():
    assert say("Der Preis beträgt 3,50 €.", "de") == "Der Preis beträgt drei Euro fünfzig Cent."


def test_a_russian_price_with_a_space_grouped_decimal():
    assert say("Цена 1 234,56 рубля.", "ru") == (
        "Цена одна тысяча двести тридцать четыре целых пятьдесят шесть сотых рубля."
    )


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("1 ₽", "один рубль"),
        ("2 ₽", "два рубля"),
        ("5 ₽", "пять рублей"),
        ("21 ₽", "двадцать один рубль"),
        ("3,50 ₽", "три рубля пятьдесят копеек"),
        ("2,01 ₽", "два рубля одна копейка"),
        ("$5", "пять долларов"),
    ],
)
def test_russian_money_agrees_in_number_and_gender(text, spoken):
    assert say(text, "ru") == spoken


@pytest.mark.parametrize(
    "lang, text, spoken",
    [
        ("cs", "1 Kč, 2 Kč, 5 Kč", "jedna koruna, dvě koruny, pět korun"),
        ("cs", "1 €, 2 €", "jedno euro, dvě eura"),
        ("pl", "2 zł, 5 zł, 2,50 zł", "dwa złote, pięć złotych, dwa złote pięćdziesiąt groszy"),
        ("uk", "1 ₴, 2 ₴, 5 ₴", "одна гривня, дві гривні, п'ять гривень"),
        ("sl", "1 €, 2 €, 3 €, 5 €", "en evro, dva evra, trije evri, pet evrov"),
        ("hr", "1 €, 2 €, 5 €", "jedan euro, dva eura, pet eura"),
        ("bg", "1 лв., 2 лв.", "един лев, два лева."),
        ("ro", "1 leu, 2 lei, 20 lei", "un leu, doi lei, douăzeci de lei"),
        ("es", "1 €, 21 €, 1.000.000 €", "un euro, veintiún euros, un millón de euros"),
        ("fr", "1 000 000 €, 21 $", "un million d'euros, vingt et un dollars"),
        (
            "it",
            "1 €, 1.234,56 €",
            "un euro, milleduecentotrentaquattro euro e cinquantasei centesimi",
        ),
        ("sv", "1 kr, 5 kr", "en krona, fem kronor"),
        ("da", "1 kr, 5 kr", "en krone, fem kroner"),
        ("hu", "2 Ft", "két forint"),
        ("tr", "1234 TL", "bin iki yüz otuz dört lira"),
        ("ja", "¥1,234", "せんにひゃくさんじゅうよえん"),
        ("hi", "₹1,23,456", "एक लाख तेईस हज़ार चार सौ छप्पन रुपये"),
        ("id", "Rp 10.000", "sepuluh ribu rupiah"),
        ("vi", "1.234.000 ₫", "một triệu hai trăm ba mươi tư nghìn đồng"),
        ("lt", "1 €, 2 €, 10 €", "vienas euras, du eurai, dešimt eurų"),
        ("el", "1 €", "ένα ευρώ"),
        ("et", "5 €", "viis eurot"),
        ("fi", "5 €", "viisi euroa"),
    ],
)
def test_money_in_the_languages_own_grammar(lang, text, spoken):
    assert say(text, lang) == spoken


@pytest.mark.parametrize(
    "lang, text, spoken",
    [
        ("de", "25 %", "fünfundzwanzig Prozent"),
        ("de", "1 %", "ein Prozent"),
        ("fr", "1,5 %", "un virgule cinq pour cent"),
        ("es", "3,5 %", "tres coma cinco por ciento"),
        ("ru", "25 %", "двадцать пять процентов"),
        ("cs", "1 %, 2 %, 5 %", "jedno procento, dvě procenta, pět procent"),
        ("tr", "%25", "yüzde yirmi beş"),
        ("ja", "25%", "にじゅうごパーセント"),
    ],
)
def test_percentages(lang, text, spoken):
    assert say(text, lang) == spoken


@pytest.mark.parametrize(
    "lang, text, spoken",
    [
        ("de", "3,14", "drei Komma eins vier"),
        ("de", "1.234", "eintausendzweihundertvierunddreißig"),
        ("de", "1.5", "eins Komma fünf"),
        ("fr", "1 234,5", "mille deux cent trente-quatre virgule cinq"),
        ("ja", "3.14", "さんてんいちよん"),
        ("hi", "3.5", "तीन दशमलव पाँच"),
        ("el", "2,5", "δύο κόμμα πέντε"),
        ("bg", "2,5", "две цяло и пет"),
        ("it", "3,14", "tre virgola quattordici"),
    ],
)
def test_decimals_follow_the_languages_separator(lang, text, spoken):
    assert say(text, lang) == spoken


@pytest.mark.parametrize(
    "lang, spoken", [("de", "minus fünf"), ("cs", "minus pět"), ("tr", "eksi beş")]
)
def test_negative_numbers(lang, spoken):
    assert say("-5", lang) == spoken


def test_a_dotted_date_is_not_read_as_a_decimal():
    assert "Komma" not in say("am 05.03.2024", "de")


def test_icu_soft_hyphens_are_stripped():
    assert "\u00ad" not in say("1234567", "da") + say("1234567", "sv") + say("1234567", "it")


def test_known_backend_slips_are_repaired():
    assert say("2000", "el") == "δύο χιλιάδες"  # ICU: "χίλιάδες"
    assert say("300", "ar") == "ثلاثمائة"  # ICU: "ثلاثة مائة"
    assert say("2", "sl") == "dva"  # num2words: "dve"
    assert say("5000000", "sl") == "pet milijonov"  # num2words: "pet milijon"


def test_numbers_in_arabic_indic_and_fullwidth_digits_are_read():
    assert say("١٢٣", "ar") == "مائة وثلاثة وعشرون"
    assert say("１２", "ja") == "じゅうに"
