"""Classes panel AH1 (2026-12-06, de fr es it pt nl) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AH1"): a price per a unit symbol ("5 Cent/kWh") said
with the language's "per" and the unit's name, and a fraction sign after the article its
reading says ("een ½ tl") said with the article once. Near misses stay as they were."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


# 1. A price per kWh, m², m³ or km after a currency's word, sign or code.
@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("de", "Der Arbeitspreis steigt auf 38 Cent/kWh.",
         "Der Arbeitspreis steigt auf achtunddreißig Cent pro Kilowattstunde."),
        ("de", "Die Kaltmiete liegt bei 11 €/m².",
         "Die Kaltmiete liegt bei elf Euro pro Quadratmeter."),
        ("de", "Wasser kostet 2 Euro/m³.", "Wasser kostet zwei Euro pro Kubikmeter."),
        ("de", "Erstattet werden 30 Cent/km.", "Erstattet werden dreißig Cent pro Kilometer."),
        ("fr", "Le tarif passe à 27 centimes/kWh.",
         "Le tarif passe à vingt-sept centimes par kilowatt-heure."),
        ("fr", "Loyer moyen : 14 €/m².", "Loyer moyen : quatorze euros par mètre carré."),
        ("es", "La luz sale a 12 céntimos/kWh.",
         "La luz sale a doce céntimos por kilovatio hora."),
        ("es", "El alquiler medio es de 13 €/m².",
         "El alquiler medio es de trece euros por metro cuadrado."),
        ("it", "Il prezzo scende a 19 centesimi/kWh.",
         "Il prezzo scende a diciannove centesimi per chilowattora."),
        ("it", "Affitto medio: 15 €/m².", "Affitto medio: quindici euro per metro quadrato."),
        ("pt", "A tarifa sobe para 21 cêntimos/kWh.",
         "A tarifa sobe para vinte e um cêntimos por quilowatt-hora."),
        ("pt", "A conta de luz ficou em R$ 0,80/kWh.",
         "A conta de luz ficou em oitenta centavos por quilowatt-hora."),
        ("nl", "Het vaste tarief is 29 cent/kWh.",
         "Het vaste tarief is negenentwintig cent per kilowattuur."),
        ("nl", "De huur komt op € 16/m².", "De huur komt op zestien euro per vierkante meter."),
    ],
)  # fmt: skip
def test_price_per_unit(lang: str, text: str, reads: str) -> None:
    assert normalize(text, lang).text == reads


# Near misses: a unit per another unit stays the unit rule's.
@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("de", "Der Wagen stößt 118 g/km aus.",
         "Der Wagen stößt einhundertachtzehn Gramm pro Kilometer aus."),
        ("de", "Das Haus braucht 90 kWh/m² im Jahr.",
         "Das Haus braucht neunzig Kilowattstunden pro Quadratmeter im Jahr."),
    ],
)  # fmt: skip
def test_unit_per_unit_unchanged(lang: str, text: str, reads: str) -> None:
    assert normalize(text, lang).text == reads


# 2. A fraction sign after the article its reading says: the article once, and a German half
# with the ending the article asks.
@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("nl", "Doe er een ½ tl kaneel bij.", "Doe er een halve theelepel kaneel bij."),
        ("nl", "Giet er een ½ kopje water bij.", "Giet er een half kopje water bij."),
        ("nl", "Neem een ¼ liter melk.", "Neem een kwart liter melk."),
        ("nl", "Roer het ½ kopje room erdoor.", "Roer het halve kopje room erdoor."),
        ("de", "Man braucht einen ½ TL Zimt.", "Man braucht einen halben Teelöffel Zimt."),
        ("de", "Mit einem ½ TL Salz abschmecken.", "Mit einem halben Teelöffel Salz abschmecken."),
        ("de", "Dazu kommt ein ½ Liter Milch.", "Dazu kommt ein halber Liter Milch."),
        ("de", "Der ½ Liter Sahne wird steif geschlagen.",
         "Der halbe Liter Sahne wird steif geschlagen."),
        ("de", "Dazu ein ¼ Liter Brühe.", "Dazu ein Viertel Liter Brühe."),
    ],
)  # fmt: skip
def test_fraction_after_article(lang: str, text: str, reads: str) -> None:
    assert normalize(text, lang).text == reads


# Near misses: with no article before it the fraction says its own.
@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("nl", "Voeg ½ tl zout toe.", "Voeg een halve theelepel zout toe."),
        ("de", "Dann ½ TL Salz dazugeben.", "Dann einen halben Teelöffel Salz dazugeben."),
    ],
)  # fmt: skip
def test_fraction_without_article_unchanged(lang: str, text: str, reads: str) -> None:
    assert normalize(text, lang).text == reads
