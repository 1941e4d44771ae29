"""The classes a fresh panel (Y3) heard wrong in lt lv et fi hu sl (issue 31, 2026-12-06):
each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Y3.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a tilde before a number is "about"
        ("lv", "Brauciens ilgs ~40 min.", "Brauciens ilgs aptuveni četrdesmit minūšu."),
        ("et", "Sõit kestab ~30 min.", "Sõit kestab umbes kolmkümmend minutit."),
        ("sl", "Vožnja traja ~15 min.", "Vožnja traja približno petnajst minut."),
        ("fi", "Matka kestää ~4 h.", "Matka kestää noin neljä tuntia."),
        ("hu", "A sor ~30 perc.", "A sor körülbelül harminc perc."),
        ("lt", "Kelionė truks ~10 min.", "Kelionė truks apie dešimt minučių."),
        # fi a flat's layout
        (
            "fi",
            "Vuokrataan 3h+k+s keskustasta.",
            "Vuokrataan kolme huonetta, keittiö ja sauna keskustasta.",
        ),
        (
            "fi",
            "Myynnissä 1h+kk, 32 m².",
            "Myynnissä yksi huone ja keittokomero, kolmekymmentäkaksi neliömetriä.",
        ),
        # sl s or z as the number after it is said
        ("sl", "Sprejeli so ga s 8 glasovi.", "Sprejeli so ga z osmimi glasovi."),
        ("sl", "Zmagali so z 15 točkami.", "Zmagali so s petnajstimi točkami."),
        ("sl", "Število se je zmanjšalo z 3 na 5.", "Število se je zmanjšalo s treh na pet."),
        # sl a century written short after v
        ("sl", "V 18. st. so zgradili cerkev.", "V osemnajstem stoletju so zgradili cerkev."),
        # lt how long a code holds, the accusative; a clock hour after apie, of the night
        ("lt", "Kodas galioja 48 val.", "Kodas galioja keturiasdešimt aštuonias valandas."),
        ("lt", "Avarija įvyko apie 5 val. ryto.", "Avarija įvyko apie penktą valandą ryto."),
        # lt žmonės is masculine
        ("lt", "Renginyje dalyvavo 2 žmonės.", "Renginyje dalyvavo du žmonės."),
        # et a yearless date after hiljemalt, kuni
        (
            "et",
            "Makse tuleb teha hiljemalt 20.05.",
            "Makse tuleb teha hiljemalt kahekümnendaks maiks.",
        ),
        (
            "et",
            "Pood on avatud kuni 31.12.",
            "Pood on avatud kuni kolmekümne esimese detsembrini.",
        ),
        # et the hour after kella before paiku, ajal
        ("et", "Koosolek algab kella 10 paiku.", "Koosolek algab kella kümne paiku."),
        # et an ending after a price per unit
        (
            "et",
            "Hind langes 1,49 €/kg-ni.",
            "Hind langes ühe euro neljakümne üheksa sendini kilogrammi eest.",
        ),
        # lt lv a span of years
        (
            "lt",
            "Remontas vyks 2025–2026 m.",
            "Remontas vyks du tūkstančiai dvidešimt penktaisiais–du tūkstančiai dvidešimt "
            "šeštaisiais metais.",
        ),
        (
            "lv",
            "Remonts notiks 2025.–2026. gadā.",
            "Remonts notiks divtūkstoš divdesmit piektajā–divtūkstoš divdesmit sestajā gadā.",
        ),
        # lv a decade
        ("lv", "Tas notika 80. gados.", "Tas notika astoņdesmitajos gados."),
        # hu a half before an adjective of a count
        ("hu", "Eladó 3,5 szobás lakás.", "Eladó három és fél szobás lakás."),
        ("hu", "Egy 1,5 órás út.", "Egy másfél órás út."),
        # fi the part of the day after a clock hour
        ("fi", "Herätys klo 6 aamulla.", "Herätys kello kuusi aamulla."),
    ],
)
def test_a_class_reads_right(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("fi", "Kesto 2 h + tauko.", "Kesto kaksi tuntia + tauko."),
        ("fi", "Sitten 3h.", "Sitten kolme tuntia."),
        ("sl", "V 2. nadstropju.", "V drugem nadstropju."),
        ("lt", "Įvyko 5 val. ryto.", "Įvyko penkios valandos ryto."),
        ("lt", "Atvyko 2 mokinės.", "Atvyko dvi mokinės."),
        ("et", "Pood on suletud 24.12.", "Pood on suletud kahekümne neljas detsember."),
        ("et", "Kell 10 algab koosolek.", "Kell kümme algab koosolek."),
        ("et", "Hind on 1,49 €/kg.", "Hind on üks euro nelikümmend üheksa senti kilogrammi eest."),
        ("lv", "Bija 80 gadu.", "Bija astoņdesmit gadu."),
        (
            "lv",
            "2027. gadā un 2028. gadā.",
            "divtūkstoš divdesmit septītajā gadā un divtūkstoš divdesmit astotajā gadā.",
        ),
        ("hu", "A csomag 3,5 kg.", "A csomag három egész öt tized kilogramm."),
        ("hu", "Még 2,5 óra.", "Még két egész öt tized óra."),
        ("fi", "Juna saapuu klo 12 mennessä.", "Juna saapuu kello kahteentoista mennessä."),
    ],
)
def test_a_near_miss_is_left_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_an_ending_finnish_never_writes_tells_estonian():
    assert [span.lang for span in detect("Pakk on pakiautomaadis, kood 4411.")] == ["et"]
