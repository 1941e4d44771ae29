"""Panel AF4 (issue 31) in ro hr sv da en el: the classes it heard wrong, each in new
sentences (not the panel's own): lab units per volume left as written ("mg/dL", "g/L"),
da "pct.", sv "tr" (trappor) in an address, da "d.m." after a label read as a decimal, el
hundreds before a masculine's accusative plural, el five-digit service lines."""

import re

import pytest

from normalize.normalizer import Normalizer

norm = Normalizer([])

CASES = [
    # units per volume: CLDR's compound names (mg/dL, mmol/L) and "per" its litre
    ("ro", "Colesterolul total: 210 mg/dL.", "două sute zece miligrame pe decilitru"),
    ("ro", "Glucoza a fost 5,4 mmol/L dimineața.", "milimoli pe litru"),
    ("ro", "Albumina serică: 38 g/L", "treizeci și opt de grame pe litru"),
    ("hr", "Kolesterol 190 mg/dL, u granicama.", "sto devedeset miligrama po decilitru"),
    ("hr", "Glukoza natašte 6,1 mmol/L.", "po litri"),
    ("hr", "Albumin 41 g/L, uredan nalaz.", "jedan gram po litri"),
    ("sv", "Blodsockret var 7,2 mmol/L i morse.", "millimol per liter"),
    ("sv", "Hb 128 g/L vid kontrollen.", "gram per liter"),
    ("sv", "Kolesterol 180 mg/dL", "milligram per deciliter"),
    ("da", "Blodsukker: 6,8 mmol/L", "millimol per liter"),
    ("da", "Hæmoglobin 8,4 g/L efter behandling", "gram per liter"),
    ("da", "Kolesterol 190 mg/dl", "milligram per deciliter"),
    ("en", "Her fasting glucose was 104 mg/dL.", "one hundred four milligrams per deciliter"),
    ("en", "Potassium 4.1 mmol/L, normal.", "millimoles per liter"),
    ("en", "Protein 65 g/L in the sample.", "sixty-five grams per liter"),
    ("el", "Σάκχαρο νηστείας 110 mg/dL.", "χιλιοστόγραμμα ανά δεκατόλιτρο"),
    ("el", "Αιμοσφαιρίνη 135 g/L.", "ανά λίτρο"),
    # da "pct." (procent; Retskrivningsordbogen "pct.")
    ("da", "Renten stiger 0,5 pct. fra maj.", "nul komma fem procent fra maj"),
    ("da", "Ledigheden faldt til 2,8 pct.", "to komma otte procent."),
    ("da", "Hele 40 pct. af kunderne svarede.", "fyrre procent af kunderne"),
    # sv "tr" after a number in an address: trappor, one "trappa" (Svenska skrivregler)
    ("sv", "Kungsgatan 8, 4 tr, 111 43 Stockholm", "fyra trappor"),
    ("sv", "Besök oss på Drottninggatan 21, 1 tr.", "en trappa"),
    ("sv", "Hissen går till 5 tr och sedan trappan.", "fem trappor"),
    # da sv "d.m." after a label with a colon, or a word of dates: a date
    ("da", "Sidste frist: 15.6.", "femtende juni"),
    ("da", "Deadline: 3.10. kl. 12", "tredje oktober"),
    ("da", "Lukket: 24.12. og 25.12.", "fireogtyvende december"),
    ("sv", "Sista dag: 30.4.", "trettionde april"),
    # el: the hundreds before a masculine's accusative plural (-ους): -ους
    ("el", "Μαζέψατε 300 πόντους.", "τριακόσιους πόντους"),
    ("el", "Η θερμοκρασία έφτασε τους 200 βαθμούς.", "διακόσιους βαθμούς"),
    ("el", "Δώσαμε δώρα σε 700 ανθρώπους.", "επτακόσιους ανθρώπους"),
    ("el", "Ο στόχος: 1000 νέους πελάτες.", "χίλιους νέους"),
    # el: thirteen thousand keeps its stress
    ("el", "Πουλήθηκαν 13000 εισιτήρια.", "δεκατρείς χιλιάδες"),
]


@pytest.mark.parametrize(("lang", "text", "part"), CASES)
def test_a_class_the_panel_heard_reads_right(lang, text, part):
    assert part in norm(text, lang).text


KEPT = [
    ("el", "Κέρδισε 300 ευρώ.", "τριακόσια ευρώ"),
    ("sv", "Han är 3 tr upp", "tre trappor"),
    ("hr", "Web: www.gov.hr", "H R"),
]


@pytest.mark.parametrize(("lang", "text", "part"), KEPT)
def test_what_was_right_stays(lang, text, part):
    assert part in norm(text, lang).text


NOT_DATES = [("da", "Se afsnit 1.4. i manualen"), ("da", "Version: 2.1."), ("sv", "Avsnitt: 3.2.")]


@pytest.mark.parametrize(("lang", "text"), NOT_DATES)
def test_a_section_or_version_is_no_date(lang, text):
    assert not re.search(r"april|februar", norm(text, lang).text)


# el: a five-digit service line (1xxxx) where a call is spoken of, in two groups as Greeks
# say it ("δεκατρία οκτακόσια ογδόντα οκτώ"); a count stays a count.
SERVICE = [
    ("Για πληροφορίες καλέστε στο 11888.", "έντεκα οκτακόσια ογδόντα οκτώ"),
    ("Τηλεφωνική εξυπηρέτηση: 18300", "δεκαοκτώ τριακόσια"),
    ("Επικοινωνήστε με το τηλεφωνικό κέντρο στο 13122 καθημερινά.", "δεκατρία εκατόν είκοσι δύο"),
]


@pytest.mark.parametrize(("text", "part"), SERVICE)
def test_a_greek_service_line_is_said_in_two_groups(text, part):
    assert part in norm(text, "el").text


def test_a_greek_count_of_five_digits_stays_a_count():
    assert "δώδεκα χιλιάδες" in norm("Πουλήθηκαν 12500 εισιτήρια.", "el").text
