"""Classes panels AN1 and AN4 (2026-12-07) found, each with sentences of our own (issue 31;
docs/NORMALIZER.md, "Panel AN classes fixed (wst3)"): fr "7j/7" and "24h/24", da "t." an
hour after a count, nl a floor after an Amsterdam house number ("214-II"), de "Temp." and
"für je 1,99 €", ro "45 de min.", hr "tisuće" after a compound ending in two to four and a
reference's groups said alike."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. fr: "7j/7", "24h/24" are "sept jours sur sept", "vingt-quatre heures sur vingt-quatre".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ouvert 7j/7", "Ouvert sept jours sur sept"),
        ("Service client 24h/24 et 7j/7.", "Service client vingt-quatre heures sur vingt-quatre "
         "et sept jours sur sept."),
        ("Dépannage 7 j/7, 24 h/24", "Dépannage sept jours sur sept, vingt-quatre heures sur "
         "vingt-quatre"),
        ("Ouvert 365j/365", "Ouvert trois cent soixante-cinq jours sur trois cent soixante-cinq"),
    ],
)  # fmt: skip
def test_fr_days_out_of_seven(text, said):
    assert reads(text, "fr") == said


def test_fr_hours_alone_stay():
    assert reads("Ouvert de 8h à 18h", "fr") == "Ouvert de huit heures à dix-huit heures"


# 2. da: "t." after a count is "time"/"timer".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Forventet ankomst om 1 t. og 5 min.", "Forventet ankomst om en time og fem minutter."),
        ("Turen tager 2 t. og 30 min.", "Turen tager to timer og tredive minutter."),
        ("Det tager ca. 3 t. at køre dertil.", "Det tager cirka tre timer at køre dertil."),
    ],
)
def test_da_hours_after_a_count(text, said):
    assert reads(text, "da") == said


# 3. nl: "214-II" after a street's name is the house number and its floor, "tweehoog".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Adres: Keizersgracht 214-II, 1016 DZ Amsterdam.",
         "Adres: Keizersgracht tweehonderdveertien tweehoog, tien zestien D Z Amsterdam."),
        ("Prinsengracht 12-III, Amsterdam", "Prinsengracht twaalf driehoog, Amsterdam"),
        ("Ik woon op de Derde Oosterparkstraat 85-I.",
         "Ik woon op de Derde Oosterparkstraat vijfentachtig eenhoog."),
    ],
)  # fmt: skip
def test_nl_floor_after_a_house_number(text, said):
    assert reads(text, "nl") == said


def test_nl_no_street_no_floor():
    assert reads("Hoofdstuk 3-II", "nl") == "Hoofdstuk drie-II"


# 4. de: "Temp." is "Temperatur"; "für je" keeps the accusative of "für".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Temp. -3 °C", "Temperatur minus drei Grad Celsius"),
        ("Temp. morgen: 12 °C", "Temperatur morgen: zwölf Grad Celsius"),
        ("Wassertemp. 18 °C", "Wassertemperatur achtzehn Grad Celsius"),
    ],
)
def test_de_temperature(text, said):
    assert reads(text, "de") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Heute 2 Stück für je 1,99 €, also 3,98 € zusammen.",
         "Heute zwei Stück für je einen Euro neunundneunzig Cent, also drei Euro "
         "achtundneunzig Cent zusammen."),
        ("Tickets für je 1,50 € am Eingang.", "Tickets für je einen Euro fünfzig Cent am Eingang."),
        ("Mit je 1,20 € dabei.", "Mit je einem Euro zwanzig Cent dabei."),
    ],
)  # fmt: skip
def test_de_one_euro_after_fuer_je(text, said):
    assert reads(text, "de") == said


# 5. ro: "45 de min." is "minute"; hr "tisuće" after two to four; hr a reference's groups
# said alike.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Zborul RO 301 către Londra are o întârziere de 45 de min.",
         "Zborul RO trei sute unu către Londra are o întârziere de patruzeci și cinci de minute."),
        ("Filmul durează 120 de min. în total.",
         "Filmul durează o sută douăzeci de minute în total."),
        ("Durata: 90 de min.", "Durata: nouăzeci de minute."),
    ],
)  # fmt: skip
def test_ro_minutes_after_de(text, said):
    assert reads(text, "ro") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Utakmicu je gledalo 32.000 gledatelja.",
         "Utakmicu je gledalo trideset i dvije tisuće gledatelja."),
        ("Na koncertu je bilo 22.000 ljudi.", "Na koncertu je bilo dvadeset i dvije tisuće ljudi."),
        ("Grad ima 43.000 stanovnika.", "Grad ima četrdeset i tri tisuće stanovnika."),
        ("Grad ima 13.000 stanovnika.", "Grad ima trinaest tisuća stanovnika."),
    ],
)  # fmt: skip
def test_hr_thousands_agree(text, said):
    assert reads(text, "hr") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Račun br. 2024-118 za struju iznosi 64,30 EUR.",
         "Račun broj dva nula dva četiri, jedan jedan osam za struju iznosi šezdeset i četiri "
         "eura i trideset centi."),
        ("Narudžba br. 2025-347 je poslana.",
         "Narudžba broj dva nula dva pet, tri četiri sedam je poslana."),
    ],
)  # fmt: skip
def test_hr_reference_groups_alike(text, said):
    assert reads(text, "hr") == said
