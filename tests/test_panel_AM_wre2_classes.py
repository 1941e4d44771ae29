"""The classes panel AM1 (issue 31, 2026-12-07) heard unnatural or wrong in de fr nl: each
general rule on the panel's sentences and new ones, and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# de "Tbl.", "Wassertemp.", a wind's "aus NW"; fr a recipe's "th. 6"; nl "8 Bft.": short
# forms said as the words they stand for.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Ibuprofen 600, max. 3 Tbl. pro Tag",
         "Ibuprofen sechshundert, maximal drei Tabletten pro Tag"),
        ("de", "Morgens 1 Tbl. mit Wasser einnehmen.",
         "Morgens eine Tablette mit Wasser einnehmen."),
        ("de", "Wassertemp. 19 °C, Wind 25 km/h aus NW.",
         "Wassertemperatur neunzehn Grad Celsius, Wind fünfundzwanzig Kilometer pro Stunde "
         "aus Nordwest."),
        ("de", "Lufttemp. 24 °C, schwacher Wind aus SO.",
         "Lufttemperatur vierundzwanzig Grad Celsius, schwacher Wind aus Südost."),
        ("de", "Der Wind dreht aus W, später aus N.",
         "Der Wind dreht aus West, später aus Nord."),
        ("fr", "Enfourner 35 min à 200 °C (th. 6-7).",
         "Enfourner trente-cinq minutes à deux cents degrés Celsius (thermostat six-sept)."),
        ("fr", "Préchauffer le four th. 7, puis cuire 20 min.",
         "Préchauffer le four thermostat sept, puis cuire vingt minutes."),
        ("nl", "Windkracht 6 uit het zuidwesten, op zee 8 Bft.",
         "Windkracht zes uit het zuidwesten, op zee acht Beaufort."),
        ("nl", "Morgen 5 Bft uit het noorden.", "Morgen vijf Beaufort uit het noorden."),
    ],
)  # fmt: skip
def test_short_forms_are_said_as_their_words(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_de_a_page_after_aus_stays_a_page():
    assert reads("de", "Das Zitat stammt aus S. 12.") == "Das Zitat stammt aus Seite zwölf."


# de "bis zu 15 cm Neuschnee": "bis zu" is an adverb, the count keeps its case (no dative -n).
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Am Wochenende fallen bis zu 15 cm Neuschnee oberhalb von 800 m.",
         "Am Wochenende fallen bis zu fünfzehn Zentimeter Neuschnee oberhalb von achthundert "
         "Metern."),
        ("Es werden bis zu 4 m hohe Wellen erwartet.",
         "Es werden bis zu vier Meter hohe Wellen erwartet."),
        ("Der Stau reicht bis zu 12 km zurück.",
         "Der Stau reicht bis zu zwölf Kilometer zurück."),
    ],
)  # fmt: skip
def test_de_bis_zu_takes_no_dative(text, spoken):
    assert reads("de", text) == spoken


def test_de_a_preposition_before_bis_zu_still_governs():
    assert (
        reads("de", "Schneefall mit bis zu 20 cm.") == "Schneefall mit bis zu zwanzig Zentimetern."
    )


# de a span of dates without its "vom": "vom ersten Januar ... bis zum ...".
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Verbrauch: 3.215 kWh im Zeitraum 01.01.2024 bis 31.12.2024.",
         "Verbrauch: dreitausendzweihundertfünfzehn Kilowattstunden im Zeitraum vom ersten "
         "Januar zweitausendvierundzwanzig bis zum einunddreißigsten Dezember "
         "zweitausendvierundzwanzig."),
        ("Die Aktion läuft 01.03.2025 bis 31.03.2025.",
         "Die Aktion läuft vom ersten März zweitausendfünfundzwanzig bis zum "
         "einunddreißigsten März zweitausendfünfundzwanzig."),
        ("Gesperrt im Zeitraum 1.4. bis 30.6. wegen Bauarbeiten.",
         "Gesperrt im Zeitraum vom ersten April bis zum dreißigsten Juni wegen Bauarbeiten."),
    ],
)  # fmt: skip
def test_de_a_span_of_dates_says_vom_and_bis_zum(text, spoken):
    assert reads("de", text) == spoken


def test_de_a_span_after_vom_keeps_its_reading():
    assert reads("de", "Wir sind vom 23.12. bis 02.01. geschlossen.") == (
        "Wir sind vom dreiundzwanzigsten Dezember bis zweiten Januar geschlossen."
    )
