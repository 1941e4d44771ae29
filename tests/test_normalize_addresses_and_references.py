"""Abbreviations of addresses, phones and reference numbers are read as words, postcodes
where an address writes them and long reference numbers as digits, not as quantities
(issue 31: the panel heard "tel.", "P.zza", "Bât.", "apto.", "Kundennr.", "proc.", "ок.",
"бл." left as letters, and "20121 Milano" as twenty thousand)."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Ihre Kundennr. 483920 bitte angeben.",
         "Ihre Kundennummer vier acht drei neun zwei null bitte angeben."),
        ("de", "Tel. 030 1234567", "Telefon null drei null, eins zwei drei vier fünf sechs sieben"),
        ("fr", "Bât. B, 3e étage", "Bâtiment B, troisième étage"),
        ("es", "Calle Mayor 5, apto. 3", "Calle Mayor cinco, apartamento tres"),
        ("pt", "Rua Augusta 100, apto. 52", "Rua Augusta cem, apartamento cinquenta e dois"),
        ("it", "P.zza Duomo 1, Milano", "Piazza Duomo uno, Milano"),
        ("pl", "Inflacja 5 proc.", "Inflacja pięć procent."),
        ("ru", "Тел. 8 800 555-35-35", "Телефон восемь, восемьсот, пятьсот пятьдесят пять, тридцать пять, тридцать пять"),  # noqa: E501
        ("uk", "Чекайте бл. 20 хвилин.", "Чекайте близько двадцяти хвилин."),
    ],
)  # fmt: skip
def test_an_address_or_phone_abbreviation_is_read_as_words(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("it", "Via Garibaldi 24, 20121 Milano.",
         "Via Garibaldi ventiquattro, due zero uno due uno Milano."),
        ("de", "Musterstraße 5, 10115 Berlin", "Musterstraße fünf, eins null eins eins fünf Berlin"),  # noqa: E501
        ("es", "Calle Mayor 5, 28013 Madrid", "Calle Mayor cinco, dos ocho cero uno tres Madrid"),
        ("pl", "ul. Marszałkowska 84 lok. 5, 00-514 Warszawa",
         "ulica Marszałkowska osiemdziesiąt cztery lokal pięć, zero zero, pięćset czternaście Warszawa"),  # noqa: E501
        ("it", "Ordine n. 582137 spedito.", "Ordine numero cinque otto due uno tre sette spedito."),
        ("de", "Rechnung 0048213 bezahlt.", "Rechnung null null vier acht zwei eins drei bezahlt."),
    ],
)  # fmt: skip
def test_a_postcode_or_reference_number_is_read_as_digits(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Im Jahr 2024, 15000 Besucher kamen.",
         "Im Jahr zweitausendvierundzwanzig, fünfzehntausend Besucher kamen."),
        ("it", "Ordine n. 58213 spedito.",
         "Ordine numero cinquantottomiladuecentotredici spedito."),
        ("fr", "12 rue de la Paix, 75002 Paris", "douze rue de la Paix, soixante-quinze mille deux Paris"),  # noqa: E501
    ],
)  # fmt: skip
def test_a_quantity_or_a_short_number_stays_a_number(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Цена: 99,90 руб./шт.", "Цена: девяносто девять рублей девяносто копеек за штуку."),
        ("pl", "Cena: 19,99 zł/szt.", "Cena: dziewiętnaście złotych dziewięćdziesiąt dziewięć groszy za sztukę."),  # noqa: E501
        ("uk", "Ціна: 45,50 грн/кг.", "Ціна: сорок п'ять гривень п'ятдесят копійок за кілограм."),
        ("it", "Prezzo: 2,99 €/kg.", "Prezzo: due euro e novantanove centesimi al chilo."),
    ],
)  # fmt: skip
def test_a_price_per_unit_is_money_then_the_unit(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Всё ок.", "Всё ок."),
        ("pl", "Mieszkam na os. Tysiąclecia 5.", "Mieszkam na osiedle Tysiąclecia pięć."),
        ("it", "Entro 30 gg. dalla consegna.", "Entro trenta giorni dalla consegna."),
    ],
)  # fmt: skip
def test_an_abbreviation_with_another_meaning_is_read_only_where_it_has_this_one(
    lang, text, spoken
):
    assert normalize(text, lang).text == spoken
