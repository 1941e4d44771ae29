"""Detection misses of panel AV (issue 31; docs/NORMALIZER.md, "Panel AV classes fixed
(det7)"): a lower-case street type before the street's name ends no sentence ("ул.
Ленина"); Poland's tax number NIP with its label names Poland; a national phone number only
Japan (of the model's countries) writes so names Japanese, and Indonesia's area code in
parentheses may stand without them ("021-5551234"); a flight's label and its airline's code
name the label's language over the English "Gate" and "Boarding" of every airport."""

import pytest

from normalize.detect import detect, sentences


def languages(text: str, default: str = "en") -> list[str]:
    return [span.lang for span in detect(text, default)]


# The AV sentences these rules made detected exactly right with "en" as the default.
PANEL_AV = [
    ("ru", "Доставка: ул. Ленина, д. 12, кв. 45"),
    ("pl", "NIP: 525-000-12-34"),
    ("ja", "TEL 03-1234-5678"),
    ("id", "Tel. 021-5551234"),
    ("de", "Flug LH 2034, Gate B12, Boarding 06:55"),
    ("it", "Volo AZ 1789, gate B07, imbarco 10:20"),
]


@pytest.mark.parametrize("lang, text", PANEL_AV)
def test_the_panels_sentence_is_detected_in_its_language(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "text",
    [
        "Доставка: ул. Ленина, д. 12, кв. 45",
        "Адрес: ул. Тверская, д. 7",
        "Адреса: вул. Хрещатик, 22",
        "Адрес: бул. Витоша 15",
        "Dostawa: ul. Marszałkowska 10, m. 5",
        "Adresa: nám. Míru 12",
    ],
)
def test_a_street_type_before_the_streets_name_ends_no_sentence(text):
    assert len(sentences(text)) == 1


@pytest.mark.parametrize(
    "lang, text",
    [
        ("ru", "Доставка: ул. Ленина, д. 12, кв. 45"),
        ("ru", "Курьер приедет: ул. Гагарина, д. 3"),
        ("pl", "Dostawa: ul. Marszałkowska 10, m. 5"),
    ],
)
def test_an_address_with_a_street_type_is_one_language(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "text",
    ["NIP: 525-000-12-34", "NIP 525-00-01-234", "NIP: 5250001234", "Faktura, NIP: 525-000-12-34"],
)
def test_polands_tax_number_with_its_label_is_polish(text):
    assert languages(text) == ["pl"]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("ja", "TEL 03-1234-5678"),
        ("ja", "Tel. 03-1234-5678"),
        ("ja", "TEL 0120-123-456"),
        ("id", "Tel. 021-5551234"),
        ("id", "Tel. 022-7654321"),
        ("id", "Telp. (021) 5551234"),
    ],
)
def test_a_national_number_only_one_country_writes_so_names_its_language(lang, text):
    assert languages(text) == [lang]


def test_a_number_another_country_writes_so_too_names_no_other_script():
    # "06-1234-5678": Osaka's, and Rome's "06 1234 5678" with hyphens
    assert languages("Tel. 06-1234-5678") != ["ja"]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("de", "Flug LH 2034, Gate B12, Boarding 06:55"),
        ("de", "Flug LH 1234, Gate A22"),
        ("it", "Volo AZ 1789, gate B07, imbarco 10:20"),
        ("it", "Volo FR 4821, gate C3"),
        ("fr", "Vol AF 1234, porte K32"),
        ("pt", "Voo TP 1350, porta 14, embarque 09:10"),
    ],
)
def test_a_flights_label_and_code_name_the_labels_language(lang, text):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("en", "Flight LH 2034, Gate B12, Boarding 06:55"),
        ("sk", "Let FR 8211 mešká 20 min."),
    ],
)
def test_a_flight_told_otherwise_keeps_its_language(lang, text):
    assert languages(text) == [lang]


def test_a_number_several_countries_write_so_beside_capitals_alone_is_read():
    # nl it uk write "045-123-4567" so, and "TEL" in capitals is no word lingua hears: its
    # odds were empty and the phone step raised ValueError
    assert languages("TEL 045-123-4567") == ["en"]
