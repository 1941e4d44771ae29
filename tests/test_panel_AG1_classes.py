"""The classes a fresh panel (AG1) heard unnatural or wrong in de it nl es (issue 31,
2026-12-06): each rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AG1.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# de "auf" where a stretch of road is: the dative plural ("Stau auf fünfzehn Kilometern"),
# after a traffic report's noun; a rate's, a change's or a measure's "auf" stays an
# accusative ("6 l auf 100 km", "auf 40 km verlängert", "auf 4 km Länge", "gesperrt").
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        (
            "Baustelle auf 3 km, bitte langsam fahren.",
            "Baustelle auf drei Kilometern, bitte langsam fahren.",
        ),
        ("Rückstau auf 8 km vor dem Elbtunnel.", "Rückstau auf acht Kilometern vor dem Elbtunnel."),
        (
            "Vollsperrung auf 6 km wegen Bauarbeiten.",
            "Vollsperrung auf sechs Kilometern wegen Bauarbeiten.",
        ),
        (
            "Nebel auf 20 km zwischen Ulm und Augsburg.",
            "Nebel auf zwanzig Kilometern zwischen Ulm und Augsburg.",
        ),
        # left as accusatives (panels Q14 and Y1 heard "auf zwölf Kilometer Länge",
        # "auf zwölf Kilometer gesperrt" right)
        ("Stockender Verkehr auf 4 km Länge.", "Stockender Verkehr auf vier Kilometer Länge."),
        (
            "Die Landstraße ist auf 12 km gesperrt.",
            "Die Landstraße ist auf zwölf Kilometer gesperrt.",
        ),
        ("Verbrauch 6 l auf 100 km.", "Verbrauch sechs Liter auf einhundert Kilometer."),
        (
            "Die Strecke wurde auf 40 km verlängert.",
            "Die Strecke wurde auf vierzig Kilometer verlängert.",
        ),
    ],
)
def test_de_auf_dative_stretch(text, spoken):
    assert reads("de", text) == spoken


# de nl: a span of clock times after a preposition that governs it ("für", "um", "gegen",
# "auf"; nl "voor", "om", "rond", "tegen"): no "von"/"van" of its own.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "de",
            "Ihr Tisch ist für 19:00–21:00 Uhr reserviert.",
            "Ihr Tisch ist für neunzehn bis einundzwanzig Uhr reserviert.",
        ),
        (
            "de",
            "Die Lieferung kommt gegen 9:00–9:30 Uhr.",
            "Die Lieferung kommt gegen neun Uhr bis neun Uhr dreißig.",
        ),
        (
            "de",
            "Das Meeting wurde auf 16–17 Uhr verschoben.",
            "Das Meeting wurde auf sechzehn bis siebzehn Uhr verschoben.",
        ),
        (
            "nl",
            "Uw afspraak staat voor 14:00–14:30 uur.",
            "Uw afspraak staat voor veertien uur tot veertien uur dertig.",
        ),
        (
            "nl",
            "We bezorgen rond 9.00-9.30 uur.",
            "We bezorgen rond negen uur tot negen uur dertig.",
        ),
        # left: no preposition before, the span says "von"
        (
            "de",
            "Sprechstunde 14:00–14:30 Uhr.",
            "Sprechstunde von vierzehn Uhr bis vierzehn Uhr dreißig.",
        ),
        ("de", "geöffnet von 9–12 Uhr", "geöffnet von neun bis zwölf Uhr"),
    ],
)
def test_span_after_governing_preposition(lang, text, spoken):
    assert reads(lang, text) == spoken


# Grams written "gr" after a count (de fr es it pt nl: cooks and shops write it for "g"),
# it "mc" (metri cubi) and "Smc"/"Sm3" (standard metri cubi, a gas bill's unit).
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("nl", "Voeg 125 gr boter toe.", "Voeg honderdvijfentwintig gram boter toe."),
        ("nl", "1 gr zout", "één gram zout"),
        ("es", "Añade 200 gr de azúcar.", "Añade doscientos gramos de azúcar."),
        ("it", "Aggiungere 300 gr di farina.", "Aggiungere trecento grammi di farina."),
        ("pt", "Junte 150 gr de manteiga.", "Junte cento e cinquenta gramas de manteiga."),
        ("fr", "Ajoutez 80 gr de sucre.", "Ajoutez quatre-vingts grammes de sucre."),
        ("de", "Man nehme 500 gr Mehl.", "Man nehme fünfhundert Gramm Mehl."),
        (
            "it",
            "Consumo annuo: 1.200 Smc di gas.",
            "Consumo annuo: milleduecento standard metri cubi di gas.",
        ),
        (
            "it",
            "Lettura del contatore: 35 Sm3.",
            "Lettura del contatore: trentacinque standard metri cubi.",
        ),
        ("it", "Un consumo di 18 mc di acqua.", "Un consumo di diciotto metri cubi di acqua."),
    ],
)
def test_lowercase_units(lang, text, spoken):
    assert reads(lang, text) == spoken


# es a clock time with a dot (RAE, Ortografía 2010: "las 9.30 h") before "h" or after "a las":
# hours and minutes, not a decimal.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("La reunión empieza a las 10.15 h.", "La reunión empieza a las diez y quince."),
        ("Apertura de puertas: 20.30 h", "Apertura de puertas: veinte y treinta"),
        ("El vuelo sale a las 7.45.", "El vuelo sale a las siete y cuarenta y cinco."),
        ("Abierto hasta las 22.00.", "Abierto hasta las veintidós horas."),
        # left: a decimal
        ("Subió un 2.50 por ciento.", "Subió un dos coma cincuenta por ciento."),
    ],
)
def test_es_dotted_clock(text, spoken):
    assert reads("es", text) == spoken
