"""Detection misses of panel AU (issue 31; docs/NORMALIZER.md, "Panel AU classes fixed
(det6)"): a national identifier or postcode with its label names its country ("CPF:
123.456.789-09" pt, "OIB: …" hr, "Personnummer: 19850312-1234" sv, "CPR-nr.: …" da,
"Postcode: SW1A 1AA" en); Turkish's case ending after a name's apostrophe ("Maltepe'de"),
with Turkey's "2+1" flats; Slovene's "zamuja" and "čakalna doba"; a name declined with a
letter only one language writes beside a word of that language's ("do Paříže … od"); the
flight's and the doctor's office's labels ("Skrydis", "Reiss", "Lento", "Kabinetas") and
Dutch's "Pincode"."""

import pytest

from normalize import formats
from normalize.detect import detect


def languages(text: str, default: str = "en") -> list[str]:
    return [span.lang for span in detect(text, default)]


# The AU sentences these rules made detected exactly right with "en" as the default.
PANEL_AU = [
    ("pt", "CPF: 123.456.789-09"),
    ("hr", "OIB: 12345678901"),
    ("sv", "Personnummer: 19850312-1234"),
    ("da", "CPR-nr.: 120385-1234"),
    ("en", "Postcode: SW1A 1AA"),
    ("nl", "Pincode: 4821"),
    ("tr", "Maltepe'de 2+1 daire, 95 m², 4. kat"),
    ("sl", "Let v London zamuja 45 minut."),
    ("sl", "Čakalna doba 15 min"),
    ("cs", "Let OK 624 do Paříže, gate B4, boarding od 13:25."),
    ("lt", "Skrydis FR2841"),
    ("lv", "Reiss BT 651"),
    ("fi", "Lento AY 1021"),
    ("et", "Lend BT 311"),
    ("lt", "Kabinetas 215"),
    ("lv", "Kabinets Nr. 215"),
]


@pytest.mark.parametrize(("lang", "text"), PANEL_AU)
def test_the_panels_sentence_is_detected_in_its_language(lang, text):
    assert languages(text) == [lang]


# 1. A national identifier as its country writes it, with its label, or a UK postcode:
# the country's main language (formats._NATIONAL_IDS, in formats.country_language).
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("pt", "CPF: 987.654.321-00"),
        ("pt", "CNPJ: 12.345.678/0001-95"),
        ("hr", "OIB: 69435151530"),
        ("sv", "Personnummer: 20010704-5566"),
        ("da", "CPR: 311299-1234"),
        ("es", "DNI: 12345678Z"),
        ("es", "NIE: X1234567L"),
        ("pl", "PESEL: 90010112345"),
        ("ro", "CNP: 1850312123456"),
        ("it", "Codice fiscale: RSSMRA85T10A562S"),
        ("id", "NIK: 3174012345670001"),
        ("en", "Postcode: EC1A 1BB"),
        ("en", "Postcode: M1 1AE"),
    ],
)
def test_a_national_identifier_names_its_country(lang, text):
    assert languages(text) == [lang]


def test_a_bare_run_of_digits_names_no_country():
    assert formats.country_language("Ref: 12345678901")[0] is None
    assert formats.country_language("Kod: 19850312-1234")[0] is None


# 2. Turkish's case ending after a proper name's apostrophe; "2+1" is Turkey's flats too.
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("tr", "Bornova'da 2+1, 90 m²"),
        ("tr", "Maltepe'den 3+1 daire"),
        ("cs", "Byt 2+1, 68 m², Brno"),
        ("cs", "Prodej bytu 3+kk, 75 m²"),
        ("en", "Hawai'i 2025"),
    ],
)
def test_a_turkish_ending_after_a_name(lang, text):
    assert languages(text) == [lang]


# 3. Slovene's own words for being late and for a wait.
@pytest.mark.parametrize(
    "text", ["Vlak zamuja 20 minut.", "Čakalna doba: 30 minut", "Let JU 100 zamuja 25 minut."]
)
def test_slovene_late_and_waiting(text):
    assert languages(text) == ["sl"]


# 4. A name declined with a letter only one language writes, and a word of that language's.
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("cs", "Let OK 720 do Vídně, gate A3, boarding od 9:40."),
        ("en", "Flight OK 624 to Paříž leaves at 13:25 from gate B4."),
    ],
)
def test_a_declined_name_and_its_languages_word(lang, text):
    assert languages(text) == [lang]


# 5. The flight's and the doctor's office's labels, and Dutch's "Pincode".
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("lt", "Skrydis LY 5021"),
        ("lv", "Reiss FR 2841"),
        ("fi", "Lento AY 481"),
        ("lv", "Kabinets 12"),
        ("lt", "Kabinetas Nr. 8"),
        ("nl", "Pincode: 0918"),
        ("en", "Let me know by 5."),
        ("en", "Lend me 20 dollars."),
    ],
)
def test_a_flights_or_an_offices_label(lang, text):
    assert languages(text) == [lang]
