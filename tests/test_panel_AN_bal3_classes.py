"""The classes panel AN3 heard wrong or unnatural in lt lv et fi hu sl (issue 31,
2026-12-07): each rule on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-AN3.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# A century written short after its ordinal: et "saj" (sajand), sl "st." (stoletje), the
# ordinal and the noun in the case the words around ask for.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("et", "20. saj alguses elas linnas umbes 120 000 inimest.",
         "kahekümnenda sajandi alguses"),
        ("et", "Hoone ehitati 19. saj lõpus.", "ehitati üheksateistkümnenda sajandi lõpus."),
        ("et", "See on 21. saj probleem.", "kahekümne esimese sajandi probleem"),
        ("sl", "V začetku 20. st. je v mestu živelo okoli 50.000 ljudi.",
         "V začetku dvajsetega stoletja je"),
        ("sl", "Konec 19. st. so zgradili most.", "Konec devetnajstega stoletja so"),
        ("sl", "To se je zgodilo pred 18. st. in potem.", "pred osemnajstim stoletjem in"),
    ],
)  # fmt: skip
def test_century_short(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


# A case ending after a unit or a score with a hyphen: et "−18 °C-ni" the number in the
# genitive and the ending on "kraadi"; hu "1-gyel" the instrumental's assimilated ending.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("et", "Öösel langeb temperatuur −18 °C-ni.", "miinus kaheksateistkümne kraadini."),
        ("et", "Päeval tõuseb temperatuur 25 °C-ni.", "kahekümne viie kraadini."),
        ("et", "Kuumutage ahi 180 °C-ni.", "saja kaheksakümne kraadini."),
        ("hu", "A meccs 1–1-gyel zárult, büntetőkkel a vendégek nyertek.", "egy–eggyel zárult"),
        ("hu", "Az árak 4-gyel nőttek.", "néggyel nőttek"),
        ("hu", "A csapat 20-szal nyert.", "hússzal nyert"),
        ("hu", "8-cal több ember jött.", "nyolccal több"),
    ],
)  # fmt: skip
def test_ending_after_hyphen(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


# A place in a queue written as an ordinal whose dot a comma follows: no cardinal there.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("et", "Olete järjekorras 4., klienditeenindaja vastab umbes 2 min pärast.",
         "Olete järjekorras neljas, klienditeenindaja"),
        ("et", "Olete järjekorras 12., palun oodake.", "järjekorras kaheteistkümnes, palun"),
        ("fi", "Olet jonossa 6., asiakaspalvelija vastaa noin 4 minuutin kuluttua.",
         "Olet jonossa kuudentena, asiakaspalvelija"),
        ("fi", "Olet jonossa 3., odota hetki.", "jonossa kolmantena, odota"),
    ],
)  # fmt: skip
def test_ordinal_before_comma(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


# Tablets after their count: lv "tab.", fi "tabl.".
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lv", "Aptiekā: paracetamols 500 mg, 20 tab., 3,29 €.", "divdesmit tablešu,"),
        ("lv", "Iepakojumā 2 tab.", "divas tabletes."),
        ("fi", "Apteekki: Burana 400 mg, 30 tabl., 6,95 €.", "kolmekymmentä tablettia,"),
        ("fi", "Pakkauksessa 1 tabl. ja ohje.", "yksi tabletti ja"),
    ],
)  # fmt: skip
def test_tablets(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)
