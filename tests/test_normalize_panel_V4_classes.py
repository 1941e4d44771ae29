"""The classes a fresh panel (V4) heard wrong in ro hr sv da en el (issue 31, 2026-12-06):
each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-V4.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("en", "Her BP was 120/80 today.", "Her BP was one twenty over eighty today."),
        ("en", "Blood pressure: 105/70.", "Blood pressure: one oh five over seventy."),
        ("ro", "Tensiunea arterială: 120/80.", "Tensiunea arterială: o sută douăzeci pe optzeci."),
        ("hr", "Krvni tlak je 120/80.", "Krvni tlak je sto dvadeset na osamdeset."),
        ("sv", "Blodtryck 120/80 i vila.", "Blodtryck hundratjugo över åttio i vila."),
        ("da", "Blodtryk: 120/80.", "Blodtryk: hundrede og tyve over firs."),
        ("el", "Η πίεση ήταν 12/8 το πρωί.", "Η πίεση ήταν δώδεκα με οκτώ το πρωί."),
    ],
)
def test_a_blood_pressure_is_said_with_the_word_between(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # no word for blood pressure before it: a date, a share, a reference stay theirs
        ("el", "Έλα στις 12/8.", "Έλα στις δώδεκα Αυγούστου."),
        ("en", "We met on 12/8 and BP was fine.", "We met on December eighth and BP was fine."),
        (
            "sv",
            "Blodtrycket mättes 12/8 klockan 9.",
            "Blodtrycket mättes den tolfte augusti klockan nio.",
        ),
        ("en", "BP checks: 85/120 done.", "BP checks: eighty-five/one hundred twenty done."),
        (
            "ro",
            "Dosarul nr. 120/80 e gata.",
            "Dosarul numărul o sută douăzeci bară optzeci e gata.",
        ),
    ],
)
def test_what_the_blood_pressure_rule_leaves_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("en", "Read pp. 20-25 and ch. 3.", "Read pages twenty to twenty-five and chapter three."),
        ("en", "Ch. 2 starts on p. 9.", "Chapter two starts on page nine."),
        ("sv", "Läs s. 45 i boken.", "Läs sidan fyrtiofem i boken."),
        ("sv", "Se kap. 3.", "Se kapitel tre."),
        ("da", "Læs s. 45 og kap. 3.", "Læs side femogfyrre og kapitel tre."),
        ("hr", "Vidi str. 12.", "Vidi stranicu dvanaest."),
        ("hr", "Pogledajte tablicu na str. 8.", "Pogledajte tablicu na stranici osam."),
        ("el", "Βλ. κεφ. 4, σελ. 20.", "Βλέπε κεφάλαιο τέσσερα, σελίδα είκοσι."),
    ],
)
def test_a_page_or_chapter_before_its_number_is_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # no number after it: another word, or the abbreviation as written
        ("sv", "Han kom s. och gick.", "Han kom s. och gick."),
        ("hr", "Ovo je str. dalje.", "Ovo je str. dalje."),
        ("en", "Vol. p. q. stays.", "Vol. p. q. stays."),
        ("en", "We arrived 3 in. Then we left.", "We arrived three in. Then we left."),
    ],
)
def test_what_the_page_rule_leaves_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ro", "Terenul are 500 mp.", "Terenul are cinci sute de metri pătrați."),
        ("el", "Οικόπεδο 300 τ.μ. στην Κρήτη.", "Οικόπεδο τριακόσια τετραγωνικά μέτρα στην Κρήτη."),
        ("sv", "Den drar 0,5 l/mil.", "Den drar noll komma fem liter per mil."),
        (
            "el",
            "Καταναλώνει 6,5 λίτρα/100 χλμ. στην πόλη.",
            "Καταναλώνει έξι κόμμα πέντε λίτρα ανά εκατό χιλιόμετρα στην πόλη.",
        ),
        ("el", "Μένει 1 GB και 4 MB.", "Μένει ένα γκιγκαμπάιτ και τέσσερα μεγκαμπάιτ."),
        ("sv", "Vinsten blev 12 mkr.", "Vinsten blev tolv miljoner kronor."),
        ("da", "Prisen er 4,5 mio. kr.", "Prisen er fire komma fem millioner kroner."),
        ("en", "Milk is $4/gal.", "Milk is four dollars per gallon."),
        ("en", "It grew 2 in. last year.", "It grew two inches last year."),
        (
            "en",
            "Call 1-800-123-4567.",
            "Call one eight hundred, one two three, four five six seven.",
        ),
    ],
)
def test_a_unit_or_its_slash_is_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ro", "Ai mp3 aici.", "Ai mp trei aici."),
        (
            "en",
            "Call 1-888-123-4567.",
            "Call one, eight eight eight, one two three, four five six seven.",
        ),
    ],
)
def test_what_the_unit_rules_leave_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "ro",
            "Inflația a fost 4,35%.",
            "Inflația a fost patru virgulă treizeci și cinci la sută.",
        ),
        ("hr", "Stopa je 3,45 %.", "Stopa je tri zarez četrdeset i pet posto."),
    ],
)
def test_two_decimals_are_one_number(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("hr", "Bio je 2. na utrci.", "Bio je drugi na utrci."),
        ("hr", "Upisi traju od 3. do 9. travnja.", "Upisi traju od trećeg do devetog travnja."),
        ("hr", "Pošiljka br. 21 poslana je.", "Pošiljka broj dvadeset i jedan poslana je."),
        (
            "hr",
            "Adresa: Ul. Ivana Gundulića 3, 21000 Split.",
            "Adresa: Ulica Ivana Gundulića tri, dvadeset i jedna tisuća Split.",
        ),
    ],
)
def test_hr_cases_and_postcodes(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "da",
            "Hovedgade 2, st. th., 2605 Brøndby.",
            "Hovedgade to, st. til højre, seksogtyve nul fem Brøndby.",
        ),
        ("da", "Algade 9B, 1620 København.", "Algade ni B, seksten tyve København."),
    ],
)
def test_da_a_postcode_is_said_in_pairs(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("el", "Κουτί των 250 g.", "Κουτί των διακοσίων πενήντα γραμμαρίων."),
        ("el", "Συσκευασία των 3 kg.", "Συσκευασία των τριών χιλιογράμμων."),
        ("el", "Ισχύει από 3 έως 24 Μαΐου.", "Ισχύει από τις τρεις έως τις είκοσι τέσσερις Μαΐου."),
    ],
)
def test_el_a_genitive_and_a_span_of_days(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ro", "Puneți 500 g de făină și 4 linguri de lapte, apoi coaceți 45 de minute la 200 °C."),
        ("hr", "Tlak 120/80, puls 64."),
        ("en", "BP 128/82, pulse 70."),
    ],
)
def test_detection_by_letters_and_a_pressure_word(lang, text):
    assert {span.lang for span in detect(text)} == {lang}


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a leading zero stays digit by digit; a noun after the ordinal still tells its
        # form; a count after a comma is no postcode; no article, or no month: no genitive
        # and no span of days
        ("hr", "Stopa je 3,05 %.", "Stopa je tri zarez nula pet posto."),
        ("hr", "Pročitaj 4. stranicu.", "Pročitaj četvrtu stranicu."),
        (
            "da",
            "I 2023, 1500 Danskere kom.",
            "I to tusind og treogtyve, femten hundrede Danskere kom.",
        ),
        ("el", "Δώστε 500 mg.", "Δώστε πεντακόσια χιλιοστόγραμμα."),
        ("el", "Από 1 έως 15 άτομα.", "Από ένα έως δεκαπέντε άτομα."),
    ],
)
def test_what_the_case_and_number_rules_leave_alone(lang, text, spoken):
    assert reads(lang, text) == spoken
