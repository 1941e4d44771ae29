"""The classes a fresh panel (V1) heard wrong in de fr es it pt nl (issue 31, 2026-12-06):
each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-V1.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a second after a decimal: a race's or a lap's time
        (
            "de",
            "Sie schwamm die Bahn in 58,31 s.",
            "Sie schwamm die Bahn in achtundfünfzig Komma drei eins Sekunden.",
        ),
        (
            "fr",
            "Son meilleur tour : 72,4 s.",
            "Son meilleur tour : soixante-douze virgule quatre secondes.",
        ),
        (
            "es",
            "Su mejor vuelta fue de 81,2 s.",
            "Su mejor vuelta fue de ochenta y uno coma dos segundos.",
        ),
        ("it", "Giro veloce in 88,7 s.", "Giro veloce in ottantotto virgola sette secondi."),
        (
            "pt",
            "A volta mais rápida foi de 75,3 s.",
            "A volta mais rápida foi de setenta e cinco vírgula três segundos.",
        ),
        (
            "nl",
            "De snelste ronde duurde 66,5 s.",
            "De snelste ronde duurde zesenzestig komma vijf seconden.",
        ),
        # a unit per another, in CLDR's "per" pattern of the second
        (
            "de",
            "Die Dämmung wiegt 12 kg/m².",
            "Die Dämmung wiegt zwölf Kilogramm pro Quadratmeter.",
        ),
        (
            "fr",
            "Le nouveau modèle émet 98 g/km.",
            "Le nouveau modèle émet quatre-vingt-dix-huit grammes par kilomètre.",
        ),
        ("es", "El modelo emite 115 g/km.", "El modelo emite ciento quince gramos por kilómetro."),
        ("it", "Il limite è di 95 g/km.", "Il limite è di novantacinque grammi per chilometro."),
        (
            "nl",
            "De auto stoot 120 g/km uit.",
            "De auto stoot honderdtwintig gram per kilometer uit.",
        ),
        ("pt", "O carro emite 130 g/km.", "O carro emite cento e trinta gramas por quilómetro."),
    ],
)
def test_seconds_after_a_decimal_and_units_per_another_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # "s" after a whole number is left: too short a symbol to be sure of
        ("fr", "Bus 12 s", "Bus douze s"),
        ("de", "Die Note 3 s. o.", "Die Note drei s. o."),
        # a unit per another without its number is left as written
        ("de", "Angaben in g/km.", "Angaben in g/km."),
        # a unit the language writes itself keeps its own reading
        ("nl", "Hij reed 50 km/u.", "Hij reed vijftig kilometer per uur."),
    ],
)
def test_what_the_second_and_per_rules_leave_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a number on a word ("CO2", "H2O") is not grouped with the next number
        (
            "it",
            "Il motore emette CO2 125 grammi.",
            "Il motore emette CO due centoventicinque grammi.",
        ),
        (
            "de",
            "Emission CO2 145 g je Fahrt.",
            "Emission CO zwei einhundertfünfundvierzig Gramm je Fahrt.",
        ),
        (
            "fr",
            "Rejet de CO2 250 tonnes par an.",
            "Rejet de CO deux deux cent cinquante tonnes par an.",
        ),
    ],
)
def test_a_formulas_digit_does_not_join_the_next_number(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a number grouped with a space, not on a word, is one number still
        ("it", "Hanno votato 2 110 persone.", "Hanno votato duemilacentodieci persone."),
        ("fr", "Il y a 12 500 habitants.", "Il y a douze mille cinq cents habitants."),
    ],
)
def test_numbers_grouped_with_a_space_stay_one_number(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "de",
            "Dann 1 TL Salz und 3 EL Öl dazugeben.",
            "Dann ein Teelöffel Salz und drei Esslöffel Öl dazugeben.",
        ),
        ("de", "In 4 EL Wasser auflösen.", "In vier Esslöffeln Wasser auflösen."),
        ("de", "Er lief die 400-m-Strecke.", "Er lief die vierhundert-Meter-Strecke."),
        ("de", "Ein 10-kg-Sack Kartoffeln.", "Ein zehn-Kilogramm-Sack Kartoffeln."),
        ("de", "Eine 1-l-Flasche Wasser.", "Eine ein-Liter-Flasche Wasser."),
        ("de", "Ein Brot für 1,20 € kaufen.", "Ein Brot für einen Euro zwanzig Cent kaufen."),
        ("de", "Bezahlt mit 1,50 €.", "Bezahlt mit einem Euro fünfzig Cent."),
        ("de", "Der Kaffee kostet 1,90 €.", "Der Kaffee kostet einen Euro neunzig Cent."),
    ],
)
def test_de_spoons_unit_compounds_and_one_euro_in_its_case(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Der Teppich kostet 500 TL.", "Der Teppich kostet fünfhundert TL."),
        ("de", "Die 3-Zimmer-Wohnung ist frei.", "Die drei-Zimmer-Wohnung ist frei."),
        ("de", "Für 2,50 € gibt es Kaffee.", "Für zwei Euro fünfzig Cent gibt es Kaffee."),
        ("de", "Rabatt: 1,20 € pro Stück.", "Rabatt: ein Euro zwanzig Cent pro Stück."),
    ],
)
def test_de_what_the_spoon_compound_and_case_rules_leave_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # an IBAN's short last group digit by digit, as its groups of four
        (
            "fr",
            "IBAN : FR14 2004 1010 0505 0001 3M02 606",
            "IBAN : F R un quatre, deux zéro zéro quatre, un zéro un zéro, zéro cinq zéro cinq,"
            " zéro zéro zéro un, trois M zéro deux, six zéro six",
        ),
        # pt midnight after a plural article
        ("pt", "A farmácia abre das 0h às 7h.", "A farmácia abre das zero horas às sete horas."),
        # pt a Brazilian text (a federal highway, "metrô") says Brazil's "quilômetros"
        ("pt", "Obras na BR-116 por 12 km.", "Obras na BR-cento e dezesseis por doze quilômetros."),
        ("pt", "A estação de metrô fica a 3 km.", "A estação de metrô fica a três quilômetros."),
    ],
)
def test_fr_iban_pt_midnight_and_brazil(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a code in groups (not an IBAN) keeps the fr short groups as numbers
        ("fr", "Code : 4821 275", "Code : quatre huit deux un, deux cent soixante-quinze"),
        ("pt", "Chega à 0h.", "Chega à zero hora."),
        ("pt", "A estação fica a 3 km.", "A estação fica a três quilómetros."),
    ],
)
def test_what_the_iban_midnight_and_brazil_rules_leave_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Consumo: 4,8 l/100 km; emisiones de CO2: 109 g/km.", "es"),
        ("Consumo: 13,1 km/l na estrada.", "pt"),
    ],
)
def test_a_line_of_units_is_told_by_its_words(text, lang):
    assert [span.lang for span in detect(text)] == [lang]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a temperature's "°C" stays in what lingua reads (its "C" helped tell it)
        ("Conservare in frigo a 4 °C.", "it"),
        # a single unit or "l/100 km" stays for lingua (it told these short lines)
        ("Potrošnja 5,9 l/100 km.", "hr"),
        ("Over 200 m linksaf.", "nl"),
        # a short word after a number is a word ("5 de junio"), not a unit
        ("El 5 de junio a las 10.", "es"),
    ],
)
def test_what_the_unit_stripping_leaves_to_detection(text, lang):
    assert [span.lang for span in detect(text)] == [lang]
