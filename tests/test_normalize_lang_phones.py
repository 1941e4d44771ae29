"""National phone numbers are read as phone numbers, not as quantities (issue 18 review):
the trunk 0 with one run of digits (de "030 1234567"), the Russian trunk 8 ("8 800
555-35-35"), and nine-digit numbers written in threes (pl cs sk es pt "601 234 567").

Sources: Bundesnetzagentur, Nummernplan (a trunk 0 and an area code); DIN 5008:2020 §11
(writing "030 1234567"); Россвязь, Российская система и план нумерации (the trunk 8,
"8 800" free numbers; the groups 3-2-2 read as numbers, Грамота.ру "Как читать номера
телефонов"); UKE, Plan numeracji krajowej (nine digits, written and said in threes:
Poradnia PWN "Jak czytać numery telefonów"); CNMC, Plan nacional de numeración (nine
digits, said in threes or pairs). A quantity with a currency or a noun after it stays a
number ("1 234 567 €", "601 234 567 mieszkańców")."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("ru", "8 800 555-35-35.",
         "восемь, восемьсот, пятьсот пятьдесят пять, тридцать пять, тридцать пять."),
        ("ru", "8 (495) 123-45-67.",
         "восемь, четыреста девяносто пять, сто двадцать три, сорок пять, шестьдесят семь."),
        ("pl", "Numer 601 234 567.",
         "Numer sześćset jeden, dwieście trzydzieści cztery, pięćset sześćdziesiąt siedem."),
        ("pl", "Tel. 601-234-567, proszę.",
         "Telefon sześćset jeden, dwieście trzydzieści cztery, pięćset sześćdziesiąt siedem, proszę."),  # noqa: E501
        ("es", "Llama al 612 345 678.",
         "Llama al seiscientos doce, trescientos cuarenta y cinco, seiscientos setenta y ocho."),
        ("de", "Ruf mich an: 030 1234567.",
         "Ruf mich an: null drei null, eins zwei drei vier fünf sechs sieben."),
        ("de", "Ruf mich an: 030/1234567.",
         "Ruf mich an: null drei null, eins zwei drei vier fünf sechs sieben."),
    ],
)  # fmt: skip
def test_a_national_phone_number_is_read_as_a_phone_number(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("de", "Kostet 1 234 567 €.",
         "Kostet eine Million zweihundertvierunddreißigtausendfünfhundertsiebenundsechzig Euro."),
        ("pl", "Kosztuje 601 234 567 zł.",
         "Kosztuje sześćset jeden milionów dwieście trzydzieści cztery tysiące pięćset "
         "sześćdziesiąt siedem złotych."),
        ("pl", "Miasto ma 601 234 567 mieszkańców.",
         "Miasto ma sześćset jeden milionów dwieście trzydzieści cztery tysiące pięćset "
         "sześćdziesiąt siedem mieszkańców."),
        ("es", "Cuesta 612 345 678 €.",
         "Cuesta seiscientos doce millones trescientos cuarenta y cinco mil seiscientos "
         "setenta y ocho euros."),
    ],
)  # fmt: skip
def test_a_quantity_with_a_currency_or_a_noun_stays_a_number(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang, text, reads",
    [
        ("de", "Ruf +4915112345678 an",
         "Ruf plus vier neun, eins fünf eins eins, zwei drei vier fünf sechs sieben acht an"),
        ("fr", "Appelez le +33123456789.",
         "Appelez le plus trente-trois, un, vingt-trois, quarante-cinq, soixante-sept, "
         "quatre-vingt-neuf."),
    ],
)  # fmt: skip
def test_an_international_number_in_one_run_is_said_after_plus_in_its_groups(lang, text, reads):
    assert normalize(text, lang).text == reads
