"""The classes panel AO3 heard unnatural in lt lv et fi hu sl (issue 31, 2026-12-07): each
rule on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-AO3.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# A length of time a verb measures, "about" between them: the accusative (lt "truks apie dvi
# valandas", lv "ilgs vienu stundu", sl "traja eno uro").
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lt", "Kelionė truks apie 2 val. 15 min.", "truks apie dvi valandas penkiolika minučių."),
        ("lt", "Kelionė truks apie 2 val.", "truks apie dvi valandas."),
        ("lt", "Remontas trunka maždaug 3 val. 30 min.",
         "maždaug tris valandas trisdešimt minučių"),
        ("lt", "Darbai užtruks apie 1 val.", "užtruks apie vieną valandą."),
        ("lt", "Skrydis vėluoja beveik 21 val.", "vėluoja beveik dvidešimt vieną valandą."),
        ("lv", "Brauciens ilgs 1 h 40 min.", "ilgs vienu stundu četrdesmit"),
        ("lv", "Lidojums ilga 1 st. un 5 min.", "ilga vienu stundu un piecas minūtes."),
        ("lv", "Gaidīšana ilgs ap 1 min.", "ilgs ap vienu minūti."),
        ("lv", "Pārbrauciens ilgs 21 h.", "ilgs divdesmit vienu stundu."),
        ("sl", "Vožnja traja približno 1 h 45 min.", "traja približno eno uro petinštirideset"),
        ("sl", "Sestanek bo trajal 1 h.", "bo trajal eno uro."),
        ("sl", "Vlak zamuja 1 min.", "zamuja eno minuto."),
        ("sl", "Postopek vzame le 1 min in je brezplačen.", "vzame le eno minuto in je"),
    ],
)  # fmt: skip
def test_a_length_a_verb_measures_is_its_accusative(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lt", "Kelionė truks 5 val.", "truks penkias valandas."),  # without apie, as before
        ("lt", "Gaisras kilo apie 3 val. nakties.", "apie trečią valandą nakties."),
        ("lv", "Brauciens Rīga–Liepāja ilgs ap 3 h 20 min.", "ilgs ap trīs stundas divdesmit"),
        ("lv", "Brauciens ilgs 11 h.", "ilgs vienpadsmit"),
        ("sl", "Vožnja traja 2 h 15 min.", "traja dve uri petnajst minut."),
        ("sl", "Traja 11 h.", "Traja enajst ur."),
    ],
)  # fmt: skip
def test_other_lengths_keep_their_reading(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


# A departure's or an arrival's whole hour says when: lt "išplaukia šeštą valandą", lv "atiet
# pulksten sešos"; with its minutes it stays the clock's nominative (pinned).
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lt", "Keltas išplaukia 06:00.", "išplaukia šeštą valandą."),
        ("lt", "Autobusas atvyksta 18:00, o traukinys išvyksta 19 val.",
         "atvyksta aštuonioliktą valandą, o traukinys išvyksta devynioliktą valandą."),
        ("lt", "Lėktuvas išskrenda 14:00 iš Vilniaus.", "išskrenda keturioliktą valandą iš"),
        ("lt", "Traukinys išvyksta 7:45 iš 3 kelio.", "išvyksta septynios keturiasdešimt penki"),
        ("lv", "Prāmis atiet 06:00.", "atiet pulksten sešos."),
        ("lv", "Autobuss pienāks 18.00.", "pienāks pulksten astoņpadsmitos."),
        ("lv", "Reiss izlido 14:00 no 2. izejas.", "izlido pulksten četrpadsmitos no"),
        ("lv", "Vilciens atiet 7:45 no 3. ceļa.", "atiet septiņi četrdesmit pieci no"),
    ],
)  # fmt: skip
def test_a_departures_whole_hour_says_when(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


# A card's last digits behind dots, as behind "****": digit by digit where a card is named.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lt", "Jūsų kortele ...1234 atliktas mokėjimas.",
         "kortele vienas du trys keturi atliktas"),
        ("lt", "Kortelė …4821 užblokuota.", "Kortelė keturi aštuoni du vienas užblokuota."),
        ("lt", "Mokėjimas kortele ... 5678 atmestas.",
         "kortele penki šeši septyni aštuoni atmestas"),
        ("en", "Your Visa …0042 was used.", "Visa zero zero four two was used"),
        ("lv", "Karte ...7731 bloķēta.", "Karte septiņi septiņi trīs viens bloķēta."),
    ],
)  # fmt: skip
def test_a_cards_end_behind_dots_is_said_digit_by_digit(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


def test_dots_before_a_number_with_no_card_stay() -> None:
    assert "tūkstantis" in reads("lt", "Skaičiai nuo 1 ... 1000 tinka.")


# lt a sum before the payment, transfer or operation it sizes: the genitive, cents too.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Jūsų kortele ...1234 atliktas 45,90 EUR mokėjimas parduotuvėje MAXIMA.",
         "keturiasdešimt penkių eurų devyniasdešimties centų mokėjimas"),
        ("Gautas 120,00 € pervedimas.", "šimto dvidešimties eurų pervedimas."),
        ("Atlikta 0,99 EUR operacija.", "devyniasdešimt devynių centų operacija."),
        ("Jums skirta 21,01 Eur kompensacija.", "dvidešimt vieno euro vieno cento kompensacija."),
    ],
)  # fmt: skip
def test_lt_a_sum_before_its_payment_is_genitive(text: str, spoken: str) -> None:
    assert spoken in reads("lt", text)


# lt a document number's part led by a zero keeps its zeros, digit by digit.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Sąskaita Nr. 2024/0157, suma 128,40 €.",
         "pasvirasis brūkšnys nulis vienas penki septyni, suma"),
        ("Sutartis Nr. 2023/045 pasirašyta.", "pasvirasis brūkšnys nulis keturi penki pasirašyta."),
        ("Užsakymas Nr. 12/0034 gautas.", "dvylika pasvirasis brūkšnys nulis nulis trys keturi"),
        ("Sąskaita Nr. 2024/157 gauta.", "pasvirasis brūkšnys šimtas penkiasdešimt septyni"),
    ],
)  # fmt: skip
def test_lt_a_document_numbers_leading_zeros_are_kept(text: str, spoken: str) -> None:
    assert spoken in reads("lt", text)


# lt the emergency number where a call is spoken of: digit by digit.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Skambinkite 112", "Skambinkite vienas vienas du"),
        ("Nelaimės atveju skambinkite 112.", "skambinkite vienas vienas du."),
        ("Bendrasis pagalbos numeris 112 veikia visą parą.", "numeris vienas vienas du veikia"),
        ("Surinkite 112, jei reikia pagalbos.", "Surinkite vienas vienas du,"),
        ("Kambarys 112.", "Kambarys šimtas dvylika."),
    ],
)  # fmt: skip
def test_lt_the_emergency_number_is_said_digit_by_digit(text: str, spoken: str) -> None:
    assert spoken in reads("lt", text)


# fi a regnal numeral with a case ending after its colon: the ordinal in that case.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Kustaa III:n aikakausi", "Kustaa Kolmannen aikakausi"),
        ("Kaarle XII:lle annettiin valta.", "Kaarle Kahdennelletoista annettiin"),
        ("Aleksanteri II:n patsas seisoo torilla.", "Aleksanteri Toisen patsas"),
        ("Pietari I:stä alkaen", "Pietari Ensimmäisestä alkaen"),
        ("Kustaa III oli kuningas.", "Kustaa Kolmas oli"),
    ],
)  # fmt: skip
def test_fi_a_regnal_numerals_case_ending(text: str, spoken: str) -> None:
    assert spoken in reads("fi", text)


# fi a line's or a vehicle's number names it: never in the next word's case.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Bussi 550 myöhässä 6 min.", "Bussi viisisataaviisikymmentä myöhässä kuusi"),
        ("Linja 23 myöhässä 10 min.", "Linja kaksikymmentäkolme myöhässä"),
        ("Raitiovaunu 4 myöhässä.", "Raitiovaunu neljä myöhässä."),
        ("Bussilinja 18 myöhässä 5 min.", "Bussilinja kahdeksantoista myöhässä"),
        ("Perillä 5 minuutissa.", "Perillä viidessä minuutissa."),
    ],
)  # fmt: skip
def test_fi_a_line_number_is_not_inflected(text: str, spoken: str) -> None:
    assert spoken in reads("fi", text)


# fi a date a thing is moved to: the illative, its whole hour too.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Kokous siirtyy 7.5. klo 10.", "siirtyy seitsemänteen toukokuuta kello kymmeneen."),
        ("Kokous siirtyy 7.5.", "siirtyy seitsemänteen toukokuuta."),
        ("Ottelu lykättiin 12.3.2025 klo 18.",
         "lykättiin kahdenteentoista maaliskuuta kaksituhatta kaksikymmentäviisi kello "
         "kahdeksaantoista."),
        ("Lähtö siirtyy 1.9. Uusi aika.", "siirtyy ensimmäiseen syyskuuta. Uusi"),
        ("Tapaaminen siirretty perjantaille klo 14.", "perjantaille kello neljätoista."),
    ],
)  # fmt: skip
def test_fi_a_date_moved_to_is_illative(text: str, spoken: str) -> None:
    assert spoken in reads("fi", text)


# hu "két" before a noun, an adjective between them too; "kettő" as a code's lone digit.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("PIN: 2718", "PIN: kettő hét egy nyolc"),
        ("Kód: 2701", "Kód: kettő hét nulla egy"),
        ("PIN-kód: 2758.", "kettő hét öt nyolc."),
        ("Még 2 szabad hely", "Még két szabad hely"),
        ("Már csak 2 szabad szoba maradt.", "két szabad szoba maradt."),
        ("Foglaltunk 2 új szobát.", "Foglaltunk két új szobát."),
        ("Két hét egy örökkévalóság.", "Két hét egy örökkévalóság."),
        ("2 hét múlva jövök.", "két hét múlva"),
    ],
)  # fmt: skip
def test_hu_ket_and_ketto(text: str, spoken: str) -> None:
    assert spoken in reads("hu", text)
