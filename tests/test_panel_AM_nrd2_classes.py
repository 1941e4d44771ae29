"""Classes panel AM4 (2026-12-07: ro hr sv da en el) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AM classes fixed (nrd2)"): abbreviations left as
written (ro "Ref.", hr "Ur. br.", sv "rok", da "vær.", en "Ref:", el "Λ.", "Πλ.", "Αρ.
πρωτ."), el an hour before "μ.μ." in the feminine, ro "1L" a litre."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. Abbreviations said as their words.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ro", "Ref. 2025/0417", "Referință două mii"),
        ("ro", "Vă rugăm să indicați ref. 88412 la plată.", "indicați referință opt"),
        ("hr", "Ur. br. 2025-03/117", "Urudžbeni broj"),
        ("hr", "Dopis ur. br. 45/2024 je zaprimljen.", "Dopis urudžbeni broj"),
        ("sv", "Lägenhet 3 rok, 72 kvm, 2 850 000 kr.", "Lägenhet tre rum och kök,"),
        ("sv", "Säljes: 1 rok i Malmö.", "ett rum och kök i Malmö"),
        ("sv", "Bytes 2 rok mot 4 rok.", "två rum och kök mot fyra rum och kök."),
        ("da", "Lejlighed 3 vær., 85 m², 3.250.000 kr.", "Lejlighed tre værelser,"),
        ("da", "Huset har 5 vær. og have.", "fem værelser og have."),
        ("da", "Udlejes: 1 vær. i Aarhus.", "et værelse i Aarhus."),
        ("en", "Ref: INV-2025-0417", "Reference: INV"),
        ("en", "Ref: 7781234", "Reference: seven seven"),
        ("en", "Ref: AB-12 was paid.", "Reference: AB"),
        ("el", "Σε 300 μέτρα στρίψτε δεξιά στη Λ. Συγγρού.", "στη Λεωφόρο Συγγρού."),
        ("el", "Το γραφείο της Λ. Αλεξάνδρας είναι κλειστό.", "της Λεωφόρου Αλεξάνδρας"),
        ("el", "Λ. Κηφισίας 45, Αθήνα", "Λεωφόρος Κηφισίας σαράντα πέντε"),
        ("el", "Ανάληψη 200 € από ATM, Πλ. Συντάγματος.", "ATM, Πλατεία Συντάγματος."),
        ("el", "Στο κέντρο της Πλ. Ομονοίας.", "της Πλατείας Ομονοίας."),
        ("el", "Αρ. πρωτ. 4521/2025", "Αριθμός πρωτοκόλλου τέσσερις"),
        ("el", "Σχετ. αρ. πρωτ. 118/2024", "αριθμός πρωτοκόλλου εκατόν"),
    ],
)
def test_abbreviations_are_said_as_their_words(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("el", "Ο Λ. Παπαδόπουλος ήρθε."),  # an initial
        ("en", "Ref: see above"),
        ("sv", "Sista rok."),
    ],
)
def test_the_same_letters_elsewhere_stay(lang, text):
    assert reads(text, lang) == text


# 2. el an hour before "π.μ.", "μ.μ." is the feminine ώρα's.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Παρακαλούμε καλέστε μετά τις 3 μ.μ.", "μετά τις τρεις μετά μεσημβρίας."),
        ("Ανοιχτά από τις 4 π.μ. έως τις 1 μ.μ.", "τις τέσσερις προ μεσημβρίας έως τις μία"),
        ("Η συναυλία αρχίζει στις 9 μ.μ.", "στις εννέα μετά μεσημβρίας."),  # pinned
    ],
)
def test_el_an_hour_before_its_part_of_the_day_is_feminine(text, said):
    assert said in reads(text, "el")


# 3. ro a litre written "L" after a count.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("lapte 1L", "lapte un litru"),
        ("Cumpărați 2 L de apă.", "doi litri de apă"),
        ("O sticlă de 1,5L.", "unu virgulă cinci litri."),
    ],
)
def test_ro_a_litre_written_capital_l(text, said):
    assert said in reads(text, "ro")
